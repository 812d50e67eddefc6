import Arch

/// Tests a feature step by step: send actions, receive what its effects send, and say after each
/// step exactly how the state changed.
///
/// The same store drives both feature shapes: for a `SplitFeature` you send actions and receive
/// events; for an `EffectReducer` you send and receive actions.
///
/// ```swift
/// @Test func reloadShowsItems() async {
///   let clock = TestClock()
///   let store = TestStore(
///     initialState: GroceryState(),
///     feature: GroceryList.feature,
///     environment: .test(api: .returning([.milk]), clock: clock)
///   )
///   await store.send(.reloadTapped)
///   await store.receive(.loadingDidStart) { $0.isLoading = true }
///   await clock.advance(by: .seconds(1))
///   await store.receive(.itemsDidLoad([.milk])) { $0.items = [.milk] }
///   await store.receive(.loadingDidStop) { $0.isLoading = false }
///   await store.finish()
/// }
/// ```
///
/// Effects run on an executor the store owns and drains after every step, so a test never sleeps or
/// yields to let them run, and runs the same way every time.
///
/// The test store drives the feature with the same engine as the app's `Store`: an output is applied
/// the moment an effect sends it, with the effects it starts and the effects it cancels, exactly as in
/// the running app. The test still asserts each output with `receive`, which checks that output's own
/// change: the state just before and just after it was applied. ``state`` shows what the test has
/// asserted so far. At ``finish(timeout:fileID:filePath:line:column:)``, or when the store is released
/// without it, every output not received and every effect still running is reported, at the step
/// that started it.
public final class TestStore<F: Feature>: EndOfTestCheckable where F.State: Equatable {
  /// The state after the last step the test took: after the last `send`, or after the output the
  /// last `receive` took.
  ///
  /// Outputs that effects sent since are already applied to the feature, as in
  /// the app, but show here only once the test receives them. Inside an expectation closure, this is
  /// still the state before the step.
  public var state: F.State { stateDuringCheck ?? received.first?.stateBefore ?? engine.state }

  /// The state before the step being checked, shown by ``state`` while its expectation runs.
  var stateDuringCheck: F.State?

  /// The services effects use.
  ///
  /// Change it between steps to change what later effects see.
  ///
  /// ```swift
  /// store.environment.api = .failing("offline")
  /// ```
  public var environment: F.Environment {
    get { engine.environment }
    set { engine.environment = newValue }
  }

  /// Whether the feature dismissed itself at the root, by the store's `dismissedBy` case, as of the
  /// steps the test has taken: an output that dismissed it counts once the test receives it.
  ///
  /// Its effects were cancelled the moment it was dismissed, as in the app's `Store`.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Track.State(id: 1), feature: Track(), environment: clock,
  ///                       dismissedBy: .dismiss)
  /// await store.send(.closeTapped)
  /// await store.receive(.dismiss)
  /// #expect(store.isDismissed)
  /// ```
  public var isDismissed: Bool { engine.isDismissed && !received.holdsDismissal }

  /// How strictly steps are checked; ``Exhaustivity/on`` by default.
  public var exhaustivity: Exhaustivity = .on

  /// How long ``receive(_:assert:fileID:filePath:line:column:)-(F.Output,_,_,_,_,_)`` and
  /// ``finish(timeout:fileID:filePath:line:column:)`` wait for an effect blocked outside the
  /// harness's control (the main actor, a real clock), and how long effects may run without ever
  /// waiting before the step fails; 1 second by default.
  ///
  /// Effects on the store's own executor and
  /// test clocks never need it.
  public var timeout: Duration = .seconds(1) {
    didSet { executor.drainLimit.withLock { $0 = timeout } }
  }

  var feature: F { engine.feature }
  /// Whether the feature has the split shape, whose actions leave the state unchanged: asked once,
  /// as every `send` needs it and a cast to a protocol looks the conformance up each time.
  let actionsLeaveStateUnchanged: Bool
  /// Whether the state runs each expectation closure inside a bracket of its own (a ``ModelSnapshot``).
  let stateBracketsExpectations: Bool
  /// What messages call the outputs of this feature's shape: events, actions or outputs.
  var outputNoun: OutputNoun { OutputNoun.of(feature) }
  /// Runs every input, keeps what effects send and knows which effects run; the only writer of them.
  let engine: StepEngine<F>
  let view: (any ViewBuilder<F.State, F.Action>)?
  /// Outputs effects sent, already applied, kept until the test receives them.
  var received: AppliedOutputs<F.Output, F.State> { engine.received }
  /// Takes every output effects sent that the test has not received: the parity driver's receive.
  package func takeReceivedOutputs() -> [F.Output] { engine.takeAllReceived().map(\.output) }
  var inFlight: InFlightEffects { engine.inFlight }
  var settler: EffectSettler { engine.settler }
  var executor: ManualTaskExecutor { engine.executor }
  var sleepers: SleeperRegistry { engine.sleepers }
  var sharedLog: SharedWriteLog { engine.sharedLog }
  /// What the test has asserted of each shared value a step changed.
  var sharedAsserted: [ObjectIdentifier: any Sendable] = [:]
  /// The overlay the expectation of the step being checked wrote its shared values to.
  var sharedExpectation: SharedOverlay?
  /// The last overlay an expectation used, made again only while something still holds it.
  var spareOverlay: SharedOverlay?
  /// The invariants `expectAlways` checks after every input, as the names of those a state breaks.
  var invariantsToCheckAlways: ((F.State) -> [String])?
  /// The invariants already reported broken by that check, each reported once.
  var invariantsReportedBroken: Set<String> = []
  var stepCount = 0
  package var lastSite: CallSite
  var hasFinished = false
  /// Whether a test's end will run this store's end-of-test checks.
  var isRegisteredForEndOfTest = false

  /// Makes a test store.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Counter.State(), feature: Counter(), environment: ())
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state the test starts from.
  ///   - feature: The feature under test.
  ///   - environment: Its services; give it test clocks and controllable services.
  ///   - view: The feature's view builder, to drive the store through its view in tests.
  ///   - dismissal: The case of the feature's outputs that dismisses it at the root, as the app's
  ///     `Store` is told: once the feature sends it, ``isDismissed`` is `true` and its effects end.
  ///   - fileID: The file ID of the call, where a failure is reported; leave the default.
  ///   - filePath: The file path of the call, where a failure is reported; leave the default.
  ///   - line: The line of the call, where a failure is reported; leave the default.
  ///   - column: The column of the call, where a failure is reported; leave the default.
  public convenience init(
    initialState: F.State,
    feature: F,
    environment: F.Environment,
    view: (any ViewBuilder<F.State, F.Action>)? = nil,
    dismissedBy dismissal: F.Output? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      initialState: initialState, feature: feature, environment: environment, view: view,
      dismissedBy: dismissal, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Makes a test store for a helper that builds stores for its callers: forward the caller's
  /// location as one value, and failures of the store's end-of-test checks land there. (A default of
  /// `CallSite()` would be the helper's own line: take the caller's site as an argument.)
  ///
  /// ```swift
  /// func makeCounterStore(at site: CallSite) -> TestStore<Counter> {
  ///   TestStore(initialState: Counter.State(), feature: Counter(), environment: (), at: site)
  /// }
  /// let store = makeCounterStore(at: CallSite())  // end-of-test failures land on this line
  /// ```
  public init(
    initialState: F.State,
    feature: F,
    environment: F.Environment,
    view: (any ViewBuilder<F.State, F.Action>)? = nil,
    dismissedBy dismissal: F.Output? = nil,
    at site: CallSite
  ) {
    self.view = view
    self.lastSite = site
    self.engine = StepEngine(
      initialState: initialState, feature: feature, environment: environment, dismissedBy: dismissal)
    self.actionsLeaveStateUnchanged = feature is any ActionsLeaveStateUnchanged
    self.stateBracketsExpectations = F.State.self is any ExpectationBracketing.Type
    engine.fallbackStep = { [weak self] in
      (StepLabel(number: self?.stepCount ?? 0, call: "an effect"), self?.lastSite ?? site)
    }
    isRegisteredForEndOfTest = EndOfTestCheck.register(self)
  }

  deinit {
    runEndOfTestChecks()
  }

  // MARK: Steps

  func nextStep(_ call: @autoclosure @escaping @Sendable () -> String, at site: CallSite) -> StepLabel {
    stepCount += 1
    lastSite = site
    if !isRegisteredForEndOfTest { isRegisteredForEndOfTest = EndOfTestCheck.register(self) }
    return StepLabel(number: stepCount, call: call())
  }

  /// Sends `action` through the engine as one step and checks its state change; its effects then run
  /// until they wait.
  nonisolated(nonsending) func sendStep(
    _ action: F.Action, environment: F.Environment?, label: StepLabel, at site: CallSite,
    expectation: ((inout F.State) throws -> Void)?
  ) async -> TestStoreTask {
    // The common exhaustive step with an expectation checks against a state computed before the
    // feature runs, so the feature changes the state in place, with no copy kept for the check.
    var changesState = false
    let precomputed = precomputedExpectation(expectation, changesState: &changesState)
    var effects = StoreTask(lifetime: .ended)
    let step = engine.send(
      action, environment: environment, keepingStateBefore: precomputed == nil, as: label, at: site,
      effects: &effects)
    if let step {
      if let precomputed {
        expectExhaustiveChange(
          to: step.after, expected: precomputed,
          expectsChange: changesState || expectationChangedShared, wording: .step(label), at: site)
      } else if let before = step.before {
        stateDuringCheck = before
        checkSendStep(before: before, after: step.after, expectation: expectation, label: label, at: site)
        stateDuringCheck = nil
      }
      checkShared(after: step.shared, step: label, at: site)
    }
    await settle(label, at: site)
    return handle(for: effects, origin: label)
  }

  private func checkSendStep(
    before: F.State, after: F.State, expectation: ((inout F.State) throws -> Void)?, label: StepLabel,
    at site: CallSite
  ) {
    guard
      !expectsChangeOfSplitAction(
        before: before, after: after, expectation: expectation, label: label, at: site)
    else { return }
    expectStateChange(from: before, to: after, expectation: expectation, step: label, at: site)
  }

  /// The expected state after a `send`, when the check can be made from it alone: exhaustive, with an
  /// expectation, in a shape whose actions change the state; `changesState` says whether it differs
  /// from the state now.
  ///
  /// Not returned as a tuple: the unspecialized engine would look the tuple's type up at every step.
  private func precomputedExpectation(
    _ expectation: ((inout F.State) throws -> Void)?, changesState: inout Bool
  ) -> F.State? {
    guard let expectation, exhaustivity == .on, !actionsLeaveStateUnchanged else {
      return nil
    }
    let current = engine.state
    var expected = current
    do { try expectation(&expected) } catch { return nil }
    changesState = expected != current
    return expected
  }

  /// A user coming from reducers with effects expects a `send` to change the state; in the split
  /// shape it never does, so say where the change happens instead of showing a bare mismatch.
  private func expectsChangeOfSplitAction(
    before: F.State, after: F.State, expectation: ((inout F.State) throws -> Void)?, label: StepLabel,
    at site: CallSite
  ) -> Bool {
    guard actionsLeaveStateUnchanged, let expectation, before == after else { return false }
    var expected = before
    guard (try? expectation(&expected)) != nil, expected != after else { return false }
    let diff = TestStoreText.diff(expected: expected, actual: after)
    reportIssue(TestStoreMessages.expectationOnSplitSend(label, diff: diff), at: site)
    return true
  }

  func handle(for task: StoreTask, origin: StepLabel) -> TestStoreTask {
    TestStoreTask(task: task, settler: settler, origin: origin, timeout: timeout)
  }

  // MARK: Running effects

  /// Runs effects until every one waits, applying what they send, and lets those that hopped to the
  /// main actor finish the hop; an effect that never waits is reported at `step` and cancelled, and
  /// a main actor that does not run in time is reported there too.
  ///
  /// - Returns: False when the main actor did not run within ``timeout``.
  @discardableResult
  package nonisolated(nonsending) func settle(_ step: StepLabel?, at site: CallSite) async -> Bool {
    await engine.settle(step, at: site)
  }

  /// Cancels every running effect and lets them end, through their hops to the main actor.
  nonisolated(nonsending) func cancelAllEffects() async {
    await engine.cancelAllEffects(at: lastSite)
  }
}

extension TestStore {
  /// The checks of `finish()` that need no waiting, for a test that ended without calling it.
  ///
  /// Runs where nothing can wait (a `deinit`): effects still on the main actor are not waited for.
  func runEndOfTestChecks() {
    guard !hasFinished else { return }
    hasFinished = true
    settler.settle(nil, at: lastSite)
    reportOutstandingWork(StepLabel(number: stepCount + 1, call: "end of test"), at: lastSite)
    for effect in inFlight.running { effect.lifetime.cancel() }
    settler.settle(nil, at: lastSite)
  }
}
