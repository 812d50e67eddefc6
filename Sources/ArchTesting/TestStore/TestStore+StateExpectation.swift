import Arch

extension TestStore {
  /// Checks the state change of one step against the test's expectation, as strictly as
  /// ``exhaustivity`` says.
  func expectStateChange(
    from before: F.State, to after: F.State,
    expectation: ((inout F.State) throws -> Void)?,
    step: StepLabel, at site: CallSite
  ) {
    switch exhaustivity {
    case .on:
      expectExhaustiveChange(
        from: before, to: after, expectation: expectation, wording: .step(step),
        alsoChanged: expectationChangedShared, at: site)
    case .off(let showSkipped):
      expectLoosely(
        from: before, to: after, expectation: expectation, showSkipped: showSkipped,
        step: step, at: site)
    }
  }

  private func expectLoosely(
    from before: F.State, to after: F.State, expectation: ((inout F.State) throws -> Void)?,
    showSkipped: Bool, step: StepLabel, at site: CallSite
  ) {
    if let expectation {
      guard let expected = applying(expectation, to: after, wording: .step(step), at: site) else {
        return
      }
      if expected != after {
        let diff = TestStoreText.diff(expected: expected, actual: after)
        reportIssue(TestStoreMessages.stateMismatch(step, diff: diff), at: site)
        return
      }
    }
    guard showSkipped else { return }
    var described = before
    try? expectation?(&described)
    if described != after {
      let diff = TestStoreText.diff(expected: described, actual: after)
      reportIssue(TestStoreMessages.skippedStateAssertion(step, diff: diff), severity: .note, at: site)
    }
  }
}

extension StateChangeWording {
  /// How a test store's step words its state failures.
  static func step(_ step: StepLabel) -> Self {
    Self(
      mismatch: { TestStoreMessages.stateMismatch(step, diff: $0) },
      unexpectedChange: { TestStoreMessages.unexpectedStateChange(step, diff: $0) },
      expectedChangeButNone: { TestStoreMessages.expectedChangeButNone(step) },
      expectationThrew: { TestStoreMessages.expectationThrew(step, error: $0) })
  }
}
