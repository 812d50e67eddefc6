/// What makes a recorded session fail, for `shrink(_:replayingWith:until:maximumReplays:…)` to keep
/// while it shrinks the session.
///
/// ```swift
/// await shrink(session, replayingWith: GroceryReport.self, until: .divergence)
/// ```
public enum SessionFailure: Sendable, Equatable {
  /// One of the subject's invariants stops holding when the session's actions are replayed at their
  /// times, effects running against the subject's environment. For a session recorded in an app
  /// with the bug.
  ///
  /// ```swift
  /// await shrink(session, replayingWith: GroceryReport.self, until: .brokenInvariant)
  /// ```
  case brokenInvariant
  /// Replayed as recorded (outputs fed, no effects run), the state after a step differs from the
  /// recorded fingerprint. For a session recorded in an app without the bug, replayed on code that
  /// has it: the printed test passes again once the code behaves as the recording did.
  ///
  /// ```swift
  /// await shrink(session, replayingWith: GroceryReport.self, until: .divergence)
  /// ```
  case divergence
}
