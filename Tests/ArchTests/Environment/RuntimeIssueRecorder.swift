import Arch
import ArchLocking

/// Collects the runtime issues `body` reports, as a test store's handler would receive them.
func recordingRuntimeIssues(_ body: () throws -> Void) rethrows -> [String] {
  let issues = Locked<[String]>([])
  // Bound through Arch: binding a task-local of another module crashes in release builds.
  try RuntimeIssue.withHandler({ issue in issues.withLock { $0.append(issue.message) } }) {
    try body()
  }
  return issues.withLock { $0 }
}

/// Collects the runtime issues the asynchronous `body` reports.
func recordingRuntimeIssues(
  isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
) async rethrows -> [String] {
  let issues = Locked<[String]>([])
  try await RuntimeIssue.withHandler({ issue in issues.withLock { $0.append(issue.message) } }) {
    try await body()
  }
  return issues.withLock { $0 }
}

/// What a call to the unimplemented service `name` reports.
func calledMessage(_ name: String) -> String {
  """
  \(name) was called, but this environment leaves it unimplemented.
  If the test expects the call, give the environment a value for it: `.with { $0.… = … }`.
  """
}
