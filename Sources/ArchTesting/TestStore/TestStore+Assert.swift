import Arch

extension TestStore {
  /// Checks the current state without taking a step: the closure gets the state as it is and writes
  /// the values the test expects; any value it changes is reported with a diff.
  ///
  /// Nothing is sent, received or run.
  ///
  /// Useful after steps a test did not describe one by one (``skipReceived(strict:fileID:filePath:line:column:)``,
  /// a non-exhaustive stretch), or to state a fact the steps imply in the test's own words.
  ///
  /// ```swift
  /// await store.skipReceived()
  /// store.assert {
  ///   $0.items = [.milk, .eggs]
  ///   $0.isLoading = false
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - expectation: Writes the expected values into the current state.
  ///   - fileID: The file ID of the call, where a failure is reported; leave the default.
  ///   - filePath: The file path of the call, where a failure is reported; leave the default.
  ///   - line: The line of the call, where a failure is reported; leave the default.
  ///   - column: The column of the call, where a failure is reported; leave the default.
  public func assert(
    _ expectation: (inout F.State) throws -> Void,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    var expected = state
    do {
      try withoutActuallyEscaping(expectation) { try sharedAware($0, at: site)!(&expected) }
    } catch {
      reportIssue(TestStoreMessages.assertionThrew(afterStep: stepCount, error: error), at: site)
      return
    }
    if expected != state {
      let diff = TestStoreText.diff(expected: expected, actual: state)
      reportIssue(TestStoreMessages.assertionMismatch(afterStep: stepCount, diff: diff), at: site)
    }
    checkSharedAssertion(afterStep: stepCount, at: site)
  }
}
