import Arch

/// One trial run of some of a recorded session's actions, exactly as the test printed for it runs
/// them: a store from the subject's `makeStore(clock:)`, not exhaustive; before each action the clock
/// moves by its delay, then the action is sent through the control of the view that sends it, or
/// with `send` when none does; at the end the clock moves by the final delay and the invariants are
/// checked once.
///
/// Outputs are not fed from the recording: the store runs the effects against the environment
/// `makeStore(clock:)` gives, and they send what they send, as in the printed test.
struct SessionTrial<Subject: Explorable> {
  typealias F = Subject.Explored
  typealias Event = ExploreEvent<F.State, F.Action, F.Output>

  /// An action to send, which step of the session it was, and how long the clock moves before it.
  struct Step {
    var index: Int
    var action: F.Action
    var delay: Duration
  }

  /// Where an invariant first stopped holding while the trial watched every input.
  struct Break {
    var invariant: String
    /// How many of the trial's steps had been sent.
    var stepsSent: Int
    /// The test clock's time then, from the start of the trial.
    var time: Duration
  }

  /// What a trial did and found.
  struct Outcome {
    var steps: [Step]
    var finalDelay: Duration
    /// What happened, as explore's test writer prints it.
    var trace: [Event]
    /// The first of the subject's invariants that does not hold at the end.
    var brokenInvariant: String?
    /// Where an invariant first broke, when the trial watched every input.
    var firstBreak: Break?
    /// What the store reported along the way (a control not found, an effect's unhandled error).
    var issues: [String]
    var finalState: F.State?
  }

  /// Replays `steps`, then moves the clock by `finalDelay`; when `watching`, checks the invariants
  /// after every input too, to find where they first break.
  static nonisolated(nonsending) func run(
    _ steps: [Step], finalDelay: Duration, watching: Bool = false
  ) async -> Outcome {
    let log = SessionTrialLog<Subject>(watching: watching)
    var outcome = Outcome(
      steps: steps, finalDelay: finalDelay, trace: [], brokenInvariant: nil, firstBreak: nil, issues: [],
      finalState: nil)
    let issues = await withIssueCapture {
      let clock = TestClock()
      let store = Subject.makeStore(clock: clock)
      store.exhaustivity = .off
      log.attach(to: store, clock: clock)
      for step in steps {
        await move(clock, by: step.delay, log: log)
        await send(step, to: store, log: log)
      }
      await move(clock, by: finalDelay, log: log)
      let state = store.engine.state
      let view = store.view?.view(for: state)
      outcome.brokenInvariant = Subject.invariants.first { !$0.holds(for: state, view: view) }?.name
      outcome.finalState = state
      store.runEndOfTestChecks()
    }
    outcome.trace = log.trace
    outcome.firstBreak = log.firstBreak
    outcome.issues = issues.map(\.message)
    return outcome
  }

  private static nonisolated(nonsending) func move(
    _ clock: TestClock, by delay: Duration, log: SessionTrialLog<Subject>
  ) async {
    guard delay > .zero else { return }
    log.trace.append(.advance(delay))
    await clock.advance(by: delay)
  }

  /// Sends the step's action through the control that sends it in the view the store shows now.
  private static nonisolated(nonsending) func send(
    _ step: Step, to store: TestStore<F>, log: SessionTrialLog<Subject>
  ) async {
    log.sentSteps += 1
    guard let view = store.view?.view(for: store.engine.state),
      let control = ViewControl.sending(step.action, in: view)
    else {
      log.pendingMove = .sessionStep(index: step.index)
      await store.send(step.action)
      return
    }
    log.pendingMove = .control(control)
    await store.sendThroughView(control.interaction, on: control.query, expectation: nil, at: CallSite())
  }
}
