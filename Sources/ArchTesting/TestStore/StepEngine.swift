import Arch

/// The test store's engine: runs each input through the feature as the app's `Store` does, keeps
/// what effects send until the test takes it, and knows which effects are in flight and why.
///
/// `send`, `receive`, `replay` and the session shrinker go through its small surface — ``run(_:as:at:)``
/// an input (``send(_:environment:keepingStateBefore:as:at:effects:)`` an action),
/// ``nextOutput(during:at:timeout:)`` to wait for what effects send, ``observe(_:)`` each processed
/// input — and nothing outside it writes its state. Every input runs as a named step, so
/// the effects it starts always know the step they came from.
final class StepEngine<F: Feature> where F.State: Equatable {
  /// An input the engine runs as one step.
  enum Input {
    /// An action, with the effects it returns started, as the app's `Store` sends it; `environment`
    /// serves this step only, and `keepingStateBefore` says whether the step's check needs the state
    /// before it (without it the feature changes a state nothing else holds, in place).
    case send(F.Action, environment: F.Environment?, keepingStateBefore: Bool)
    /// An action or output applied with none of the effects it returns started: a replay as recorded.
    case applyWithoutEffects(FeatureCore<F>.Step.Input)
  }

  /// What running an action did: the state before it (when kept) and after, the shared values as
  /// it left them, and its effects.
  struct ActionStep {
    var before: F.State?
    var after: F.State
    var shared: [ObjectIdentifier: any Sendable]
    var effects: StoreTask

    // Written out to be inlined: the engine makes one for every action, unspecialized, and a call
    // would look the step's generic type up once more.
    @inline(__always)
    init(before: F.State?, after: F.State, shared: [ObjectIdentifier: any Sendable], effects: StoreTask) {
      self.before = before
      self.after = after
      self.shared = shared
      self.effects = effects
    }
  }

  /// What an observer sees of each processed input: the input, the state before it (when kept) and
  /// after, and the effects it started.
  typealias Observer = (FeatureCore<F>.Step.Input, F.State?, F.State, StoreTask) -> Void

  let executor = ManualTaskExecutor()
  let sleepers = SleeperRegistry()
  let inFlight = InFlightEffects()
  /// Runs the effects until they wait, for the store and the handles its steps return.
  let settler: EffectSettler
  /// Logs every shared value the feature and its effects change, with its value before.
  let sharedLog = SharedWriteLog()
  /// Outputs effects sent, already applied, kept until the test takes them.
  private(set) var received = AppliedOutputs<F.Output, F.State>()

  /// The feature's core; only the engine drives it (tests reach it to reproduce an app's misuse of
  /// its `Store`, such as a reentrant send).
  let core: FeatureCore<F>
  private let relay: OutputRelay<F.Output>
  /// What a test clock runs after waking one of this store's effects: the settler, through hops to
  /// the main actor.
  ///
  /// Made once, and shared by every step's harness context.
  private let settleAfterWake: HarnessContext.SettleAfterWake
  /// The step whose input the engine is running now, and where the test wrote it.
  private var currentStep: (label: StepLabel, site: CallSite)?
  /// The step an input is blamed on when no step or effect claims it (an effect's output sent
  /// between steps): the store's last step, once the store sets it.
  var fallbackStep: () -> (label: StepLabel, site: CallSite) = {
    (StepLabel(number: 0, call: "an effect"), CallSite())
  }
  private var lastActionStep: ActionStep?
  private var observers: [Observer] = []
  /// Whether ``observers`` holds any, kept apart: unspecialized, reading the array's count looks
  /// its generic element type up, at every input.
  private var hasObservers = false
  private var nextEffectID = 0
  /// The context bound around the input running, as ``HarnessContext/current`` reads it there: kept
  /// here too, as the input's record reads it at every input, and reading a task-local value copies
  /// everything bound with it.
  private var contextOfInput: HarnessContext?

  /// Makes the engine of a test store.
  init(initialState: F.State, feature: F, environment: F.Environment, dismissedBy dismissal: F.Output?) {
    let executor = self.executor
    let relay = OutputRelay<F.Output>(executor: executor)
    self.relay = relay
    let settler = EffectSettler(
      executor: executor, sleepers: sleepers, inFlight: inFlight, drainAndApply: relay.drainAndApply,
      hasWaitingOutputs: { relay.hasWaiting })
    self.settler = settler
    self.settleAfterWake = { call, site in await settler.settleThroughHops(call, at: site) }
    let runner = EffectRunner<F.Output>(
      executor: executor, deliver: relay.deliver,
      onUnhandledError: { error, name in
        let context = HarnessContext.current
        reportIssue(
          TestStoreMessages.unhandledEffectError(context?.origin, effectName: name, error: error),
          at: context?.site ?? CallSite())
      })
    self.core = FeatureCore(
      initialState: initialState, feature: feature, environment: environment, runner: runner,
      dismissedBy: dismissal)
    core.onEffectEnd = { executor.signalActivity() }
    connect()
  }

  // MARK: Reading

  /// The live state: every input applied so far, outputs not yet received included.
  var state: F.State { core.state }
  /// The feature under test.
  var feature: F { core.feature }
  /// Whether the feature dismissed itself at the root.
  var isDismissed: Bool { core.isDismissed }
  /// The services effects use; set between steps to change what later effects see.
  var environment: F.Environment {
    get { core.environment }
    set { core.environment = newValue }
  }

  // MARK: Running inputs

  /// Runs `input` as the step `label`, written at `site`: what the action did, when the input was an
  /// action the feature took (a dismissed feature takes none).
  @discardableResult
  func run(_ input: Input, as label: StepLabel, at site: CallSite) -> ActionStep? {
    switch input {
    case .send(let action, let environment, let keepingStateBefore):
      var effects = StoreTask(lifetime: .ended)
      return send(
        action, environment: environment, keepingStateBefore: keepingStateBefore, as: label, at: site,
        effects: &effects)
    case .applyWithoutEffects(let input):
      return asStep(label, at: site) { core.applyWithoutEffects(input) }
    }
  }

  /// Runs `action` as ``run(_:as:at:)`` runs ``Input/send(_:environment:keepingStateBefore:)``;
  /// `effects` gets the handle on the effects it started.
  ///
  /// The test store's every `send` comes here, with no input case and no tuple around it: the
  /// unspecialized engine would look the type of either up at every step.
  func send(
    _ action: F.Action, environment: F.Environment?, keepingStateBefore: Bool, as label: StepLabel,
    at site: CallSite, effects: inout StoreTask
  ) -> ActionStep? {
    asStep(label, at: site) {
      effects = core.send(action, environment: environment, keepingStateBefore: keepingStateBefore)
    }
  }

  /// Runs `body` as the step `label`, written at `site`: what the action it ran did, if any.
  private func asStep(_ label: StepLabel, at site: CallSite, _ body: () -> Void) -> ActionStep? {
    currentStep = (label, site)
    body()
    currentStep = nil
    // Taken without a `defer`: a deferred block is a function of its own, which looks the step's
    // generic type up again on every step.
    let step = lastActionStep
    lastActionStep = nil
    return step
  }

  /// Starts the session from `state`, as a replay of a session that kept its start state does.
  func restart(from state: F.State) { core.state = state }

  /// Calls `observer` after each input the engine processes, after its own bookkeeping.
  func observe(_ observer: @escaping Observer) {
    observers.append(observer)
    hasObservers = true
  }

  // MARK: Outputs

  /// The oldest output not yet taken, with the state around it; `nil` when none waits.
  func takeReceived() -> AppliedOutputs<F.Output, F.State>.Entry? { received.popFirst() }

  /// Takes every output not yet taken.
  func takeAllReceived() -> [AppliedOutputs<F.Output, F.State>.Entry] {
    var taken: [AppliedOutputs<F.Output, F.State>.Entry] = []
    while let entry = received.popFirst() { taken.append(entry) }
    return taken
  }

  /// The next output an effect sent, running effects until one arrives; `nil`, with `whyNone` set,
  /// when waiting longer cannot help, or `timeout` passed while effects were blocked outside the
  /// harness.
  ///
  /// Not a `Result`: the engine runs unspecialized, and would look that generic type up at every
  /// `receive`.
  nonisolated(nonsending) func nextOutput(
    during step: StepLabel?, at site: CallSite, timeout: Duration, whyNone: inout EngineNoOutput?
  ) async -> AppliedOutputs<F.Output, F.State>.Entry? {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while true {
      let hopsCameBack = await settle(step, at: site)
      if let entry = received.popFirst() { return entry }
      whyNone = await whyNoOutput(hopsCameBack: hopsCameBack, deadline: deadline)
      if whyNone != nil { return nil }
    }
  }

  /// Why no output can come by `deadline`, or `nil` after waiting for the effects' next activity.
  private nonisolated(nonsending) func whyNoOutput(
    hopsCameBack: Bool, deadline: ContinuousClock.Instant
  ) async -> EngineNoOutput? {
    // A hop stuck on the main actor was just reported: waiting longer would only say it again.
    guard hopsCameBack else { return .mainActorStuck }
    let running = inFlight.running
    if running.isEmpty { return .nothingRunning }
    if settler.areAllAsleep(running) { return .asleep(sleepers: sleepers.descriptions(of: running)) }
    let remaining = ContinuousClock.now.duration(to: deadline)
    if remaining <= .zero { return .timedOut(running: running.map(\.origin)) }
    _ = await executor.waitForActivity(timeout: remaining)
    return nil
  }

  // MARK: Effects

  /// Runs effects until every one waits, applying what they send, and lets those that hopped to the
  /// main actor finish the hop; an effect that never waits is reported at `step` and cancelled.
  ///
  /// - Returns: False when the main actor did not run in time, after reporting it.
  @discardableResult
  nonisolated(nonsending) func settle(_ step: StepLabel?, at site: CallSite) async -> Bool {
    // Checked first, as nothing is in flight after most steps: settling then would only take and
    // release the same locks, and suspend to run nothing.
    if settler.isIdle { return true }
    return await settler.settleThroughHops(step, at: site)
  }

  /// Cancels every running effect and lets them end, through their hops to the main actor.
  nonisolated(nonsending) func cancelAllEffects(at site: CallSite) async {
    for effect in inFlight.running { effect.lifetime.cancel() }
    await settle(nil, at: site)
  }

  /// The values of the shared values changed so far, as they are now.
  func sharedSnapshot() -> [ObjectIdentifier: any Sendable] {
    let written = sharedLog.written
    guard !written.isEmpty else { return [:] }
    var snapshot: [ObjectIdentifier: any Sendable] = [:]
    for entry in written { snapshot[ObjectIdentifier(entry.reference)] = entry.reference.liveSnapshot }
    return snapshot
  }

  // MARK: Wiring

  /// Binds what effects and the feature's code need to know about the step they belong to, and records
  /// every output applied, for the test to take.
  private func connect() {
    relay.connect { [weak self] output, sender in self?.core.receive(output, sentBy: sender) }
    core.around = { [weak self] input, parent, body in
      guard let self else { return body() }
      let context = makeContext(for: input, sentBy: parent)
      let outer = contextOfInput
      contextOfInput = context
      HarnessContext.bind(
        context, issueMessage: TestStoreMessages.runtimeIssue, sharedLog: sharedLog, body)
      contextOfInput = outer
    }
    core.didProcess = { [weak self] input, before, after, effects in
      guard let self else { return }
      record(input, before: before, after: after, effects: effects)
      if hasObservers { notifyObservers(input, before: before, after: after, effects: effects) }
    }
  }

  // Called apart from the hook, only when an observer is registered: the engine runs unspecialized
  // for the test's feature, and each function handling an input looks the input's type up again.
  @inline(never)
  private func notifyObservers(
    _ input: FeatureCore<F>.Step.Input, before: F.State?, after: F.State, effects: StoreTask
  ) {
    for observer in observers { observer(input, before, after, effects) }
  }

  // Inlined into the hook, so that the hook looks the input's generic type up once.
  @inline(__always)
  private func makeContext(
    for input: FeatureCore<F>.Step.Input, sentBy parent: EffectLifetime?
  ) -> HarnessContext {
    nextEffectID += 1
    switch input {
    case .action:
      let (origin, site) = currentStep ?? fallbackStep()
      return HarnessContext(
        executor: executor, settleAfterWake: settleAfterWake, sleepers: sleepers, origin: origin, site: site,
        effectID: nextEffectID)
    case .output(let output):
      let sender = parent.flatMap { inFlight.effect(for: $0) }?.context
      let (senderOrigin, site) = sender.map { ($0.origin, $0.site) } ?? currentStep ?? fallbackStep()
      return HarnessContext(
        executor: executor, settleAfterWake: settleAfterWake, sleepers: sleepers,
        origin: senderOrigin.through(TestStoreText.caseName(output)), site: site, effectID: nextEffectID,
        sender: senderOrigin)
    }
  }

  // Inlined into the hook, so that the hook looks the input's generic type up once.
  @inline(__always)
  private func record(
    _ input: FeatureCore<F>.Step.Input, before: F.State?, after: F.State, effects: StoreTask
  ) {
    let context = contextOfInput
    // Kept even without tasks until the next settle: an output it sends at once looks its step up.
    if let context, effects.lifetime !== EffectLifetime.ended {
      inFlight.append(InFlightEffect(context: context, lifetime: effects.lifetime))
    }
    switch input {
    case .action: recordAction(before: before, after: after, effects: effects)
    case .output(let output):
      recordOutput(output, sentBy: context?.sender, before: before ?? after, after: after, effects: effects)
    }
  }

  // Apart from `record`, so that an action's step looks up only the type of what it records, and
  // an output's only its own.
  @inline(never)
  private func recordAction(before: F.State?, after: F.State, effects: StoreTask) {
    lastActionStep = ActionStep(before: before, after: after, shared: sharedSnapshot(), effects: effects)
  }

  @inline(never)
  private func recordOutput(
    _ output: F.Output, sentBy origin: StepLabel?, before: F.State, after: F.State, effects: StoreTask
  ) {
    received.append(
      .init(
        output: output, origin: origin, stateBefore: before, stateAfter: after,
        // A dismissed feature runs no more steps: the step that dismissed it is the last recorded.
        effects: effects, dismissed: core.isDismissed, shared: sharedSnapshot()))
  }
}
