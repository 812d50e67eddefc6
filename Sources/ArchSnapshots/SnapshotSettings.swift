import Foundation

/// What a snapshot assertion settles before it compares, the same for file and inline snapshots:
/// the record mode in force and the snapshots folder.
struct SnapshotSettings {
  var mode: SnapshotRecordMode
  var folder: URL

  /// The settings of an assertion whose call is in `filePath`; the record mode's failure first.
  static func resolve(
    record: SnapshotRecordMode?, filePath: String, environment: SnapshotEnvironment
  ) -> Result<SnapshotSettings, SnapshotFailure> {
    recordMode(call: record, environment: environment).flatMap { mode in
      SnapshotDirectory.resolve(filePath: filePath, environment: environment).map { folder in
        SnapshotSettings(mode: mode, folder: folder)
      }
    }
  }
}

/// The record mode in force: the call's, the scope's (or trait's), the environment's, or `missing`.
func recordMode(
  call: SnapshotRecordMode?, environment: SnapshotEnvironment
) -> Result<SnapshotRecordMode, SnapshotFailure> {
  if let call { return .success(call) }
  if let scoped = SnapshotScope.recordMode { return .success(scoped) }
  return environment.recordMode ?? .success(.missing)
}

extension SnapshotStrategy {
  /// The text of the value `make` makes, as snapshots compare it: `\r\n` read as `\n`.
  ///
  /// Rethrows what making the value threw, for the assertion to report.
  func comparedText(of make: () throws -> Value) rethrows -> String {
    SnapshotFile.normalizedLineBreaks(text(try make()))
  }
}
