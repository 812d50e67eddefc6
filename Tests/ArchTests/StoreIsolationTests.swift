import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// Cancellation identifiers belong to one store: two stores (or two tests running in parallel) that
/// use the same identifier never cancel each other's effects, and nothing passes between them.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct StoreIsolationTests {
  // MARK: Production stores

  @Test func cancellingAnIDInOneStoreLeavesTheOtherStoresEffectRunning() async {
    let gate = Gate()
    let kept = Store(initialState: [], feature: OutputLog(), environment: ())
    let cancelling = Store(initialState: [], feature: OutputLog(), environment: ())
    let waitThenSend = Effect<String>.run { send in
      await gate.wait()
      await send("done")
    }
    let keptTask = kept.send(.start(waitThenSend.cancellable(id: SharedID())))
    let cancelledTask = cancelling.send(.start(waitThenSend.cancellable(id: SharedID())))
    cancelling.send(.start(.cancel(id: SharedID())))
    await cancelledTask.finish()
    #expect(keptTask.isRunning)
    gate.open()
    await keptTask.finish()
    #expect(kept.state == ["done"])
    #expect(cancelling.state == [])
  }

  @Test func cancelInFlightInOneStoreLeavesTheOtherStoresEffectRunning() async {
    let gate = Gate()
    let first = Store(initialState: [], feature: OutputLog(), environment: ())
    let second = Store(initialState: [], feature: OutputLog(), environment: ())
    func latestWins(_ name: String) -> OutputLog.Action {
      .start(
        .run { send in
          await gate.wait()
          await send(name)
        }.cancellable(id: SharedID(), cancelInFlight: true))
    }
    let firstTask = first.send(latestWins("first"))
    let secondTask = second.send(latestWins("second"))
    gate.open()
    await firstTask.finish()
    await secondTask.finish()
    #expect(first.state == ["first"])
    #expect(second.state == ["second"])
  }

  @Test func eachStoreHasItsOwnRegistryAndBothEmpty() async {
    let gate = Gate()
    let busy = Store(initialState: [], feature: OutputLog(), environment: ())
    let idle = Store(initialState: [], feature: OutputLog(), environment: ())
    let task = busy.send(.start(.run { _ in await gate.wait() }.cancellable(id: SharedID())))
    #expect(busy.activeCancellationIDCount == 1)
    #expect(idle.activeCancellationIDCount == 0)
    gate.open()
    await task.finish()
    #expect(busy.activeCancellationIDCount == 0)
  }

  @Test func outputsReachOnlyTheStoreWhoseEffectSentThem() async {
    let sender = Store(initialState: [], feature: OutputLog(), environment: ())
    let bystander = Store(initialState: [], feature: OutputLog(), environment: ())
    await sender.send(.start(.merge(.send("now"), .run { send in await send("later") }))).finish()
    #expect(sender.state == ["now", "later"])
    #expect(bystander.state == [])
  }

  // MARK: Test stores

  @Test func testStoresOnOneClockNeverCancelEachOthersEffects() async {
    let clock = TestClock()
    let kept = makeProbe()
    let cancelling = makeProbe()
    let effect = Effect<String>.after(.seconds(1), send: "done", on: clock).cancellable(id: SharedID())
    await kept.send(.start(effect))
    await cancelling.send(.start(effect))
    await cancelling.send(.start(.cancel(id: SharedID())))
    await clock.advance(by: .seconds(1))
    await kept.receive("done @ 1s")
    await kept.finish()
    await cancelling.finish()
  }

  @Test func testStoresOnOneClockNeverCancelInFlightEachOthersEffects() async {
    let clock = TestClock()
    let first = makeProbe()
    let second = makeProbe()
    func debounced(_ name: String) -> EffectProbe.Action {
      .start(.after(.seconds(1), send: name, on: clock).cancellable(id: SharedID(), cancelInFlight: true))
    }
    await first.send(debounced("first"))
    await second.send(debounced("second"))
    await clock.advance(by: .seconds(1))
    await first.receive("first @ 1s")
    await second.receive("second @ 1s")
    await first.finish()
    await second.finish()
  }

  @Test func aTestStoreNeverSeesAnotherStoresOutputs() async {
    let clock = TestClock()
    let sender = makeProbe()
    let bystander = makeProbe()
    await sender.send(.start(.after(.seconds(1), send: "mine", on: clock)))
    await clock.advance(by: .seconds(1))
    await expectIssues([]) { await bystander.finish() }
    await sender.receive("mine @ 1s")
    await sender.finish()
  }
}
