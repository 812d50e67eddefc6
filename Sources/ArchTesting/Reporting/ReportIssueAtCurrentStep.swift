import Arch

/// Reports a test failure from code a feature runs — a fake service, a helper an effect calls — at
/// the test step whose work ran it, not at the helper's own line.
///
/// Inside a ``TestStore`` step (its reducer or presenter, or an effect the step started) and inside
/// an ``EffectRecorder``, the failure lands on the test's `send` or `receive` line, followed by the
/// step that ran it: "(Reported while running step 2, send(.searchChanged("mil")).)". Anywhere else
/// it lands at `site`, the caller's line.
///
/// ```swift
/// extension GroceryAPI {
///   static func expecting(query expected: String, answer: [String]) -> GroceryAPI {
///     GroceryAPI(fetchItems: { [] }, search: { query in
///       if query != expected { reportIssueAtCurrentStep("Searched for \(query), not \(expected).") }
///       return answer
///     })
///   }
/// }
/// ```
public func reportIssueAtCurrentStep(
  _ message: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  reportIssueAtCurrentStep(
    message, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// ``reportIssueAtCurrentStep(_:fileID:filePath:line:column:)`` for a helper that forwards its own
/// caller's location.
///
/// ```swift
/// func expectNotEmpty(_ query: String, at site: CallSite) {
///   if query.isEmpty { reportIssueAtCurrentStep("The query is empty.", at: site) }
/// }
/// ```
public func reportIssueAtCurrentStep(_ message: String, at site: CallSite) {
  // A test store and an effect recorder bind the runtime-issue handler around the feature's code
  // and the effects it starts; it knows the step and where the test wrote it.
  if RuntimeIssue.handler != nil {
    RuntimeIssue.report(message, fileID: site.fileID, line: site.line)
  } else {
    reportIssue(message, at: site)
  }
}
