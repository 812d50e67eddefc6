/// Checks that two values are equal, and on failure prints only what differs between them.
///
/// ```swift
/// expectNoDifference(store.state.items, [Item(name: "Milk", quantity: 2)])
/// // expectNoDifference failed
/// //
/// //   [
/// //     [0]: Item(
/// //       name: "Milk",
/// // −     quantity: 2
/// // +     quantity: 1
/// //     )
/// //   ]
/// //
/// // Expected: −, Actual: +
/// ```
///
/// The failure is reported at the call, to Swift Testing or XCTest, whichever runs the test.
public func expectNoDifference<Value: Equatable>(
  _ expected: Value, _ actual: Value, _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  guard expected != actual else { return }
  reportIssue(
    assertionFailure("expectNoDifference failed", message(), diffMessage(expected: expected, actual: actual)),
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// `title: message`, a blank line and the details: the shape of every assertion failure here.
package func assertionFailure(_ title: String, _ message: String, _ details: String) -> String {
  (message.isEmpty ? title : title + ": " + message) + "\n\n" + details
}
