extension EffectRecorder where Output: Equatable {
  /// Checks the effects emitted exactly `expected` so far, in this order, and nothing else.
  ///
  /// ```swift
  /// events.expect(exactly: [.loadingDidStart, .itemsDidLoad([milk]), .loadingDidStop, .listDidSave])
  /// ```
  public func expect(
    exactly expected: [Output],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    check(
      expected, .exactly, "are not exactly the expected ones in order",
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Checks the effects emitted `expected` so far and nothing else, in any order: for effects that
  /// run side by side.
  ///
  /// ```swift
  /// events.expect(only: [.listDidSave, .loadingDidStop, .itemsDidLoad([milk]), .loadingDidStart])
  /// ```
  public func expect(
    only expected: [Output],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    check(
      expected, .only, "are not the expected ones (in any order)",
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Checks the effects emitted at least `expected` so far, in any order; others may come too.
  ///
  /// ```swift
  /// events.expect(contains: [.itemsDidLoad([milk])])
  /// ```
  public func expect(
    contains expected: [Output],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    check(
      expected, .contains, "do not contain every expected one",
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func check(
    _ expected: [Output], _ strength: EmittedComparison<Output>.Strength, _ failure: String,
    at site: CallSite
  ) {
    let comparison = EmittedComparison(expected: expected, emitted: emitted)
    guard !comparison.passes(strength) else { return }
    let missing = comparison.missing.map { value in
      EffectRecorderMessages.Missing(
        value: TestStoreText.oneLine(value),
        closest: comparison.closestEmitted(to: value).map {
          (TestStoreText.oneLine($0), TestStoreText.diff(expected: value, actual: $0))
        })
    }
    let message = EffectRecorderMessages.mismatch(
      strength: failure, action: action, noun: noun,
      expected: expected.map(TestStoreText.oneLine), emitted: comparison.emitted.map(TestStoreText.oneLine),
      missing: missing,
      unexpected: strength == .contains ? [] : comparison.unexpected.map(TestStoreText.oneLine),
      sameValuesInOtherOrder: strength == .exactly && comparison.missing.isEmpty
        && comparison.unexpected.isEmpty,
      running: runningSummary)
    reportIssue(message, at: site)
  }
}
