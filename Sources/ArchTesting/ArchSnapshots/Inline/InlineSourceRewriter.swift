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
  static func rewrite(
    _ sourcePath: String, fileID: String, in folder: URL, choosing isChosen: (InlineSnapshotRecord) -> Bool
  ) -> [InlineSnapshotWriter.Outcome] {
    SourceFileLock.withLock(forSource: fileID, in: folder) {
      let all = InlineSnapshotRecord.all(in: folder).filter { $0.sourcePath == sourcePath }
      let chosen = all.filter(isChosen)
      guard let first = chosen.first else { return [] }
      let source: InlineSource
      switch InlineSource.load(path: sourcePath, fileID: first.fileID) {
      case .failure(let failure): return refuse(chosen, because: failure.message, in: folder)
      case .success(let loaded): source = loaded
      }
      var journal = InlineEditJournal.read(for: first.fileID, in: folder)
      var refusals: [InlineSnapshotWriter.Outcome] = []
      var edits: [(record: InlineSnapshotRecord, edit: InlineCall.Edit)] = []
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
      guard !edits.isEmpty else { return refusals }
      let endings = SourceLineEndings(of: source.bytes)
      var bytes = source.bytes
      var journaled: [InlineEditJournal.Edit] = []
      for (_, edit) in edits.sorted(by: { $0.edit.range.lowerBound > $1.edit.range.lowerBound }) {
        let replacement = endings.applied(to: edit.text)
        journaled.append(InlineEditJournal.Edit(replacing: edit.range, in: source, with: replacement))
        bytes.replaceSubrange(edit.range, with: replacement)
      }
      do throws(SourceFileWriter.Failure) {
        try SourceFileWriter.replaceContents(of: sourcePath, with: bytes)
      } catch {
        let reason: String
        switch error {
        case .readOnly: reason = InlineSnapshotMessages.readOnly(first.fileID)
        case .io(let problem): reason = InlineSnapshotMessages.ioFailure(problem)
        }
        return refusals + refuse(edits.map(\.record), because: reason, in: folder)
      }
      let written = InlineSource(bytes: bytes, tokens: [])
      journal.append(
        .init(
          before: source.version, after: written.version,
          beforeModified: source.modified.timeIntervalSince1970,
          edits: journaled))
      // Without the journal the file is still right; records left pending are then refused, not misplaced.
      try? journal.save(for: first.fileID, in: folder)
      for (record, _) in edits { SnapshotFile.remove(record.url(in: folder)) }
      // Read again: the refused ones were just saved as no longer written at exit.
      let kept = InlineSnapshotRecord.all(in: folder).filter { $0.sourcePath == sourcePath }
      return edits.map { InlineSnapshotWriter.Outcome(record: $0.record, failure: nil) } + refusals
        + move(kept, to: written.version, with: journal, in: folder)
    }
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
