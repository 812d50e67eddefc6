import Foundation

/// A mistake the runtime caught while a feature ran: an action for a row that is gone, a service the
/// environment left unimplemented, a child sent an action while its screen is closed.
///
/// Code an app ships reports such mistakes with ``report(_:fileID:line:)`` without importing a test
/// framework. Under a test store each one fails the test at the step whose work caused it; in the
/// running app it is written to standard error and the app goes on.
///
/// ```swift
/// guard state.rows[id: id] != nil else {
///   RuntimeIssue.report("An action was sent for row \(id), which is no longer in the list.")
///   return .none
/// }
/// ```
public struct RuntimeIssue: Sendable, CustomStringConvertible {
  /// What went wrong, in a sentence a person can act on.
  public var message: String
  /// The `#fileID` of the code that reported it.
  public var fileID: StaticString
  /// The line of the code that reported it.
  public var line: UInt

  /// `message`, as the running app logs it.
  public var description: String { "[Arch] \(message) (\(fileID):\(line))" }

  /// Reports a mistake: a test failure at the current step under a test store, a line on standard
  /// error otherwise.
  ///
  /// ```swift
  /// RuntimeIssue.report("Unimplemented: GroceryAPI.fetchItems was called.")
  /// ```
  public static func report(
    _ message: @autoclosure () -> String, fileID: StaticString = #fileID, line: UInt = #line
  ) {
    let issue = RuntimeIssue(message: message(), fileID: fileID, line: line)
    if let handler { handler(issue) } else { logToStandardError(issue) }
  }

  /// Where issues go instead of standard error: a test harness binds it around the feature's code
  /// and the effects it starts, so an issue reaches the test step that caused it.
  package static var handler: (@Sendable (RuntimeIssue) -> Void)? { StepScope.current.issueHandler }

  /// Runs `body` with issues going to `handler`.
  package static func withHandler<Result>(
    _ handler: @escaping @Sendable (RuntimeIssue) -> Void, _ body: () throws -> Result
  ) rethrows -> Result {
    try StepScope.changing({ $0.issueHandler = handler }, body)
  }

  /// Runs the asynchronous `body` with issues going to `handler`.
  package static func withHandler<Result>(
    _ handler: @escaping @Sendable (RuntimeIssue) -> Void, isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    var scope = StepScope.current
    scope.issueHandler = handler
    return try await StepScope.binding(scope, isolation: isolation, body)
  }

  private static func logToStandardError(_ issue: RuntimeIssue) {
    FileHandle.standardError.write(Data((issue.description + "\n").utf8))
  }
}
