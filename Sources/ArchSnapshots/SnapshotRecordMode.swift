/// When a snapshot assertion may write its reference file.
///
/// Precedence, strongest first: the `record:` argument of ``assertSnapshot(of:as:named:record:fileID:filePath:function:line:column:)``,
/// the innermost ``withSnapshotRecording(_:operation:)`` scope, the `.snapshots(record:)` test trait,
/// the `ARCH_SNAPSHOT_RECORD` environment variable, and finally ``missing``. On CI (`CI`,
/// `GITHUB_ACTIONS`, `BUILDKITE`, `GITLAB_CI`, `JENKINS_URL` and the like set) nothing is ever
/// written, whatever the mode: a missing or different snapshot fails.
///
/// ```swift
/// assertSnapshot(of: screen, as: .lines, record: .all)   // re-record this one
/// ```
public enum SnapshotRecordMode: String, Sendable, Equatable, CaseIterable {
  /// Records a snapshot that has no reference yet; a mismatch writes `<name>.txt.new` beside the
  /// reference for review. The default.
  ///
  /// ```swift
  /// assertSnapshot(of: text, as: .lines, record: .missing)
  /// ```
  case missing
  /// Rewrites every reference it meets; the test fails where the text was missing or changed.
  ///
  /// ```swift
  /// withSnapshotRecording(.all) { assertSnapshot(of: text, as: .lines) }
  /// ```
  case all
  /// Rewrites the references that are missing or do not match, and fails.
  ///
  /// ```swift
  /// // ARCH_SNAPSHOT_RECORD=failed swift test
  /// assertSnapshot(of: text, as: .lines)
  /// ```
  case failed
  /// Writes nothing at all: missing and different snapshots only fail. What CI always does.
  ///
  /// ```swift
  /// assertSnapshot(of: text, as: .lines, record: .never)
  /// ```
  case never
}

/// Scoped settings that travel with the task, so parallel tests keep their own.
enum SnapshotScope {
  @TaskLocal static var recordMode: SnapshotRecordMode?
  @TaskLocal static var directory: String?
}

/// Runs `operation` with snapshot assertions inside it using record mode `mode`, unless an
/// assertion passes its own `record:`.
///
/// ```swift
/// withSnapshotRecording(.all) {
///   assertSnapshot(of: view(for: .empty), as: .view())
///   assertSnapshot(of: view(for: .loaded), as: .view())
/// }
/// ```
public func withSnapshotRecording<Result>(
  _ mode: SnapshotRecordMode, operation: () throws -> Result
) rethrows -> Result {
  try SnapshotScope.$recordMode.withValue(mode, operation: operation)
}

/// Runs the asynchronous `operation` with snapshot assertions inside it using record mode `mode`.
///
/// ```swift
/// await withSnapshotRecording(.failed) {
///   await store.send(.load)
///   assertSnapshot(of: store.view, as: .view())
/// }
/// ```
public func withSnapshotRecording<Result>(
  _ mode: SnapshotRecordMode, isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result
) async rethrows -> Result {
  try await SnapshotScope.$recordMode.withValue(mode, operation: operation)
}

/// Runs `operation` with snapshot files read from and written to `directory` instead of the
/// package's `Snapshots/` folder.
///
/// Stronger than the `ARCH_SNAPSHOTS_DIR` environment variable.
///
/// ```swift
/// withSnapshotDirectory("/tmp/my-snapshots") {
///   assertSnapshot(of: "hello", as: .lines)
/// }
/// ```
public func withSnapshotDirectory<Result>(
  _ directory: String, operation: () throws -> Result
) rethrows -> Result {
  try SnapshotScope.$directory.withValue(directory, operation: operation)
}

/// Runs the asynchronous `operation` with snapshot files kept in `directory`.
///
/// ```swift
/// await withSnapshotDirectory("/tmp/my-snapshots") {
///   await checkScreens()
/// }
/// ```
public func withSnapshotDirectory<Result>(
  _ directory: String, isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result
) async rethrows -> Result {
  try await SnapshotScope.$directory.withValue(directory, operation: operation)
}

extension SnapshotRecordMode {
  /// Whether an assertion may write a snapshot: never on CI (`continuousIntegration` is the CI
  /// variable's `NAME=value`, `nil` locally), and never under ``never``.
  func mayWrite(continuousIntegration: String?) -> Bool {
    continuousIntegration == nil && self != .never
  }
}
