/// The words one kind of check uses for the state-change failures it reports: a test store step and
/// a reducer expectation say them differently, but check the same way.
struct StateChangeWording {
  var mismatch: (_ diff: String) -> String
  var unexpectedChange: (_ diff: String) -> String
  /// Made only when reported: naming the step takes reflection.
  var expectedChangeButNone: () -> String
  var expectationThrew: (_ error: any Error) -> String
}

/// What every kind of state check says alike.
enum StateChangeMessages {
  /// An expectation closure that changed nothing, on a step that changed nothing either.
  static func expectationMadeNoChange(_ subject: String) -> String {
    """
    The expectation of \(subject) made no change, and the state did not change either.
    If no change is expected, leave the closure out.
    """
  }
}

/// Exhaustive checking of one state change: `expectation` must turn `before` into `after`; no
/// expectation means no change.
///
/// Reports what is wrong at `site`, in `wording`.
func expectExhaustiveChange<State: Equatable>(
  from before: State, to after: State, expectation: ((inout State) throws -> Void)?,
  wording: StateChangeWording, alsoChanged: @autoclosure () -> Bool = false, at site: CallSite
) {
  guard let expectation else {
    if before != after {
      reportIssue(wording.unexpectedChange(TestStoreText.diff(expected: before, actual: after)), at: site)
    }
    return
  }
  guard let expected = applying(expectation, to: before, wording: wording, at: site) else { return }
  expectExhaustiveChange(
    to: after, expected: expected, expectsChange: before != after || alsoChanged(), wording: wording,
    at: site)
}

/// Exhaustive checking of one state change once the expected state is known: `after` must be
/// `expected`, and an expectation must change something.
///
/// The wording is made only for a failure:
/// a `send` whose expected state was computed ahead passes without making any.
func expectExhaustiveChange<State: Equatable>(
  to after: State, expected: State, expectsChange: @autoclosure () -> Bool,
  wording: @autoclosure () -> StateChangeWording, at site: CallSite
) {
  if expected != after {
    reportIssue(wording().mismatch(TestStoreText.diff(expected: expected, actual: after)), at: site)
  } else if !expectsChange() {
    reportIssue(wording().expectedChangeButNone(), at: site)
  }
}

/// `state` with `expectation` applied, or `nil` (reported) when the expectation threw.
func applying<State>(
  _ expectation: (inout State) throws -> Void, to state: State, wording: StateChangeWording,
  at site: CallSite
) -> State? {
  var state = state
  do {
    try expectation(&state)
    return state
  } catch {
    reportIssue(wording.expectationThrew(error), at: site)
    return nil
  }
}
