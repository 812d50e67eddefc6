#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// One run of a test body, so that running the same test again in one process (Swift Testing's
/// `--repetitions`, Xcode's repeated runs) numbers its unnamed snapshots from 1 again instead of
/// looking for `.2.txt`.
///
/// Neither framework says which iteration is running (swift-testing issue 1041), so the run is told
/// apart by what differs between two iterations: a scope that a snapshot trait opens for each run,
/// the XCTest test case object, or else the task running the test body. Each is kept alive while it is
/// remembered, so a later run can never reuse its address and pass for it.
struct SnapshotExecution: @unchecked Sendable, Equatable {
  // `owner` is only ever compared by identity, never used, so sharing it across threads is safe.
  private let owner: AnyObject?
  private let task: Task<Never, Never>?

  /// A scope that marks one run, opened per test by the snapshot traits and by tests of this code.
  final class Scope: Sendable {
    @TaskLocal static var current: Scope?
  }

  static var current: SnapshotExecution {
    if let scope = Scope.current { return SnapshotExecution(owner: scope, task: nil) }
    #if canImport(XCTest)
      if let testCase = XCTestCaseTracker.shared.currentTestCase {
        return SnapshotExecution(owner: testCase, task: nil)
      }
    #endif
    return SnapshotExecution(owner: nil, task: currentTask())
  }

  /// The running task as a retaining handle: `UnsafeCurrentTask` and `Task` both hold just the task
  /// reference, and the copy made here retains it.
  private static func currentTask() -> Task<Never, Never>? {
    withUnsafeCurrentTask { task in task.map { unsafeBitCast($0, to: Task<Never, Never>.self) } }
  }

  static func == (lhs: SnapshotExecution, rhs: SnapshotExecution) -> Bool {
    lhs.owner === rhs.owner && lhs.task == rhs.task
  }
}

/// Runs `operation` as one run of a test body: unnamed snapshots in it are numbered from 1 even if the
/// same test asserted snapshots before.
func withSnapshotExecution<Result>(_ operation: () throws -> Result) rethrows -> Result {
  try SnapshotExecution.Scope.$current.withValue(SnapshotExecution.Scope(), operation: operation)
}

/// The asynchronous ``withSnapshotExecution(_:)``.
func withSnapshotExecution<Result>(
  isolation: isolated (any Actor)? = #isolation, _ operation: () async throws -> Result
) async rethrows -> Result {
  try await SnapshotExecution.Scope.$current.withValue(SnapshotExecution.Scope(), operation: operation)
}
