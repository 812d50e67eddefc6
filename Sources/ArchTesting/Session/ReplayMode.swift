/// How a test store replays a recorded session: with the outputs the app's effects sent that day,
/// or with the effects the test's environment runs.
///
/// ```swift
/// await store.replay(session, mode: .asRecorded, clock: clock)
/// await store.replay(session, mode: .againstEnvironment, clock: clock)
/// ```
public enum ReplayMode: Sendable, Equatable {
  /// Effects do not run: each recorded output is applied at its recorded time, as if an effect had
  /// sent it, so the states reproduce whatever the services did that day. What a session replays to
  /// when the bug is in the feature's own logic.
  ///
  /// ```swift
  /// await store.replay(session, mode: .asRecorded, clock: clock)
  /// ```
  case asRecorded

  /// Effects run on the test store's executor with the environment the test gave, and every output
  /// they send is compared with the recording: one the recording lacks, or a recorded one that never
  /// comes, fails at its step. What a session replays to when the bug may be in how effects use the
  /// services.
  ///
  /// ```swift
  /// await store.replay(session, mode: .againstEnvironment, clock: clock)
  /// ```
  case againstEnvironment
}
