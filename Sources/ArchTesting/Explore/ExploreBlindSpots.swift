/// How an exploration that found no failure reports its blind spots: controls shown but never
/// enabled, controls enabled but never used, and invariants whose `when:` condition never held.
///
/// A clean exploration that never enabled a button never tried what the button does: by default
/// it says so as a warning (Swift Testing's warning severity; a note elsewhere), listing each blind
/// spot with the nearest state the runs reached. Ask for a failure to keep them out of a suite.
///
/// ```swift
/// var budget = ExploreBudget.default
/// budget.blindSpots = .failure  // a blind spot fails the test
/// await explore(BlankName.Exploration.self, budget: budget)
/// ```
public enum ExploreBlindSpots: Sendable, Equatable {
  /// Reported as a warning, which does not fail the test; the default.
  case warning
  /// Reported as a failure.
  case failure
  /// Not reported; ``ExploreResult/coverage`` still lists them.
  case ignored
}
