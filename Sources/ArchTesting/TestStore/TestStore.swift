import Arch

/// Tests a feature step by step: send actions, receive what its effects send, and say after each
/// step exactly how the state changed.
///
/// The same store drives both feature shapes: for a ``SplitFeature`` you send actions and receive
/// events; for an ``EffectReducer`` you send and receive actions.
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
/// yields to let them run, and runs the same way every time. Outputs are applied to the state only
/// when the test receives them, so each step shows exactly its own change. At ``finish(timeout:fileID:filePath:line:column:)``,
/// or when the store is released without it, every output not received and every effect still
/// running is reported, at the step that started it.
public final class TestStore<F: Feature>: EndOfTestCheckable where F.State: Equatable {
  /// The state after the last step. Inside an expectation closure, the state before the step.
  public internal(set) var state: F.State

  /// The services effects use. Change it between steps to change what later effects see.
  ///
  /// ```swift
  /// store.environment.api = .failing(GroceryError.offline)
  /// ```
  public var environment: F.Environment

  /// How strictly steps are checked; ``Exhaustivity/on`` by default.
  public var exhaustivity: Exhaustivity = .on

  /// How long ``receive(_:assert:fileID:filePath:line:column:)`` and ``finish(timeout:fileID:filePath:line:column:)``
  /// wait for an effect blocked outside the harness's control (the main actor, a real clock);
  /// 1 second by default. Effects on the store's own executor and test clocks never need it.
  public var timeout: Duration = .seconds(1)

  let feature: F
  let view: (any ViewBuilder<F.State, F.Action>)?
  let executor = ManualTaskExecutor()
  let sleepers = SleeperRegistry()
  let received = ReceivedQueue<F.Output>()
  let runner: EffectRunner<F.Output>
  var inFlight: [InFlightEffect] = []
  var nextEffectID = 0
  var stepCount = 0
  var lastSite: CallSite
  var hasFinished = false

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
  public init(
    initialState: F.State,
    feature: F,
    environment: F.Environment,
    view: (any ViewBuilder<F.State, F.Action>)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.state = initialState
    self.feature = feature
    self.environment = environment
    self.view = view
    self.lastSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let received = self.received
    let executor = self.executor
    self.runner = EffectRunner(
      executor: executor,
      deliver: { output in
        received.append(output, origin: HarnessContext.current?.origin)
        executor.signalActivity()
      },
      onUnhandledError: { error, name in
        let context = HarnessContext.current
        reportIssue(
          TestStoreMessages.unhandledEffectError(context?.origin, effectName: name, error: error),
          at: context?.site ?? CallSite())
      }
    )
    EndOfTestCheck.register(self)
  }

  deinit {
    runEndOfTestChecks()
  }

  // MARK: Steps

  func nextStep(_ call: @autoclosure @escaping @Sendable () -> String, at site: CallSite) -> StepLabel {
    stepCount += 1
    lastSite = site
    return StepLabel(number: stepCount, call: call())
  }

  /// Starts `effect` on the store's executor, queues what it sends at once, and lets it run until it
  /// waits.
  @discardableResult
  func start(_ effect: Effect<F.Output>, origin: StepLabel, at site: CallSite) -> TestStoreTask {
    nextEffectID += 1
    let effectID = nextEffectID
    let context = HarnessContext(
      executor: executor, sleepers: sleepers, origin: origin, site: site, effectID: effectID)
    let executor = self.executor
    let lifetime = EffectLifetime(onEnd: { executor.signalActivity() })
    let (task, immediateOutputs) = HarnessContext.$current.withValue(context) {
      RuntimeIssue.$handler.withValue(TestStoreMessages.runtimeIssueHandler(origin, at: site)) {
        runner.start(effect, lifetime: lifetime)
      }
    }
    for output in immediateOutputs { received.append(output, origin: origin) }
    if lifetime.isRunning {
      inFlight.append(InFlightEffect(id: effectID, origin: origin, site: site, lifetime: lifetime, task: task))
    }
    executor.drain()
    return TestStoreTask(
      task: task, executor: executor, sleepers: sleepers, effectID: effectID, origin: origin,
      timeout: timeout)
  }

  /// Runs one step: `body` changes a copy of the state and returns effects; the step's expectation
  /// is checked while ``state`` still holds the state before the step, then the new state is kept and
  /// the effects start.
  @discardableResult
  func step(
    _ label: StepLabel, at site: CallSite, expectation: ((inout F.State) throws -> Void)?,
    checked: Bool = true, _ body: (inout F.State) -> Effect<F.Output>
  ) -> TestStoreTask {
    let before = state
    var after = state
    let effect = RuntimeIssue.$handler.withValue(TestStoreMessages.runtimeIssueHandler(label, at: site)) {
      body(&after)
    }
    if checked {
      expectStateChange(from: before, to: after, expectation: expectation, step: label, at: site)
    }
    state = after
    return start(effect, origin: label, at: site)
  }

  /// Applies a received output with no assertion, as the running app would.
  func applyUnchecked(_ output: F.Output, origin: StepLabel, at site: CallSite) {
    step(origin, at: site, expectation: nil, checked: false) { state in
      feature.apply(output, state: &state, environment: environment)
    }
  }

  func pruneFinishedEffects() {
    inFlight.removeAll { !$0.lifetime.isRunning }
  }

  /// Whether every running effect is asleep on a test clock, so waiting cannot help.
  func everyRunningEffectIsAsleep() -> Bool {
    guard !executor.hasQueuedJobs else { return false }
    let asleep = sleepers.countsByEffect()
    return inFlight.allSatisfy { (asleep[$0.id] ?? 0) >= $0.lifetime.runningTaskCount }
  }

  func sleeperDescriptions() -> [String] {
    inFlight.flatMap { sleepers.descriptions(forEffect: $0.id) }
  }

  func cancelAllEffects() {
    for effect in inFlight { effect.task.cancel() }
    executor.drain()
    pruneFinishedEffects()
  }
}

extension TestStore {
  /// The checks of `finish()` that need no waiting, for a test that ended without calling it.
  func runEndOfTestChecks() {
    guard !hasFinished else { return }
    hasFinished = true
    executor.drain()
    reportOutstandingWork(StepLabel(number: stepCount + 1, call: "end of test"), at: lastSite)
    cancelAllEffects()
  }
}
