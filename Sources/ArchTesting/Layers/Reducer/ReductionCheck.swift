/// Checks one reduction: the state a reducer gives for one event against the test's expectation, and
/// that reducing again from the same state gives the same state.
///
/// Both shapes come here as a plain function: a `Reducer`'s `reduce`, or a feature's `apply` with
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
    expectExhaustiveChange(
      from: before, to: after, expectation: expectation, wording: .reduction(subject), at: site)
  }
}

extension StateChangeWording {
  /// How a reducer expectation words its state failures.
  static func reduction(_ subject: String) -> Self {
    Self(
      mismatch: { ReducerMessages.stateMismatch(subject, diff: $0) },
      unexpectedChange: { ReducerMessages.unexpectedStateChange(subject, diff: $0) },
      expectedChangeButNone: { ReducerMessages.expectedChangeButNone(subject) },
      expectationThrew: { ReducerMessages.expectationThrew(subject, error: $0) })
  }
}
