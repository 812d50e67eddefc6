import ArchLocking

/// Collects the issues reported inside a ``withIssueCapture(_:)`` scope, from any task or thread.
final class IssueCollector: Sendable {
  private let issues = Locked<[ReportedIssue]>([])

  func append(_ issue: ReportedIssue) { issues.withLock { $0.append(issue) } }
  var collected: [ReportedIssue] { issues.withLock { $0 } }

  // The override travels with the task, so child tasks and effects started inside the scope report
  // into it too, while tests running in parallel keep their own.
  @TaskLocal static var current: IssueCollector?
}

/// Runs `body` and returns the issues it reported instead of reporting them to the test framework.
///
/// This is how ArchTesting tests its own failure messages, and how you can test helpers you build on
/// top of it. Issues reported from child tasks and effects started inside `body` are captured too.
///
/// ```swift
/// let issues = withIssueCapture {
///   expectNoDifference([1, 2], [1, 3])
/// }
/// #expect(issues.count == 1)
/// ```
public func withIssueCapture(_ body: () throws -> Void) rethrows -> [ReportedIssue] {
  let collector = IssueCollector()
  try IssueCollector.$current.withValue(collector) { try body() }
  return collector.collected
}

/// Runs the asynchronous `body` and returns the issues it reported instead of reporting them.
///
/// ```swift
/// let issues = await withIssueCapture {
///   await store.send(.increment)   // the state changed but no expectation was given
/// }
/// #expect(issues.map(\.message).first?.hasPrefix("State changed") == true)
/// ```
public func withIssueCapture(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async rethrows -> [ReportedIssue] {
  let collector = IssueCollector()
  try await IssueCollector.$current.withValue(collector) { try await body() }
  return collector.collected
}
