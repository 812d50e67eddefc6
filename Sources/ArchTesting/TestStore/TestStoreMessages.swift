import Arch

/// Every message a ``TestStore`` prints, in one place so they read alike: what happened, at which
/// step, and how to fix it.
enum TestStoreMessages {
  static let legend = DiffFormat.unicode.legend

  static let howToHandleOutputs = """
    Receive them with `await store.receive(…)`, skip them with `await store.skipReceived()`, \
    or make the test non-exhaustive with `store.exhaustivity = .off`.
    """

  static let howToEndEffects = """
    Make it end before the test does: receive what it sends, advance the test clock, \
    cancel it (send an action that cancels it, or call `cancel()` on the task `send` returned), \
    skip it with `await store.skipInFlightEffects()`, or make the test non-exhaustive with \
    `store.exhaustivity = .off`.
    """

  /// Why an effect can keep a step waiting, and what to do about it.
  static let waitingOutsideTheHarness = """
    An effect may wait on something the test does not control: a real clock, the network, a \
    continuation nobody resumes, or a hop to an actor with its own executor that has not run it. \
    Give the environment a TestClock and controllable services, or raise `store.timeout`.
    """

  // MARK: State

  static func stateMismatch(_ step: StepLabel, diff: String) -> String {
    """
    State after \(step) is not what the test expected:

    \(indented(diff))

    \(legend)
    Fix the expectation in the trailing closure, or the feature if the actual state is wrong.
    """
  }

  static func expectationOnSplitSend(_ step: StepLabel, diff: String) -> String {
    """
    In the split shape an action never changes the state, but the expectation of \(step) does:

    \(indented(diff))

    \(legend)
    The state changes with the events the action's effects send: move this expectation to the \
    `receive` of the event that makes the change.
    """
  }

  static func unexpectedStateChange(_ step: StepLabel, diff: String) -> String {
    """
    State changed at \(step), but the test gave no expectation:

    \(indented(diff))

    \(legend)
    Describe the change in a trailing closure: `{ $0.property = newValue }`.
    """
  }

  static func expectedChangeButNone(_ step: StepLabel) -> String {
    StateChangeMessages.expectationMadeNoChange(step.description)
  }

  static func expectationThrew(_ step: StepLabel, error: any Error) -> String {
    "The expectation closure of \(step) threw an error: \(error)"
  }

  static func skippedStateAssertion(_ step: StepLabel, diff: String) -> String {
    """
    Skipped assertions at \(step): the state changed in ways the test did not describe:

    \(indented(diff))

    \(legend)
    """
  }

  // MARK: Sending

  static func sentWithUnreceivedOutputs(_ step: StepLabel, outputs: [String], noun: OutputNoun) -> String {
    """
    \(capitalized(step)) was sent while \(noun.counted(outputs.count, "received")) \
    \(outputs.count == 1 ? "was" : "were") not yet asserted:
    \(bulleted(outputs))
    \(howToHandleOutputs)
    """
  }

  static func sentAfterFinish(_ step: StepLabel) -> String {
    "\(capitalized(step)) was sent after `finish()`: a finished test store takes no more steps."
  }

  // MARK: Receiving

  static func nothingReceivedNothingRunning(_ step: StepLabel, noun: OutputNoun) -> String {
    """
    \(capitalized(step)) expected an \(noun.singular), but none was received and no effect is running.
    Did the effect finish without sending it, or was it cancelled?
    """
  }

  static func nothingReceivedAsleep(_ step: StepLabel, sleepers: [String], noun: OutputNoun) -> String {
    """
    \(capitalized(step)) expected an \(noun.singular), but nothing was received: every running effect is \
    waiting on a test clock.
    \(bulleted(sleepers))
    Advance the clock first: `await clock.advance(by: …)`.
    """
  }

  static func receiveTimedOut(_ step: StepLabel, timeout: Duration, running: [StepLabel]) -> String {
    """
    \(capitalized(step)) timed out after \(timeout.shortDescription): nothing was received while these \
    effects kept running:
    \(bulleted(running.map(effectStarted(by:))))
    \(waitingOutsideTheHarness)
    """
  }

  static func receivedDifferentOutput(_ step: StepLabel, diff: String, noun: OutputNoun) -> String {
    """
    \(capitalized(step)) received a different \(noun.singular):

    \(indented(diff))

    \(legend)
    """
  }

  /// With `differences`, the parts of a case of several parts (an id, an inner case) that differ.
  static func receivedUnmatchedOutput(
    _ step: StepLabel, output: String, expectation: String, noun: OutputNoun, differences: [String] = []
  ) -> String {
    let message = """
      \(capitalized(step)) received an \(noun.singular) that does not match \(expectation):
      \(bulleted([output]))
      """
    guard !differences.isEmpty else { return message }
    return message + "\nIt differs in:\n" + bulleted(differences)
  }

  static func receivedOutsideExhaustive(_ step: StepLabel, skipped: String, noun: OutputNoun) -> String {
    "Skipped a received \(noun.singular) before \(step): \(skipped)"
  }

  // MARK: Ending

  static func unreceivedAtEnd(_ outputs: [String], noun: OutputNoun) -> String {
    """
    The test ended with \(noun.counted(outputs.count, "received")) not asserted:
    \(bulleted(outputs))
    \(howToHandleOutputs)
    """
  }

  static func effectStillRunning(_ origin: StepLabel, sleepers: [String]) -> String {
    var message = "An effect started by \(origin) is still running at the end of the test."
    if !sleepers.isEmpty { message += "\n" + bulleted(sleepers) }
    return message + "\n" + howToEndEffects
  }

  static func skippedRunningEffect(_ origin: StepLabel) -> String {
    "Cancelled an effect started by \(origin) that was still running at the end of the test."
  }

  static func unhandledEffectError(_ origin: StepLabel?, effectName: String?, error: any Error) -> String {
    let effect = effectName.map { "The effect \"\($0)\"" } ?? "An effect"
    let start = origin.map { " started by \($0)" } ?? ""
    return """
      \(effect)\(start) threw an error that nothing handled: \(error)
      Handle it with `.run(…) { … } catch: { error, send in … }`.
      """
  }

  /// A runtime issue the feature or one of its effects raised, as a failure of `origin`.
  static func runtimeIssue(_ issue: RuntimeIssue, origin: StepLabel) -> String {
    "\(issue.message)\n(Reported while running \(origin).)"
  }

  static func nothingToSkipReceived(_ noun: OutputNoun) -> String {
    "`skipReceived(strict: true)` found no received \(noun.plural) to skip."
  }
  static let nothingToSkipInFlight =
    "`skipInFlightEffects(strict: true)` found no running effects to skip."

  static func effectNeverWaits(
    _ step: EffectSettler.During?, busy: [StepLabel], timeout: Duration
  ) -> String {
    let when = step.map { " during \($0)" } ?? ""
    let effects = busy.isEmpty ? ["an effect"] : busy.map(effectStarted(by:))
    return """
      Effects ran for \(timeout.shortDescription)\(when) without ever waiting, so they were cancelled:
      \(bulleted(effects))
      An effect that loops must wait on something each time round (a clock, a stream, a service) \
      or end; a loop on `Task.yield()` alone, or on a timer of an `ImmediateClock`, never lets the test \
      go on: a timer needs a `TestClock`, advanced by the test.
      """
  }

  static func mainActorDidNotRun(
    _ step: EffectSettler.During?, away: [StepLabel], timeout: Duration
  ) -> String {
    let when = step.map { " during \($0)" } ?? ""
    let effects = away.isEmpty ? ["an effect"] : away.map(effectStarted(by:))
    return """
      An effect's hop to the main actor is stuck: the main actor did not run for \
      \(timeout.shortDescription)\(when). These effects were waiting outside the test store:
      \(bulleted(effects))
      An effect that awaits a `@MainActor` call goes on only once the main actor runs it. Keep the \
      main actor free while the test waits (no synchronous waits or long work on it), or raise \
      `store.timeout`.
      """
  }

  // MARK: Tasks

  static func taskAsleep(origin: StepLabel, sleepers: [String]) -> String {
    """
    The effect of \(origin) cannot finish: it is waiting on a test clock.
    \(bulleted(sleepers))
    Advance the clock first: `await clock.advance(by: …)`.
    """
  }

  static func taskTimedOut(origin: StepLabel, timeout: Duration) -> String {
    """
    The effect of \(origin) did not finish within \(timeout.shortDescription).
    \(waitingOutsideTheHarness)
    """
  }

  // MARK: Asserting the current state (`store.assert { … }`, TestStore+Assert.swift)

  /// "the state after step 3", or "the initial state" before any step.
  private static func currentState(afterStep number: Int) -> String {
    number == 0 ? "the initial state" : "the state after step \(number)"
  }

  static func assertionMismatch(afterStep number: Int, diff: String) -> String {
    """
    `assert` expected other values in \(currentState(afterStep: number)):

    \(indented(diff))

    \(legend)
    Fix the values written in `assert`, or the feature if the actual state is wrong.
    """
  }

  static func assertionThrew(afterStep number: Int, error: any Error) -> String {
    "The closure of `assert` on \(currentState(afterStep: number)) threw an error: \(error)"
  }

  // MARK: Formatting

  /// `an effect started by step 1, send(.load)`, for a list of effects.
  private static func effectStarted(by origin: StepLabel) -> String { "an effect started by \(origin)" }

  static func bulleted(_ lines: [String]) -> String {
    lines.map { "  • " + $0 }.joined(separator: "\n")
  }

  static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
      .joined(separator: "\n")
  }

  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  static func capitalized(_ step: StepLabel) -> String {
    let text = step.description
    return text.prefix(1).uppercased() + text.dropFirst()
  }
}
