/// Checks one reduction: the state a reducer gives for one event against the test's expectation, and
/// that reducing again from the same state gives the same state.
///
/// Both shapes come here as a plain function: a ``Reducer``'s `reduce`, or a feature's `apply` with
/// its effects ignored.
struct ReductionCheck<State: Equatable, Event> {
  let reduce: (inout State, Event) -> Void

  func run(
    given before: State, on event: Event, expectation: ((inout State) throws -> Void)?,
    subject: String, at site: CallSite
  ) {
    var after = before
    reduce(&after, event)
    var again = before
    reduce(&again, event)
    if again != after {
      let diff = TestStoreText.diff(expected: after, actual: again)
      reportIssue(ReducerMessages.impure(subject, diff: diff), at: site)
    }
    expect(from: before, to: after, expectation: expectation, subject: subject, at: site)
  }

  private func expect(
    from before: State, to after: State, expectation: ((inout State) throws -> Void)?,
    subject: String, at site: CallSite
  ) {
    guard let expectation else {
      if before != after {
        let diff = TestStoreText.diff(expected: before, actual: after)
        reportIssue(ReducerMessages.unexpectedStateChange(subject, diff: diff), at: site)
      }
      return
    }
    var expected = before
    do {
      try expectation(&expected)
    } catch {
      reportIssue(ReducerMessages.expectationThrew(subject, error: error), at: site)
      return
    }
    if expected != after {
      let diff = TestStoreText.diff(expected: expected, actual: after)
      reportIssue(ReducerMessages.stateMismatch(subject, diff: diff), at: site)
    } else if before == after {
      reportIssue(ReducerMessages.expectedChangeButNone(subject), at: site)
    }
  }
}
