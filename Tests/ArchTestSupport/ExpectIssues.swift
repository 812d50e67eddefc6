import ArchTesting
import Testing

/// Runs `body`, capturing the issues it reports, and expects their messages to be exactly `expected`,
/// in order: how the tests check a failure message's text.
///
/// ```swift
/// expectIssues(["expectNoDifference failed: …"]) {
///   expectNoDifference([1, 2], [1, 3])
/// }
/// ```
package func expectIssues(
  _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) rethrows {
  let issues = try withIssueCapture(body)
  #expect(issues.map(\.message) == expected, sourceLocation: sourceLocation)
}

/// The asynchronous ``expectIssues(_:sourceLocation:_:)-(_,_,()throws->Void)``.
///
/// ```swift
/// await expectIssues(["State changed …"]) {
///   await store.send(.incrementTapped)
/// }
/// ```
package func expectIssues(
  _ expected: [String], isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation, _ body: () async throws -> Void
) async rethrows {
  let issues = try await withIssueCapture(isolation: isolation, body)
  #expect(issues.map(\.message) == expected, sourceLocation: sourceLocation)
}
