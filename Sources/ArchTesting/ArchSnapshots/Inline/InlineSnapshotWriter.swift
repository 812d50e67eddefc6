import Foundation

/// Turns inline snapshot records of a snapshots folder into source edits: one pass per test file,
/// then the written records are deleted and the ones still pending for that file are moved to
/// their calls' new lines (their file names carry the line, so they are renamed).
///
/// Both the end of a test process and `swift run snapshots accept` write through here.
///
/// ```swift
/// let pending = InlineSnapshotRecord.all(in: snapshotsFolder)
/// for outcome in InlineSnapshotWriter.write(chosen, among: pending, in: snapshotsFolder) {
///   if let failure = outcome.failure { print(failure) }
/// }
/// ```
enum InlineSnapshotWriter {
  /// What became of one record: `failure` is `nil` when it was written or moved.
  struct Outcome: Equatable {
    var record: InlineSnapshotRecord
    var failure: SnapshotFailure?
  }

  /// Writes `chosen` into their test files; `all` is every record of `folder`, as the caller read
  /// it, so that the others of those files can be moved. Returns an outcome per chosen record, then
  /// one per other record that moved but could not be saved under its new name (its old name).
  static func write(
    _ chosen: [InlineSnapshotRecord], among all: [InlineSnapshotRecord], in folder: URL
  ) -> [Outcome] {
    var failures: [String: SnapshotFailure] = [:]
    var lost: [Outcome] = []
    let root = SnapshotDirectory.messageRoot(forSnapshotsIn: folder)
    for sourcePath in Set(chosen.map(\.sourcePath)).sorted() {
      let written = chosen.filter { $0.sourcePath == sourcePath }
      let pending = all.filter { $0.sourcePath == sourcePath && !written.contains($0) }
      switch InlineSourceRewriter.write(written, keeping: pending, pathsFrom: root) {
      case .failure(let failure):
        for record in written { failures[record.name] = failure }
      case .success(let moved):
        for record in written { SnapshotFile.remove(record.url(in: folder)) }
        lost += move(Array(zip(pending, moved).filter { $0 != $1 }), in: folder, pathsFrom: root)
      }
    }
    return chosen.map { Outcome(record: $0, failure: failures[$0.name]) } + lost
  }

  /// Renames each `(old, new)` record file; returns the records that could not be saved anew.
  private static func move(
    _ changed: [(old: InlineSnapshotRecord, new: InlineSnapshotRecord)], in folder: URL, pathsFrom root: URL
  ) -> [Outcome] {
    // All old names go before any new one is written: a moved record may take another's old name.
    for (old, _) in changed { SnapshotFile.remove(old.url(in: folder)) }
    var lost: [Outcome] = []
    for (old, new) in changed {
      do {
        try new.save(in: folder)
      } catch {
        let message = InlineSnapshotMessages.movedRecordLost(
          old.name, movedTo: new.name, because: error.why(relativeTo: root))
        lost.append(Outcome(record: old, failure: SnapshotFailure(message)))
      }
    }
    return lost
  }
}
