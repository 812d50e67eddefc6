import Arch

/// Every message a replay of a recorded session prints, in one place so they read alike: where the
/// replay first left the recorded path, what differs there, and what to do about it.
enum ReplayMessages {
  /// `session step 3 of 5 (at 1.5 s)`: a step of the session, as the recording numbers it.
  static func position(_ number: Int, of count: Int, time: Duration) -> String {
    "session step \(number) of \(count) (at \(time.shortDescription))"
  }

  /// `replay of session step 3, send(.reloadTapped)`: how the test store's step of a replayed step
  /// reads in its messages.
  static func storeStepCall<Action, Output>(_ number: Int, _ input: StoreStep<Void, Action, Output>.Input)
    -> String
  {
    switch input {
    case .action(let action): "replay of session step \(number), send(\(TestStoreText.caseName(action)))"
    case .output(let output): "replay of session step \(number), \(TestStoreText.caseName(output))"
    }
  }

  /// `the action .reloadTapped`, `the event .itemsDidLoad(["Milk"])`.
  static func input(_ value: Any, noun: String) -> String {
    "the \(noun) \(TestStoreText.abbreviated(value))"
  }

  static func stateDiverged(
    at position: String, input: String, recorded: StateFingerprint, replayed: StateFingerprint,
    change: String?, stateAfter: String
  ) -> String {
    let change =
      change.map { "The step changed the state (before: −, after: +):\n\n\(TestStoreMessages.indented($0))" }
      ?? "The step left the state unchanged:\n\n\(TestStoreMessages.indented(stateAfter))"
    return """
      Replay diverged at \(position), \(input): the state after it is not the state the app recorded.
        Recorded fingerprint: \(recorded)
        Replayed fingerprint: \(replayed)

      \(change)

      Every step before it reproduced the recorded state: this step is where the replay first left \
      the recorded path.
      """
  }

  static func stateNotEncodable(at position: String, input: String, error: any Error) -> String {
    """
    Replay cannot compare the state after \(position), \(input), with the recorded fingerprint: \
    encoding the state failed: \(error)
    """
  }

  static func unrecordedOutput(before position: String?, output: Any, noun: OutputNoun) -> String {
    let place = position.map { "before \($0)" } ?? "after the last session step"
    return """
      Replay diverged \(place): the feature sent an \(noun.singular) the recording \
      lacks:

        \(TestStoreText.abbreviated(output))

      \(environmentDiffers(noun))
      """
  }

  static func differentOutput(at position: String, diff: String, noun: OutputNoun) -> String {
    """
    Replay diverged at \(position): the feature sent another \(noun.singular) than the recorded one:

    \(TestStoreMessages.indented(diff))

    Recorded: −, Replayed: +
    \(environmentDiffers(noun))
    """
  }

  static func missingOutput(
    at position: String, output: Any, noun: OutputNoun, reason: MissingOutputReason
  ) -> String {
    """
    Replay diverged at \(position): the recording has the \(noun.singular) \
    \(TestStoreText.abbreviated(output)) here, but the feature did not send it by then: \
    \(describe(reason))
    \(environmentDiffers(noun))
    """
  }

  static func noStartState(droppedSteps: Int) -> String {
    """
    The session dropped its first \(TestStoreMessages.count(droppedSteps, "step")) and kept no start \
    state: the replay starts from the test store's state, which may not be the state the app was in \
    then. Give the test store that state, or record a `Codable` state so the session keeps it.
    """
  }

  /// Why a recorded output did not come in a replay against the test's environment.
  enum MissingOutputReason: Error {
    /// No effect of the feature is running.
    case nothingRunning
    /// Every running effect sleeps on a test clock; `clockGiven` tells whether the replay moves one.
    case asleep(sleepers: [String], clockGiven: Bool)
    /// Effects run outside the harness's control and sent nothing within the store's timeout.
    case timedOut(Duration)
  }

  private static func describe(_ reason: MissingOutputReason) -> String {
    switch reason {
    case .nothingRunning:
      return "no effect is running."
    case .asleep(let sleepers, let clockGiven):
      let hint =
        clockGiven
        ? ""
        : "\nGive the replay the environment's test clock, `replay(session, mode: …, clock: clock)`, so it "
          + "moves the clock to each step's recorded time."
      return "every running effect waits on a test clock.\n\(TestStoreMessages.bulleted(sleepers))\(hint)"
    case .timedOut(let timeout):
      return "the running effects sent nothing within \(timeout.shortDescription) (`store.timeout`)."
    }
  }

  private static func environmentDiffers(_ noun: OutputNoun) -> String {
    """
    The test's environment did not answer as the app's services did that day: make its services \
    answer as recorded, or replay with `mode: .asRecorded`, which feeds the recorded \(noun.plural) \
    instead of running effects.
    """
  }
}
