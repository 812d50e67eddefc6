import Foundation

/// Writes the chosen inline snapshot records of one test file into it, in one pass, holding the
/// file's lock (``SourceFileLock``) from reading the records to moving the ones left pending, so
/// test processes running side by side take turns and every record is written exactly once or
/// stays pending.
///
/// Each record's call is found in the file as it is now (``InlineSource/call(recordedBy:journal:)``);
/// a record whose call cannot be found for sure is refused, stays pending and is no longer written
/// at exit, while the others are written. The edits are applied from the end of the file backwards,
/// on bytes (a byte order mark, and bytes that are not UTF-8 elsewhere, stay exactly as they were),
/// in the file's own line breaks; ``SourceFileWriter`` replaces the file. The write is noted in the
/// ``InlineEditJournal``, and the records left pending are moved to their calls' new lines.
///
/// ```swift
/// let outcomes = InlineSourceRewriter.rewrite(path, fileID: fileID, in: snapshotsFolder) { $0.writesAtExit }
/// ```
enum InlineSourceRewriter {
  private typealias Planned = (record: InlineSnapshotRecord, edit: InlineCall.Edit)

  static func rewrite(
    _ sourcePath: String, fileID: String, in folder: URL, choosing isChosen: (InlineSnapshotRecord) -> Bool
  ) -> [InlineSnapshotWriter.Outcome] {
    SourceFileLock.withLock(forSource: fileID, in: folder) {
      let chosen = InlineSnapshotRecord.all(in: folder).filter { $0.sourcePath == sourcePath && isChosen($0) }
      guard !chosen.isEmpty else { return [] }
      let source: InlineSource
      switch InlineSource.load(path: sourcePath, fileID: fileID) {
      case .failure(let failure): return refuse(chosen, because: failure.message, in: folder)
      case .success(let loaded): source = loaded
      }
      var journal = InlineEditJournal.read(for: fileID, in: folder)
      let (edits, refusals) = plan(chosen, in: source, journal: journal, folder: folder)
      guard !edits.isEmpty else { return refusals }
      let written: InlineEditJournal.Entry
      switch write(edits, into: source, at: sourcePath) {
      case .failure(let reason):
        return refusals + refuse(edits.map(\.record), because: reason.message(fileID), in: folder)
      case .success(let entry): written = entry
      }
      journal.append(written)
      // Without the journal the file is still right; records left pending are then refused, not misplaced.
      try? journal.save(for: fileID, in: folder)
      for (record, _) in edits { SnapshotFile.remove(record.url(in: folder)) }
      // Read again: the refused ones were just saved as no longer written at exit.
      let kept = InlineSnapshotRecord.all(in: folder).filter { $0.sourcePath == sourcePath }
      return edits.map { InlineSnapshotWriter.Outcome(record: $0.record, failure: nil) } + refusals
        + move(kept, to: written.after, with: journal, in: folder)
    }
  }

  /// The edit of each record whose call is found, and the refusal of each other one.
  private static func plan(
    _ chosen: [InlineSnapshotRecord], in source: InlineSource, journal: InlineEditJournal, folder: URL
  ) -> (edits: [Planned], refusals: [InlineSnapshotWriter.Outcome]) {
    var edits: [Planned] = []
    var refusals: [InlineSnapshotWriter.Outcome] = []
    for record in chosen {
      switch source.call(recordedBy: record, journal: journal) {
      case .failure(let failure): refusals += refuse([record], because: failure.message, in: folder)
      case .success(let call):
        let edit = call.edit(writing: record.actual, in: source.bytes)
        if edits.contains(where: { $0.edit.range.overlaps(edit.range) || $0.edit.range == edit.range }) {
          refusals += refuse([record], because: InlineSnapshotMessages.secondRecordForOneCall, in: folder)
        } else {
          edits.append((record, edit))
        }
      }
    }
    return (edits, refusals)
  }

  /// Applies `edits` from the end backwards, in the file's line breaks, and replaces the file;
  /// returns the journal entry of the write.
  private static func write(
    _ edits: [Planned], into source: InlineSource, at path: String
  ) -> Result<InlineEditJournal.Entry, SourceFileWriter.Failure> {
    let endings = SourceLineEndings(of: source.bytes)
    var bytes = source.bytes
    var journaled: [InlineEditJournal.Edit] = []
    for (_, edit) in edits.sorted(by: { $0.edit.range.lowerBound > $1.edit.range.lowerBound }) {
      let replacement = endings.applied(to: edit.text)
      journaled.append(InlineEditJournal.Edit(replacing: edit.range, in: source, with: replacement))
      bytes.replaceSubrange(edit.range, with: replacement)
    }
    do throws(SourceFileWriter.Failure) {
      try SourceFileWriter.replaceContents(of: path, with: bytes)
    } catch {
      return .failure(error)
    }
    return .success(
      InlineEditJournal.Entry(
        before: source.version, after: SourceFingerprint.of(bytes),
        beforeModified: source.modified.timeIntervalSince1970, edits: journaled))
  }

  /// Keeps `records` pending, no longer written at exit, and says why in each outcome.
  private static func refuse(
    _ records: [InlineSnapshotRecord], because reason: String, in folder: URL
  ) -> [InlineSnapshotWriter.Outcome] {
    records.map { record in
      if record.writesAtExit {
        var waiting = record
        waiting.writesAtExit = false
        try? waiting.save(in: folder)
      }
      let message =
        InlineSnapshotMessages.notWritten(record.fileID, because: reason) + " "
        + InlineSnapshotMessages.stillPending(record.name)
      return InlineSnapshotWriter.Outcome(record: record, failure: SnapshotFailure(message))
    }
  }

  /// Renames each of `records` whose call the write moved; returns those that could not be saved
  /// under their new name, as outcomes that say so.
  private static func move(
    _ records: [InlineSnapshotRecord], to version: String, with journal: InlineEditJournal, in folder: URL
  ) -> [InlineSnapshotWriter.Outcome] {
    let changed: [(old: InlineSnapshotRecord, new: InlineSnapshotRecord)] = records.compactMap { record in
      guard let from = record.sourceVersion,
        let position = journal.position(line: record.line, column: record.column, from: from, to: version)
      else { return nil }
      var moved = record
      (moved.line, moved.column, moved.sourceVersion) = (position.line, position.column, version)
      return (record, moved)
    }
    // All old names go before any new one is written: a moved record may take another's old name.
    for (old, _) in changed { SnapshotFile.remove(old.url(in: folder)) }
    let root = SnapshotDirectory.messageRoot(forSnapshotsIn: folder)
    var lost: [InlineSnapshotWriter.Outcome] = []
    for (old, new) in changed {
      do {
        try new.save(in: folder)
      } catch {
        let message = InlineSnapshotMessages.movedRecordLost(
          old.name, movedTo: new.name, because: error.why(relativeTo: root))
        lost.append(InlineSnapshotWriter.Outcome(record: old, failure: SnapshotFailure(message)))
      }
    }
    return lost
  }
}
