import Arch
import ArchLocking
import ArchTesting
import Testing

/// The test clock behaves as swift-clocks' does, which users port their tests from.
///
/// The limit guards against a hang, not a slow run: under ThreadSanitizer, while the suite's
/// explorations keep both cooperative threads busy, a test that waits for its own sleeping task to
/// be scheduled has taken more than two minutes.
@Suite(.timeLimit(.minutes(10))) struct TestClockTests {
  @Test func aSleepUntilNowWaitsForTheNextAdvanceEvenByZero() async {
    let clock = TestClock()
    let woke = Locked(false)
    let sleeper = Task {
      try? await clock.sleep(until: clock.now)
      woke.withLock { $0 = true }
    }
    while clock.pendingDeadlines.isEmpty { await Task.yield() }
    #expect(!woke.withLock { $0 })
    await clock.advance(by: .zero)
    await sleeper.value
    #expect(woke.withLock { $0 })
  }

  @Test func aSleepUntilADeadlineAlreadyPastReturnsAtOnce() async throws {
    let clock = TestClock()
    await clock.advance(by: .seconds(2))
    try await clock.sleep(until: clock.now.advanced(by: .seconds(-1)))
    #expect(clock.pendingDeadlines.isEmpty)
  }

  @Test func advancingATestStoresClockWalksEveryDeadlineOnTheWay() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: ParityLab.State(), feature: ParityLab(), environment: .init(clock: clock))
    store.exhaustivity = .off
    await store.send(.load)
    await clock.advance(by: .seconds(3))
    await store.skipReceived()
    #expect(store.state.saves == 1, "the save started at 1 s by the loaded output is due at 3 s")
    await store.finish()
  }

  @MainActor
  @Test func advancingAProductionStoresClockTicksItsTimerAtEveryDeadline() async {
    let clock = TestClock()
    let store = Store(
      initialState: 0,
      feature: Reduce<Int, Tick, Void> { count, action, _ in
        switch action {
        case .start:
          return .run { send in
            while true {
              try await clock.sleep(for: .seconds(1))
              await send(.tick)
            }
          }
        case .tick:
          count += 1
          return .none
        }
      },
      environment: ())
    let timer = store.send(.start)
    while clock.pendingDeadlines.isEmpty { await Task.yield() }
    await clock.advance(by: .seconds(10))
    #expect(store.state == 10)
    timer.cancel()
    await timer.finish()
  }

  enum Tick: Sendable { case start, tick }
}
