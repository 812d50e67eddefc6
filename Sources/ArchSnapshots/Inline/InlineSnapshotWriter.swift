import Foundation

/// Writes the chosen inline snapshot records of a snapshots folder into their test files, one
/// pass per file (``InlineSourceRewriter``).
///
/// Both the end of a test process and `swift run
/// snapshots accept` write through here.
///
/// ```swift
/// let outcomes = InlineSnapshotWriter.write(in: snapshotsFolder) { $0.writesAtExit }
/// for outcome in outcomes { if let failure = outcome.failure { print(failure) } }
/// ```
enum InlineSnapshotWriter {
  /// What became of one record: `failure` is `nil` when it was written.
  struct Outcome: Equatable {
    var record: InlineSnapshotRecord
    var failure: SnapshotFailure?
  }

  /// Writes the records of `folder` that `isChosen` picks, limited to the test files `sources`
  /// (all when `nil`).
  ///
  /// Each file's records are read again under its lock: another process may
  /// have written or moved some since. Returns an outcome per chosen record still pending then,
  /// and one per other record the write moved but could not save under its new name.
  static func write(
    in folder: URL, sources: Set<String>? = nil, choosing isChosen: (InlineSnapshotRecord) -> Bool
  ) -> [Outcome] {
    var files: [String: String] = [:]
    for record in InlineSnapshotRecord.all(in: folder)
    where isChosen(record) && sources?.contains(record.sourcePath) ?? true {
      files[record.sourcePath] = record.fileID
    }
    return files.sorted { $0.key < $1.key }.flatMap { path, fileID in
      InlineSourceRewriter.rewrite(path, fileID: fileID, in: folder, choosing: isChosen)
    }
  }
}
