import Foundation

/// Turns inline snapshot records of a snapshots folder into source edits: one pass per test file,
/// then the written records are deleted and the ones still pending for that file are moved to
/// their calls' new lines (their file names carry the line, so they are renamed).
///
/// Both the end of a test process and `swift run snapshots accept` write through here.
///
/// ```swift
/// for outcome in InlineSnapshotWriter.write(records, in: snapshotsFolder) where outcome.failure != nil {
///   print(outcome.failure!)
/// }
/// ```
enum InlineSnapshotWriter {
  struct Outcome: Equatable {
    var record: InlineSnapshotRecord
    var failure: SnapshotFailure?
  }

  static func write(_ chosen: [InlineSnapshotRecord], in folder: URL) -> [Outcome] {
    var failures: [String: SnapshotFailure] = [:]
    let all = InlineSnapshotRecord.all(in: folder)
    for sourcePath in Set(chosen.map(\.sourcePath)).sorted() {
      let written = chosen.filter { $0.sourcePath == sourcePath }
      let pending = all.filter { $0.sourcePath == sourcePath && !written.contains($0) }
      switch InlineSourceRewriter.write(written, keeping: pending) {
      case .failure(let failure):
        for record in written { failures[record.name] = failure }
      case .success(let moved):
        for record in written { SnapshotFile.remove(record.url(in: folder)) }
        // All old names go before any new one is written: a moved record may take another's old name.
        let changed = zip(pending, moved).filter { $0 != $1 }
        for (old, _) in changed { SnapshotFile.remove(old.url(in: folder)) }
        for (_, new) in changed { try? new.save(in: folder) }
      }
    }
    return chosen.map { Outcome(record: $0, failure: failures[$0.name]) }
  }
}
