import Arch
import ArchLocking

/// Runs the effects of one action on their own and records what they emit, in order: the presenter
/// test of the split shape, and the effect test of a reducer with effects.
///
/// No state changes and no reducer runs: the recorder only collects what the effects send. They run
/// on the same manual executor as the ``TestStore``, drained at once and after every
/// ``TestClock/advance(by:fileID:filePath:line:column:)``, so what was emitted is known exactly,
/// without waiting. Check it at one of three strengths with ``expect(exactly:fileID:filePath:line:column:)``,
/// ``expect(only:fileID:filePath:line:column:)`` and ``expect(contains:fileID:filePath:line:column:)``.
///
/// ```swift
/// let clock = TestClock()
/// let events = EffectRecorder(GroceryPresenter(), sending: .draftChanged("mil"), state: GroceryState(),
///                             environment: .test(api: .returning([]), clock: clock))
/// events.expect(exactly: [.draftDidChange("mil")])
/// await clock.advance(by: GroceryPresenter.searchDelay)
/// events.expect(exactly: [.draftDidChange("mil"), .suggestionsDidLoad(["Milk", "Oat milk"])])
/// events.finish()
/// ```
///
/// Effects still running when the recorder finishes are reported at the line that calls `finish()`;
/// a recorder released without finishing reports them at the line that made it. Both name the action.
/// A `RuntimeIssue` the presenter or its effects raise, such as a call to a service the environment
/// left unimplemented, is reported at the line that made the recorder.
public final class EffectRecorder<Output: Sendable> {
  /// The action, as messages show it; described only when one does.
  var action: String { describeAction() }
  let noun: String
  let site: CallSite
  private let describeAction: @Sendable () -> String
  private let executor: ManualTaskExecutor
  private let sleepers: SleeperRegistry
  /// What the effects emitted, in order; they append from their tasks.
  private let recorded: Locked<[Output]>
  private let task: StoreTask
  private var hasFinished = false

  /// The recorder's one effect, as the harness context and the sleeper registry name it.
  private static var effectID: Int { 1 }

  /// Starts the effects `presenter` returns for `action`, and records the events they emit.
  ///
  /// ```swift
  /// let events = EffectRecorder(GroceryPresenter(), sending: .reloadTapped, state: GroceryState(),
  ///                             environment: .test(api: .returning([.milk]), storage: .inMemory()))
  /// ```
  public convenience init<P: Presenter>(
    _ presenter: P, sending action: P.Action, state: P.State, environment: P.Environment,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where P.Event == Output {
    self.init(
      presenter, sending: action, state: state, environment: environment,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Starts the effects `presenter` returns for `action`, reporting the recorder's own failures at
  /// `site`: for a helper that builds recorders for its callers and forwards their location as one
  /// value. (A default of `CallSite()` would be the helper's own line: take the caller's site as an
  /// argument, or take the four location parameters once and make the `CallSite` from them.)
  ///
  /// ```swift
  /// func recordReload(at site: CallSite) -> EffectRecorder<GroceryEvent> {
  ///   EffectRecorder(GroceryPresenter(), sending: .reloadTapped, state: GroceryState(),
  ///                  environment: .test(api: .returning([.milk]), storage: .inMemory()), at: site)
  /// }
  /// let events = recordReload(at: CallSite())  // failures of `events` land on this line
  /// ```
  public convenience init<P: Presenter>(
    _ presenter: P, sending action: P.Action, state: P.State, environment: P.Environment,
    at site: CallSite
  ) where P.Event == Output {
    self.init(action: action, noun: "event", site: site) {
      presenter.present(action, state: state, environment: environment)
    }
  }

  /// Starts the effects `feature` returns when it handles `action`, and records what they send back:
  /// actions for a reducer with effects, events for a `SplitFeature`.
  ///
  /// The state change is not
  /// checked here; use ``expectReduce(_:given:on:environment:assert:fileID:filePath:line:column:)``.
  ///
  /// ```swift
  /// let events = EffectRecorder(GroceryList.feature, sending: .reloadTapped, state: GroceryState(),
  ///                             environment: .test(api: .returning([.milk]), storage: .inMemory()))
  /// ```
  public convenience init<F: Feature>(
    _ feature: F, sending action: F.Action, state: F.State, environment: F.Environment,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where F.Output == Output {
    self.init(
      feature, sending: action, state: state, environment: environment,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Starts the effects `feature` returns when it handles `action`, reporting the recorder's own
  /// failures at `site`: for a helper that builds recorders for its callers and forwards their
  /// location as one value.
  ///
  /// ```swift
  /// func recordReload(at site: CallSite) -> EffectRecorder<GroceryEvent> {
  ///   EffectRecorder(GroceryList.feature, sending: .reloadTapped, state: GroceryState(),
  ///                  environment: .test(api: .returning([.milk]), storage: .inMemory()), at: site)
  /// }
  /// ```
  public convenience init<F: Feature>(
    _ feature: F, sending action: F.Action, state: F.State, environment: F.Environment,
    at site: CallSite
  ) where F.Output == Output {
    var state = state
    self.init(action: action, noun: F.Output.self == F.Action.self ? "action" : "event", site: site) {
      feature.handle(action, state: &state, environment: environment)
    }
  }

  /// Starts the effect `makeEffect` returns, with the presenter's or feature's code and every effect
  /// task it starts reporting runtime issues as failures of the recorder.
  private init(
    action: some Sendable, noun: String, site: CallSite, makeEffect: () -> Effect<Output>
  ) {
    let describeAction: @Sendable () -> String = { TestStoreText.oneLine(action) }
    let executor = ManualTaskExecutor(), sleepers = SleeperRegistry(), recorded = Locked<[Output]>([])
    let runner = EffectRunner<Output>(
      executor: executor,
      deliver: { output in recorded.withLock { $0.append(output) } },
      onUnhandledError: { error, name in
        reportIssue(
          EffectRecorderMessages.unhandledError(action: describeAction(), effectName: name, error: error),
          at: site)
      })
    let lifetime = EffectLifetime()
    let context = HarnessContext(
      executor: executor,
      settleAfterWake: { _, _ in
        await Self.settleThroughHops(executor, sleepers: sleepers, lifetime: lifetime)
      },
      sleepers: sleepers, origin: StepLabel(number: 1, call: "send(\(describeAction()))"),
      site: site, effectID: Self.effectID)
    let (task, immediate) = HarnessContext.bind(
      context,
      issueMessage: { issue, _ in EffectRecorderMessages.runtimeIssue(issue, action: describeAction()) }
    ) { runner.start(makeEffect(), lifetime: lifetime) }
    recorded.withLock { $0.append(contentsOf: immediate) }
    self.describeAction = describeAction
    self.noun = noun
    self.site = site
    self.task = task
    self.executor = executor
    self.sleepers = sleepers
    self.recorded = recorded
    // The runner needs no keeping: the tasks it started hold it for as long as they run.
    executor.drain()
  }

  deinit {
    guard !hasFinished else { return }
    // Released without `finish()`: the line that made the recorder is the only one known.
    reportRunningEffects(at: site)
    task.cancel()
    executor.drain()
  }

  /// Everything the effects emitted so far, in the order they emitted it.
  ///
  /// ```swift
  /// #expect(events.emitted.count == 3)
  /// ```
  public var emitted: [Output] {
    executor.drain()
    return recorded.withLock { $0 }
  }

  /// Cancels the effects still running, as leaving the screen would.
  ///
  /// ```swift
  /// let events = EffectRecorder(GroceryPresenter(), sending: .draftChanged("mil"), state: GroceryState(),
  ///                             environment: .test(api: .returning([]), clock: TestClock()))
  /// events.cancel()  // the search waiting on the clock never runs
  /// ```
  public func cancel() {
    task.cancel()
    executor.drain()
  }

  /// Ends the test of this action: reports every effect still running, at the line that calls
  /// `finish()`, then cancels them.
  ///
  /// ```swift
  /// events.expect(exactly: [.draftDidChange("mil")])
  /// events.finish()
  /// ```
  public func finish(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    hasFinished = true
    reportRunningEffects(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    cancel()
  }

  /// What is still running, as a phrase for messages; `nil` when every effect has ended.
  var runningSummary: EffectRecorderMessages.Running? {
    executor.drain()
    let running = task.lifetime.runningTaskCount
    guard running > 0 else { return nil }
    let asleep = sleepers.descriptions(forEffect: Self.effectID).count
    return .init(count: running, isWaitingOnTestClock: asleep >= running && !executor.hasQueuedJobs)
  }

  /// Drains after a test clock woke an effect, letting effects that hopped to the main actor finish
  /// the hop; a main actor that does not run in time leaves them there, and `finish()` reports them
  /// as still running.
  private static nonisolated(nonsending) func settleThroughHops(
    _ executor: ManualTaskExecutor, sleepers: SleeperRegistry, lifetime: EffectLifetime
  ) async {
    _ = await MainActorHops.settle(
      timeout: executor.drainLimit.withLock { $0 }, drain: { executor.drain() },
      hasWorkBack: { executor.hasQueuedJobs },
      isAnyEffectAway: {
        lifetime.runningTaskCount > sleepers.descriptions(forEffect: effectID).count
      })
  }

  private func reportRunningEffects(at site: CallSite) {
    guard let running = runningSummary else { return }
    reportIssue(EffectRecorderMessages.stillRunning(action: action, running: running), at: site)
  }
}
