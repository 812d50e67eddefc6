/// How strictly a ``TestStore`` checks a test.
///
/// ```swift
/// store.exhaustivity = .off(showSkippedAssertions: true)
/// await store.send(.loginTapped) { $0.isLoggingIn = true }   // other changes are tolerated
/// ```
public enum Exhaustivity: Sendable, Equatable {
  /// Every state change, every output and every running effect must be asserted (the default).
  /// The expectation closure starts from the state before the step.
  case on
  /// Only contradictions fail: the expectation closure starts from the actual new state, and
  /// unasserted outputs and running effects are tolerated. With `showSkippedAssertions`, what was
  /// skipped is reported as notes that do not fail the test.
  ///
  /// With `showSkippedAssertions` each expectation closure runs twice: once on the new state, to find
  /// what it contradicts, and once on the state before the step, to show what the test left
  /// undescribed. Only the closure knows which fields it sets, so both runs are needed; keep
  /// expectations free of side effects (they only assign fields of `$0`).
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, without notes.
  ///
  /// ```swift
  /// store.exhaustivity = .off
  /// ```
  public static var off: Self { .off(showSkippedAssertions: false) }
}
