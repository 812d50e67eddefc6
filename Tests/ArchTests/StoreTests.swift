import Arch
import ArchTestSupport
import ArchTesting
import Dispatch
import Testing

/// The production `Store`: it runs a feature's effects as real tasks and applies their outputs on the
/// main actor.
///
/// Tests wait with `await store.send(…).finish()`, or hold effects at a `Gate` and await
/// the store's steps, so they never sleep.
///
/// State is read-only from outside (`public private(set) var state`): `store.state.items = []` does not
/// compile, so only `send` and effect outputs change it. That is a compile-time property; no test here.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct StoreTests {
  // MARK: A split feature end to end

  @Test func runsASplitFeatureEndToEnd() async {
    let store = Store(
      initialState: Pantry.State(), feature: Pantry.feature,
      environment: .init(clock: ImmediateClock(), fetch: { ["rice", "beans"] }))
    await store.send(.reloadTapped).finish()
    #expect(store.state == Pantry.State(isLoading: false, items: ["rice", "beans"]))
  }

  @Test func anUnimplementedStreamServiceReportsInTheAppTooAndItsLoopEnds() async {
    let screenshots: @Sendable () async -> AsyncStream<Void> = unimplemented("App.screenshots")
    let feature = Reduce<Int, Bool, Void> { count, isScreenshot, _ in
      if isScreenshot {
        count += 1
        return .none
      }
      return .run { send in
        for await _ in await screenshots() { await send(true) }
      }
    }
    let store = Store(initialState: 0, feature: feature)
    let issues = await recordingRuntimeIssues { await store.send(false).finish() }
    #expect(issues == [calledMessage("App.screenshots")])
    #expect(store.state == 0)
  }

  @Test func runsTheErrorPathOfASplitFeature() async {
    let store = Store(
      initialState: Pantry.State(), feature: Pantry.feature,
      environment: .init(clock: ImmediateClock(), fetch: { throw Boom() }))
    await store.send(.reloadTapped).finish()
    #expect(store.state == Pantry.State(isLoading: false, items: [], error: "boom"))
  }

  @Test func anActionChangesTheStateBeforeItsEffectsRun() async {
    let gate = Gate()
    let store = Store(
      initialState: Pantry.State(), feature: Pantry.feature,
      environment: .init(
        clock: ImmediateClock(),
        fetch: {
          await gate.wait(); return []
        }))
    let task = store.send(.reloadTapped)
    #expect(store.state.isLoading)
    gate.open()
    await task.finish()
    #expect(!store.state.isLoading)
  }

  @Test func noOutputOfACancelledEffectIsAppliedAfterTheCancelReturns() async {
    // The effect has passed `send`'s own cancellation check and is on its way to the main actor,
    // which this test holds, when the test cancels it.
    let outputIsOnItsWay = DispatchSemaphore(value: 0)
    let store = Store(initialState: [], feature: OutputLog(), environment: ())
    let effect = Effect<String>.run { send in await send("late") }
      .map { output in
        outputIsOnItsWay.signal()
        return output
      }
    let task = store.send(.start(effect))
    waitSynchronously(for: outputIsOnItsWay)
    task.cancel()
    await task.finish()
    #expect(store.state == [])
  }

  @Test func laterStepsUseAReplacedEnvironment() async {
    let store = Store(
      initialState: Pantry.State(), feature: Pantry.feature,
      environment: .init(clock: ImmediateClock(), fetch: { ["rice"] }))
    await store.send(.reloadTapped).finish()
    store.environment.fetch = { ["tea"] }
    await store.send(.reloadTapped).finish()
    #expect(store.state.items == ["tea"])
  }

  // MARK: Order

  @Test func outputsAreAppliedInTheOrderTheyAreSent() async {
    let store = Store(initialState: [], feature: OutputLog(), environment: ())
    await store.send(
      .start(
        .merge(
          .send("sent 1"),
          .run { send in
            for index in 1...5 { await send("run \(index)") }
          },
          .send("sent 2")
        ))
    ).finish()
    #expect(store.state == ["sent 1", "sent 2", "run 1", "run 2", "run 3", "run 4", "run 5"])
  }

  @Test func anOutputSentWhileApplyingAnotherWaitsItsTurn() async {
    // Applying "a" sends "c" at once; "b" was sent before it, so "b" is applied first.
    let feature = Reduce<[String], String, Void> { log, action, _ in
      log.append(action)
      switch action {
      case "start": return .merge(.send("a"), .send("b"))
      case "a": return .send("c")
      default: return .none
      }
    }
    let store = Store(initialState: [], feature: feature, environment: ())
    await store.send("start").finish()
    #expect(store.state == ["start", "a", "b", "c"])
  }

  @Test func outputsOfConcurrentEffectsAreAppliedAsTheyArrive() async {
    let (first, second) = (Gate(), Gate())
    let steps = StepStream<StoreStep<[String], OutputLog.Action, String>>()
    let store = Store(initialState: [], feature: OutputLog(), environment: (), onStep: steps.record)
    let task = store.send(
      .start(
        .merge(
          .run { send in
            await first.wait(); await send("first")
          },
          .run { send in
            await second.wait(); await send("second")
          }
        )))
    _ = await steps.next()
    second.open()
    #expect(await steps.next()?.stateAfter == ["second"])
    first.open()
    #expect(await steps.next()?.stateAfter == ["second", "first"])
    await task.finish()
  }

  // MARK: Observing steps

  @Test func onStepSeesEveryStepInOrder() async {
    var steps: [StoreStep<Counter.State, Counter.Action, Counter.Action>] = []
    let store = Store(
      initialState: Counter.State(), feature: Counter(),
      environment: .init(clock: ImmediateClock())
    ) { steps.append($0) }
    store.send(.incrementTapped)
    await store.send(.delayedIncrementTapped).finish()
    store.send(.decrementTapped)
    #expect(
      steps.map(\.input) == [
        .action(.incrementTapped), .action(.delayedIncrementTapped), .output(.incrementTapped),
        .action(.decrementTapped),
      ])
    #expect(steps.map(\.stateBefore.count) == [0, 1, 1, 2])
    #expect(steps.map(\.stateAfter.count) == [1, 1, 2, 1])
  }

  @Test func onStepSeesTheEventsOfASplitFeature() async {
    var inputs: [StoreStep<Pantry.State, Pantry.Action, Pantry.Event>.Input] = []
    let store = Store(
      initialState: Pantry.State(), feature: Pantry.feature,
      environment: .init(clock: ImmediateClock(), fetch: { ["rice"] })
    ) { inputs.append($0.input) }
    await store.send(.reloadTapped).finish()
    #expect(
      inputs == [
        .action(.reloadTapped), .output(.loadingDidStart), .output(.itemsDidLoad(["rice"])),
        .output(.loadingDidStop),
      ])
  }

  // MARK: Effects end

  @Test func effectsEndAndTheCancellationRegistryEmpties() async {
    let store = Store(
      initialState: Pantry.State(), feature: Pantry.feature,
      environment: .init(clock: ImmediateClock(), fetch: { ["rice"] }))
    let task = store.send(.reloadTapped)
    await task.finish()
    #expect(!task.isRunning)
    #expect(store.activeCancellationIDCount == 0)
  }

  @Test func cancelledEffectsEndAndTheCancellationRegistryEmpties() async {
    let gate = Gate()
    let store = Store(
      initialState: Pantry.State(), feature: Pantry.feature,
      environment: .init(
        clock: ImmediateClock(),
        fetch: {
          await gate.wait(); return ["rice"]
        }))
    let task = store.send(.reloadTapped)
    #expect(store.state.isLoading)
    #expect(store.activeCancellationIDCount == 1)
    store.send(.cancelTapped)
    await task.finish()
    #expect(store.state == Pantry.State(isLoading: false, items: []))
    #expect(store.activeCancellationIDCount == 0)
  }

  @Test func anUnhandledErrorIsIgnored() async {
    let store = Store(initialState: [], feature: OutputLog(), environment: ())
    await store.send(
      .start(
        .run { send in
          await send("before")
          throw Boom()
        })
    ).finish()
    #expect(store.state == ["before"])
  }
}

/// Blocks the calling thread, here the main actor, until an effect signals: the effect's next hop to
/// the main actor then waits for the test.
private func waitSynchronously(for semaphore: DispatchSemaphore) { semaphore.wait() }
