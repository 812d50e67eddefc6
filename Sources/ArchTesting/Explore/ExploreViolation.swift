/// What went wrong in an exploration run: the check that failed, and at which step.
struct ExploreViolation {
  enum Kind: Equatable {
    /// A named invariant did not hold.
    case invariant(String)
    /// Rendering the same state twice gave two different views.
    case impureView
    /// A `.run` effect threw an error it had no handler for.
    case unhandledError
    /// The feature, or one of its effects, reported a ``RuntimeIssue``.
    case runtimeIssue
    /// Effects kept running without ever waiting.
    case runawayEffects
  }

  var kind: Kind
  /// Writes what the message says about it: which invariant, which control, which error.
  var describe: () -> String
  /// What the message says about it.
  var detail: String { describe() }
  /// The step it happened at, counting from one; zero for the initial state.
  var step: Int
}
