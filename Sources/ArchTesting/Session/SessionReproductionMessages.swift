import Arch

/// The wording of every message the shrinking of a recorded session reports.
enum SessionReproductionMessages {
  /// The report of a session that breaks an invariant, with its shrunk test.
  static func reproduced(
    invariant: String, actions: Int, originalActions: Int, time: Duration, keptSteps: [Int],
    replays: Int, test: [String], finalState: String
  ) -> String {
    let kept = keptSteps.map { String($0 + 1) }.joined(separator: ", ")
    return """
      Replaying the session breaks the invariant \(invariant.debugDescription): it first does not \
      hold \(time.shortDescription) into the session, after \(originalActions) of its \(actions) \
      actions. The shortest sub-session found in \(replays) replays keeps \
      \(count(keptSteps.count, "action")) (\(keptSteps.count == 1 ? "step" : "steps") \(kept)):

      \(TestStoreMessages.indented(test.joined(separator: "\n")))

      The state then: \(finalState)
      """
  }

  /// The report of a session that diverges from its recording, with its shrunk test.
  static func diverged(
    step: Int, steps: Int, keptSteps: [Int], replays: Int, test: [String], divergence: String
  ) -> String {
    let kept = keptSteps.map { String($0 + 1) }.joined(separator: ", ")
    return """
      Replayed as recorded, the session leaves the recorded path at its step \(step + 1) of \(steps). \
      The shortest sub-session found in \(replays) replays that still leaves it there keeps \
      \(count(keptSteps.count, "step")) (\(kept)):

      \(TestStoreMessages.indented(test.joined(separator: "\n")))

      Where it leaves the path:
      \(TestStoreMessages.indented(divergence))
      """
  }

  /// A shrunk session whose text cannot be written into the printed test.
  static func unwritable(_ error: any Error) -> String {
    "The session diverges, but its shrunk steps cannot be written into a test: \(error)"
  }

  /// A subject with no invariant for a broken invariant to be one of.
  static func noInvariants(subject: String) -> String {
    """
    \(subject) has no invariants, so no session can break one: give it `invariants`, or shrink \
    until: .divergence.
    """
  }

  /// A session whose start state is not the state the subject's store starts from.
  static func differentStart(subject: String, recorded: String, store: String) -> String {
    """
    The session starts from another state than \(subject).makeStore(clock:) does, and its printed \
    test would start there: record the session from the store's first step, or make the store \
    start where the session does.
    The session's start: \(recorded)
    The store's start:   \(store)
    """
  }

  /// A replay of the whole session during which the store reported something.
  static func replayReported(_ issues: [String]) -> String {
    """
    Replaying the session reported \(count(issues.count, "issue")) before any invariant broke, so \
    it cannot be shrunk; the first:
    \(TestStoreMessages.indented(issues[0]))
    """
  }

  /// A session that broke an invariant in the middle of a step but not at its end.
  static func brokeOnlyInPassing(invariant: String, time: Duration) -> String {
    """
    Replaying the session breaks the invariant \(invariant.debugDescription) \(time.shortDescription) \
    into the session, but it holds again once that moment's effects have run, so no test ending \
    with `store.expect(invariants)` can show it.
    """
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
