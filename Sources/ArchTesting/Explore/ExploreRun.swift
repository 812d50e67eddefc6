import Arch
import ArchLocking

/// One run of an exploration: a fresh environment, clock and executor, the feature driven step by
/// step from recorded or fresh choices, every check after every step.
///
/// It drives the feature through `FeatureCore`, the engine of `Store` and the test store: an output is
/// applied as soon as the job of the effect that sent it gives the executor back, in the order
/// outputs were sent, with what it sends at once before anything else.
final class ExploreRun<F: Feature> where F.State: Equatable, F.Action: Equatable {
  typealias Event = ExploreEvent<F.State, F.Action, F.Output>

  /// What a finished run leaves: its choices (to replay or shrink), its trace, and what failed.
  struct Outcome {
    var choices: [Int]
    var trace: [Event]
    var violation: ExploreViolation?
    var steps: Int
    /// Where the run ended, when its setup enumerates (an exhaustive search), before its effects end.
    var key: ExhaustiveStateKey? = nil
    /// The digest of that state a split search shares its frontier by, when its setup fingerprints.
    var fingerprint: UInt64? = nil
    /// The bounds of the choices drawn past the replayed ones, when its setup enumerates.
    var boundsPastReplay: [Int] = []
    /// What the state printed at each event of `trace`, when it holds shared values (empty for
    /// events without a state); empty otherwise.
    var stateTexts: [String] = []
  }

  /// How many jobs one step may run before its effects count as running away.
  static var jobLimitPerStep: Int { 10_000 }

  /// A variable only so that a run kept alive can go on with a larger step budget
  /// (``ExploreRun/goOn(toStep:)``).
  var setup: ExploreSetup<F>
  let choices: Choices
  private let clock = TestClock()
  private let executor = ChoosingTaskExecutor()
  private let inbox = Locked<[(output: F.Output, sender: EffectLifetime?)]>([])
  /// Unhandled effect errors and runtime issues, as they are reported, from any task.
  private let problems: Locked<[(ExploreViolation.Kind, String)]>
  private let reportIssue: @Sendable (RuntimeIssue) -> Void
  /// Tells the test clock that a harness runs these effects: after waking a sleeper it runs nothing
  /// (the explorer runs the woken job when it chooses), instead of yielding until the woken task
  /// sleeps again, which only the explorer can make happen.
  private let harnessContext = HarnessContext(
    executor: ManualTaskExecutor(), settleAfterWake: { _, _ in }, sleepers: SleeperRegistry(),
    origin: StepLabel(number: 0, call: "explore"), site: CallSite(), effectID: 0)
  private var core: FeatureCore<F>!
  private var state: F.State { core.state }
  /// How the action being sent was chosen, for the trace.
  private var pendingMove: ExploreMove<F.Action>?
  private var tasks: [StoreTask] = []
  /// The action that started each of `tasks`, for an exhaustive search's key of the effects in flight.
  private var taskStarters: [F.Action] = []
  private var trace: [Event] = []
  private var stateTexts: [String] = []
  let shared = ExploreSharedValues()
  private(set) var violation: ExploreViolation?
  private(set) var steps = 0
  /// Whether the environment holds nothing a run could change: it is `Void`, or the run's clock.
  private(set) var environmentIsStateless = false
  /// The instant a run started from a state at rest starts at.
  private var restingSince: TestClock.Instant?
  /// The view of the state the run is in, from which it chooses its next step.
  private var view: ViewNode<F.Action>? {
    didSet { survey = nil }
  }
  /// The survey of `view`'s controls, when the run took one for its coverage.
  private var survey: ControlSurvey?
  /// The view the invariants were checked against after the last input, when they read the view: a
  /// render of the current state, which the purity check compares with instead of rendering again.
  private var viewAfterLastInput: ViewNode<F.Action>?

  /// The kinds of steps a fresh run favours; `nil` for replays and when the budget turns swarms off.
  private let swarm: ExploreSwarm?
  /// Where a run (not a replay of shrinking) notes what it reached.
  private let coverage: ExploreCoverageRecorder<F.State, F.Action>?
  /// Whether invariants are checked only when a step ends, as a test's `store.expect` checks them,
  /// instead of after every input: a replay so made tells whether a failure needs the checks a test
  /// gets from `store.expectAlways`.
  private let invariantsAtStepEndsOnly: Bool

  init(
    _ setup: ExploreSetup<F>, choices: ChoiceSequence,
    coverage: ExploreCoverageRecorder<F.State, F.Action>? = nil, swarm: ExploreSwarm? = nil,
    invariantsAtStepEndsOnly: Bool = false, from rest: Rest? = nil
  ) {
    self.setup = setup
    self.invariantsAtStepEndsOnly = invariantsAtStepEndsOnly
    self.swarm = swarm
    self.coverage = coverage
    self.choices = Choices(choices)
    let problems = Locked<[(ExploreViolation.Kind, String)]>([])
    self.problems = problems
    self.reportIssue = { issue in problems.withLock { $0.append((.runtimeIssue, issue.message)) } }
    let inbox = self.inbox
    let runner = EffectRunner<F.Output>(
      executor: executor,
      deliver: { output in inbox.withLock { $0.append((output, EffectLifetime.current)) } },
      onUnhandledError: { error, name in
        problems.withLock {
          $0.append((.unhandledError, ExploreMessages.unhandledError(error, effectName: name)))
        }
      })
    let start = setup.makeStart(clock)
    core = FeatureCore(
      initialState: rest?.state ?? start.state, feature: setup.feature, environment: start.environment,
      runner: runner)
    environmentIsStateless = F.Environment.self == Void.self || (start.environment as AnyObject) === clock
    if let rest {
      trace = rest.trace
      steps = rest.steps
      restingSince = rest.now
    }
    core.didProcess = { [unowned self] input, _, after, _ in self.didProcess(input, after: after) }
  }

  /// Runs until a check fails, the step budget is spent, the recorded choices run out, or nothing
  /// is left to do.
  nonisolated(nonsending) func run() async -> Outcome {
    await runSteps()
    let outcome = outcomeSoFar()
    end()
    return outcome
  }

  /// What the run drew, did and reached so far, with the key of where it is when its setup
  /// enumerates.
  func outcomeSoFar() -> Outcome {
    Outcome(
      choices: choices.sequence.drawn, trace: trace, violation: violation, steps: steps,
      key: setup.enumerates ? endKey() : nil, fingerprint: setup.fingerprints ? endFingerprint() : nil,
      boundsPastReplay: choices.sequence.boundsPastReplay, stateTexts: stateTexts)
  }

  /// Ends what the run's effects still do and puts back the shared values it wrote.
  func end() {
    endEffects()
    shared.restore()
  }

  /// Renders the initial state, checks it when its step is checked, and takes the run's steps.
  nonisolated(nonsending) func runSteps() async {
    if let restingSince { await clock.advance(to: restingSince) }
    view = render()
    if checks {
      coverage?.recordState(state)
      recordView(step: 0)
      checkInvariants(view: view)
    }
    await takeSteps()
  }

  /// Takes steps from where the run is, up to the step budget.
  nonisolated(nonsending) func takeSteps() async {
    while violation == nil, steps < setup.maximumSteps {
      guard let move = chooseMove(in: view) else { return }
      let stateBefore = state
      viewAfterLastInput = nil
      steps += 1
      await perform(move)
      reportingIssues { settle() }
      if invariantsAtStepEndsOnly { checkInvariants(view: setup.invariantsNeedTheView ? render() : nil) }
      guard violation == nil else { return }
      // The invariants were checked after each input, so the state the step left is checked already.
      // A step that changed only a shared value leaves an equal state (shared values compare by
      // identity) and may change the view.
      guard checks else {
        view = render()
        continue
      }
      let unchanged = state == stateBefore && !shared.changedSinceLastAsked()
      view = renderCheckingPurity(earlier: unchanged ? view : viewAfterLastInput)
      recordView(step: steps)
    }
  }

  // MARK: Choosing a step

  private enum Category {
    case view, generators
    /// A sleeper waits, the earliest until this deadline.
    case clock(until: TestClock.Instant)

    /// The kind a swarm favours or not.
    var swarmKind: String {
      switch self {
      case .view: "the view"
      case .generators: "the generators"
      case .clock: "the clock"
      }
    }
  }

  /// Notes in the coverage the controls `view` shows, keeping their survey for choosing the next step.
  private func recordView(step: Int) {
    guard let coverage, let view else { return }
    let survey = setup.viewChecks.controlSurvey(view)
    coverage.recordView(survey.sightings, state: state, step: step)
    self.survey = survey
  }

  /// Draws the next step: first what kind of step (a control, a generator, the clock), then which.
  private func chooseMove(in view: ViewNode<F.Action>?) -> PlannedMove? {
    let controlCount = survey?.usableCount ?? view.map(setup.viewChecks.controlCount) ?? 0
    let generators = setup.generators.filter { $0.isEnabled(state) }
    var categories: [Category] = []
    if controlCount > 0 { categories.append(.view) }
    if !generators.isEmpty { categories.append(.generators) }
    if let nextDeadline = clock.nextDeadline { categories.append(.clock(until: nextDeadline)) }
    guard !categories.isEmpty,
      let category = choices.sequence.draw(
        below: categories.count, recordingTrivial: true,
        favouring: { swarm?.includes(categories[$0].swarmKind) ?? true })
    else {
      return nil
    }
    switch categories[category] {
    case .view:
      // The view unwrapped and the checks read once, outside the closure the draw calls for each
      // control it tries: unspecialized, reading the optional view and the setup there looked
      // their generic types up at every call.
      guard let view else { return nil }
      let viewChecks = setup.viewChecks
      var names = survey?.names
      let index = choices.sequence.drawOrSimplest(below: controlCount) { index in
        guard let swarm else { return true }
        let known = names ?? viewChecks.controlNames(view)
        names = known
        return index < known.count ? swarm.includes(known[index]) : true
      }
      return viewChecks.control(index, view).map { .control($0) }
    case .generators:
      let index = choices.sequence.drawOrSimplest(below: generators.count) {
        swarm?.includes("generator \(generators[$0].name.debugDescription)") ?? true
      }
      return .generator(generators[index])
    case .clock(let nextDeadline):
      let untilNext = clock.now.duration(to: nextDeadline)
      // The simplest move wakes the next sleeper; the other moves the clock a generated amount,
      // which may stop short of a deadline or pass several. An exhaustive search only wakes the next
      // sleeper: a move in between changes nothing but `now`.
      if choices.sequence.drawOrSimplest(below: setup.enumerates ? 1 : 2) == 0 { return .advance(untilNext) }
      return .advance(.milliseconds(10 * (1 + choices.sequence.drawOrSimplest(below: 100))))
    }
  }

  private enum PlannedMove {
    case control(ViewControl<F.Action>)
    case generator(ActionGenerator<F.State, F.Action>)
    case advance(Duration)
  }

  private nonisolated(nonsending) func perform(_ move: PlannedMove) async {
    switch move {
    case .control(let control):
      switch control.sent {
      case .action(let action):
        reportingIssues { send(action, move: .control(control)) }
      case .edit(let input):
        let text = setup.text(for: control, content: input.content, choices)
        reportingIssues { send(input.action(for: text), move: .control(control.typing(text))) }
      }
    case .generator(let generator):
      let action = setup.action(of: generator, in: state, from: choices)
      reportingIssues { send(action, move: .generator(name: generator.name)) }
    case .advance(let duration):
      trace.append(.advance(duration))
      // Sleepers due at one instant wake together and go on in the order the choices pick; a later
      // instant comes only once they wait again, as a test store's clock moves, so the test printed
      // for a reordering replays it.
      let target = clock.now.advanced(by: duration)
      while violation == nil, let next = clock.nextDeadline, next <= target {
        await clock.advance(to: next)
        reportingIssues { settle() }
      }
      await clock.advance(to: target)
    }
  }

  // MARK: Running the feature

  private func send(_ action: F.Action, move: ExploreMove<F.Action>) {
    pendingMove = move
    if let coverage, case .control(let control) = move { coverage.recordControl(control.coverageName) }
    tasks.append(core.send(action, keepingStateBefore: false))
    if setup.enumerates { taskStarters.append(action) }
  }

  /// The state, clock and effects in flight the run ended with: what an exhaustive search tells
  /// states apart by.
  private func endKey() -> ExhaustiveStateKey {
    ExhaustiveStateKey(
      state: state, now: clock.now, deadlines: clock.pendingDeadlines,
      effectsStartedBy: zip(tasks, taskStarters).filter { $0.0.isRunning }.map { $0.1 },
      properties: setup.statePropertyHasher)
  }

  /// Whether an effect the run started still runs, or sleeps on the clock.
  var hasEffectsInFlight: Bool {
    tasks.contains { $0.isRunning } || clock.nextDeadline != nil || core.runner.activeCancellationIDCount > 0
  }

  /// Where the run is, when a fresh run can start there instead of replaying its steps.
  var rest: Rest? {
    guard canGoOn, environmentIsStateless, !setup.stateHoldsShared, !Rest.holdsObjects(state) else {
      return nil
    }
    return Rest(state: state, now: clock.now, trace: trace, steps: steps)
  }

  /// The digest of ``endKey()``'s state that is the same in every process.
  private func endFingerprint() -> UInt64 {
    ExhaustiveFingerprint.of(
      state: state, now: clock.now, deadlines: clock.pendingDeadlines,
      effectsStartedBy: zip(tasks, taskStarters).filter { $0.0.isRunning }.map { $0.1 })
  }

  /// Records and checks each input the engine processed; after a violation the run only winds
  /// down, so nothing more is recorded.
  private func didProcess(_ input: FeatureCore<F>.Step.Input, after: F.State) {
    guard violation == nil else { return }
    if let coverage, checks {
      switch input {
      case .action(let action): coverage.recordAction(action)
      case .output(let output): coverage.recordAction(output)
      }
      coverage.recordState(after)
    }
    switch input {
    case .action(let action):
      let move = pendingMove ?? .generator(name: "?")
      append(.send(action, move: move, stateAfter: after))
      if hasProblems { checkProblems(rejecting: action, move: move) }
    case .output(let output):
      append(.receive(output, stateAfter: after))
      if hasProblems { checkProblems() }
    }
    checkInvariantsWithFreshView()
  }

  /// Adds `event` to the trace, with what its state prints now when the state holds shared values.
  private func append(_ event: Event) {
    trace.append(event)
    guard setup.stateHoldsShared else { return }
    stateTexts += Array(repeating: "", count: trace.count - 1 - stateTexts.count)
    stateTexts.append(OneLineDescription.of(state))
  }

  /// Runs `body` with runtime issues going to this run's problems and shared-value writes logged to
  /// its log; the tasks of effects started inside inherit that.
  ///
  /// Bound around the synchronous parts of a step only, and through `StepScope.binding`, inside
  /// Arch: binding the task-local from this module, or across the `await` of a clock move, crashed
  /// optimized builds of Swift 6.3.1. The harness context, the handler and the log are one binding,
  /// made once a move: every input the feature handles runs inside one, so none binds its own.
  private func reportingIssues<Result>(_ body: () -> Result) -> Result {
    var scope = StepScope.current
    scope.host = harnessContext
    scope.issueHandler = reportIssue
    scope.sharedLog = shared.log
    return StepScope.binding(scope, body)
  }

  /// Runs ready jobs until none is left, letting the choices pick which one goes next.
  private func settle() {
    var jobsRun = 0
    while violation == nil {
      let ready = executor.readyCount
      guard ready > 0 else { return }
      let picked = ready > 1 ? choices.sequence.drawOrSimplest(below: ready) : 0
      if ready > 1 { trace.append(.reorder(picked: picked, ready: ready)) }
      executor.runJob(at: picked)
      jobsRun += 1
      if hasProblems { checkProblems() }
      let sent = inbox.withLock { outputs in
        defer { outputs.removeAll() }
        return outputs
      }
      for (output, sender) in sent where violation == nil {
        core.receive(output, sentBy: sender)
      }
      if jobsRun >= Self.jobLimitPerStep {
        fail(.runawayEffects, ExploreMessages.runawayEffects(jobs: jobsRun))
      }
    }
  }

  /// Cancels what still runs and lets the cancelled tasks end, dropping what they send.
  private func endEffects() {
    for task in tasks { task.cancel() }
    executor.runAll(limit: Self.jobLimitPerStep)
  }

  // MARK: Checks

  /// Whether this step is checked: an exhaustive search replays the steps to a state it reached
  /// already, whose checks and coverage the run that reached it made, and checks only the new one.
  private var checks: Bool { steps >= setup.checksFromStep }

  private func render() -> ViewNode<F.Action>? { setup.view?.view(for: state) }

  private func checkInvariantsWithFreshView() {
    guard violation == nil, !invariantsAtStepEndsOnly, checks else { return }
    viewAfterLastInput = setup.invariantsNeedTheView ? render() : nil
    checkInvariants(view: viewAfterLastInput)
  }

  private func checkInvariants(view: ViewNode<F.Action>?) {
    guard violation == nil else { return }
    if let coverage, setup.invariantsHaveConditions {
      coverage.recordConditions(of: setup.invariants, in: state)
    }
    for invariant in setup.invariants where !invariant.holds(state, view) {
      return fail(.invariant(invariant.name), ExploreMessages.invariantBroken(invariant.name))
    }
  }

  /// Renders the state a step left and checks that the view is a function of it: against `earlier`,
  /// a view already rendered for an equal state, or else against a second render.
  private func renderCheckingPurity(earlier: ViewNode<F.Action>?) -> ViewNode<F.Action>? {
    guard let view = render() else { return nil }
    guard let earlier = earlier ?? render() else { return view }
    if !setup.viewChecks.isSame(earlier, view) {
      fail(.impureView, ExploreMessages.impureView(first: earlier.rendered, second: view.rendered))
    }
    return view
  }

  /// Whether a problem waits for ``checkProblems(rejecting:move:)``: asked first, as nearly every
  /// step has none, and making that call's optional arguments looks their generic types up.
  private var hasProblems: Bool { problems.withLock { !$0.isEmpty } }

  /// Fails on the first unhandled error or runtime issue; one reported while handling an action a
  /// control sent means the view offers an action the feature does not accept.
  private func checkProblems(rejecting action: F.Action? = nil, move: ExploreMove<F.Action>? = nil) {
    guard let (kind, message) = problems.withLock({ $0.first }) else { return }
    if kind == .runtimeIssue, let action, let move, case .control = move {
      return fail(kind, ExploreMessages.controlRejected(move.description, action: action, issue: message))
    }
    fail(kind, kind == .runtimeIssue ? ExploreMessages.runtimeIssue(message) : message)
  }

  /// Records the first violation; its detail is written only if a report needs it, since shrinking
  /// replays a failing run up to a thousand times and compares only the kind.
  private func fail(_ kind: ExploreViolation.Kind, _ detail: @autoclosure @escaping () -> String) {
    guard violation == nil else { return }
    violation = ExploreViolation(kind: kind, describe: detail, step: steps)
  }
}
