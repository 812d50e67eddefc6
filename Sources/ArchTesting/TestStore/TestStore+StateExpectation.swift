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
      expectExhaustively(from: before, to: after, expectation: expectation, step: step, at: site)
    case .off(let showSkipped):
      expectLoosely(from: before, to: after, expectation: expectation, showSkipped: showSkipped,
                    step: step, at: site)
    }
  }

  private func expectExhaustively(
    from before: F.State, to after: F.State, expectation: ((inout F.State) throws -> Void)?,
    step: StepLabel, at site: CallSite
  ) {
    guard let expectation else {
      if before != after {
        let diff = TestStoreText.diff(expected: before, actual: after)
        reportIssue(TestStoreMessages.unexpectedStateChange(step, diff: diff), at: site)
      }
      return
    }
    guard let expected = applying(expectation, to: before, step: step, at: site) else { return }
    if expected != after {
      let diff = TestStoreText.diff(expected: expected, actual: after)
      reportIssue(TestStoreMessages.stateMismatch(step, diff: diff), at: site)
    } else if before == after {
      reportIssue(TestStoreMessages.expectedChangeButNone(step), at: site)
    }
  }

  private func expectLoosely(
    from before: F.State, to after: F.State, expectation: ((inout F.State) throws -> Void)?,
    showSkipped: Bool, step: StepLabel, at site: CallSite
  ) {
    if let expectation {
      guard let expected = applying(expectation, to: after, step: step, at: site) else { return }
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

  private func applying(
    _ expectation: (inout F.State) throws -> Void, to state: F.State, step: StepLabel, at site: CallSite
  ) -> F.State? {
    var state = state
    do {
      try expectation(&state)
      return state
    } catch {
      reportIssue(TestStoreMessages.expectationThrew(step, error: error), at: site)
      return nil
    }
  }
}
