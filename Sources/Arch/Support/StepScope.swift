/// What the code of a step consults while it runs, bound as one task-local value: where runtime
/// issues go, the log of shared-value writes, the overlay an expectation writes shared values into,
/// the host's own context (a test harness's), and where the test wrote the expectation running.
///
/// One value rather than a task-local each: a test store binds them around every input it runs, and
/// each binding is a push and a pop on the task, each lookup a walk of what the task has bound. A
/// binding of one of them copies the others from the scope around it, so the innermost binding of
/// each wins, as with separate task-locals.
package struct StepScope: Sendable {
  /// Where ``RuntimeIssue/report(_:fileID:line:)`` sends issues; `nil` logs them to standard error.
  package var issueHandler: (@Sendable (RuntimeIssue) -> Void)?
  /// Logs the shared values written, with their values before.
  package var sharedLog: SharedWriteLog?
  /// Where shared values are read and written while a test's expectation runs, instead of the live
  /// values.
  package var sharedOverlay: SharedOverlay?
  /// The host's own context, which only the host reads (a test harness's effect context).
  package var host: (any AnyObject & Sendable)?
  /// Where the test wrote the step whose expectation is running, which only the host reads, as the
  /// parts of a call site (Arch has no type for one); bound with the overlay, in the same binding,
  /// and held inline, as a test store binds one around every expectation.
  package var expectationSite: Site?

  /// A place in a test's source, as the parts of a call site.
  package typealias Site = (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)

  /// Makes a scope; with no arguments, the one outside any binding.
  package init(
    issueHandler: (@Sendable (RuntimeIssue) -> Void)? = nil, sharedLog: SharedWriteLog? = nil,
    sharedOverlay: SharedOverlay? = nil, host: (any AnyObject & Sendable)? = nil
  ) {
    self.issueHandler = issueHandler
    self.sharedLog = sharedLog
    self.sharedOverlay = sharedOverlay
    self.host = host
  }

  @TaskLocal private static var bound = StepScope()

  /// The scope bound around the running code.
  package static var current: StepScope { bound }

  // Bound here, in the module that declares the task-local value: binding it from another module
  // crashes in release builds (`swift_task_localValuePush`).
  /// Runs `body` with `scope` current.
  @inline(never)
  package static func binding<Result>(_ scope: StepScope, _ body: () throws -> Result) rethrows -> Result {
    try $bound.withValue(scope, operation: body)
  }

  /// Runs the asynchronous `body` with `scope` current.
  @inline(never)
  package static func binding<Result>(
    _ scope: StepScope, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
  ) async rethrows -> Result {
    try await $bound.withValue(scope, operation: body, isolation: isolation)
  }

  /// Runs `body` with the current scope changed by `change`.
  package static func changing<Result>(
    _ change: (inout StepScope) -> Void, _ body: () throws -> Result
  ) rethrows -> Result {
    var scope = current
    change(&scope)
    return try binding(scope, body)
  }
}
