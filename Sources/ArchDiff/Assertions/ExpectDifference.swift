/// Checks that `operation` changes `value` exactly as `expectation` describes: it receives the
/// value from before the operation and must turn it into the value after it.
///
/// ```swift
/// var cart = Cart()
/// expectDifference(cart) {
///   cart.add(Item(name: "Milk"))
/// } assert: {
///   $0.items.append(Item(name: "Milk"))
///   $0.total = 1
/// }
/// ```
///
/// On failure the message says whether the operation changed nothing, changed something the expectation
/// did not mention, or changed it differently, followed by the diff between the expected and the
/// actual value. An operation that changes nothing fails even when the expectation describes no
/// change: check that with ``expectNoDifference(_:_:_:fileID:filePath:line:column:)``.
public func expectDifference<Value: Equatable>(
  _ value: @autoclosure () throws -> Value, _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  operation: () throws -> Void,
  assert expectation: (inout Value) throws -> Void
) rethrows {
  let before = try value()
  try operation()
  let after = try value()
  var expected = before
  try expectation(&expected)
  checkDifference(
    before: before, expected: expected, after: after, message(),
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Checks that the asynchronous `operation` changes `value` exactly as `expectation` describes.
///
/// ```swift
/// await expectDifference(await model.items) {
///   await model.load()
/// } assert: {
///   $0 = [Item(name: "Milk")]
/// }
/// ```
public func expectDifference<Value: Equatable>(
  _ value: @autoclosure () async throws -> Value, _ message: @autoclosure () -> String = "",
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  operation: () async throws -> Void,
  assert expectation: (inout Value) throws -> Void
) async rethrows {
  let before = try await value()
  try await operation()
  let after = try await value()
  var expected = before
  try expectation(&expected)
  checkDifference(
    before: before, expected: expected, after: after, message(),
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

private func checkDifference<Value: Equatable>(
  before: Value, expected: Value, after: Value, _ message: String, at site: CallSite
) {
  guard expected != after else {
    // As custom-dump's #149: a check of a change fails when nothing changed, even if nothing was
    // described, so a test of an operation that silently does nothing cannot pass.
    if after == before {
      reportIssue(
        assertionFailure(
          "expectDifference failed: the operation did not change the value", message,
          unchangedValueExplanation),
        at: site)
    }
    return
  }
  let problem: String
  if after == before {
    problem = "expectDifference failed: the operation did not change the value"
  } else if expected == before {
    problem = "expectDifference failed: the value changed, but the expectation describes no change"
  } else {
    problem = "expectDifference failed: the value did not change as described"
  }
  reportIssue(
    assertionFailure(problem, message, diffMessage(expected: expected, actual: after)), at: site)
}

/// What follows the title when the operation left the value as it was and nothing was described.
let unchangedValueExplanation = """
  The value is the same before and after the operation, so there is nothing to describe. To check \
  that an operation leaves a value unchanged, compare it with expectNoDifference.
  """
