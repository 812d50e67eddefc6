import Arch
import ArchTesting
import Testing

/// `pickReadyEffects` chooses which of several ready effects goes first, for effects a step starts
/// together and for sleepers a clock move wakes at the same instant.
struct PickReadyEffectsTests {
  enum Step: Equatable { case start, first, second }

  static let racing = Reduce<[Step], Step, TestClock> { log, step, clock in
    guard step == .start else { log.append(step); return .none }
    return .merge(
      .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.first)
      },
      .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.second)
      })
  }

  @Test func byDefaultSleepersDueTogetherGoOnInTheOrderTheyStarted() async {
    let clock = TestClock()
    let store = TestStore(initialState: [], feature: Self.racing, environment: clock)
    await store.send(.start)
    await clock.advance(by: .seconds(1))
    await store.receive(.first) { $0 = [.first] }
    await store.receive(.second) { $0 = [.first, .second] }
  }

  @Test func aPickRunsTheLaterSleeperFirst() async {
    let clock = TestClock()
    let store = TestStore(initialState: [], feature: Self.racing, environment: clock)
    await store.send(.start)
    store.pickReadyEffects(1)
    await clock.advance(by: .seconds(1))
    await store.receive(.second) { $0 = [.second] }
    await store.receive(.first) { $0 = [.second, .first] }
  }

  @Test func aPickPastTheLastReadyEffectRunsTheLast() async {
    let clock = TestClock()
    let store = TestStore(initialState: [], feature: Self.racing, environment: clock)
    await store.send(.start)
    store.pickReadyEffects(5)
    await clock.advance(by: .seconds(1))
    await store.receive(.second) { $0 = [.second] }
    await store.receive(.first) { $0 = [.second, .first] }
  }

  @Test func aPickAppliesToEffectsAStepStartsTogether() async {
    let feature = Reduce<[Step], Step, Void> { log, step, _ in
      guard step == .start else { log.append(step); return .none }
      return .merge(.run { send in await send(.first) }, .run { send in await send(.second) })
    }
    let store = TestStore(initialState: [], feature: feature, environment: ())
    store.pickReadyEffects(1)
    await store.send(.start)
    await store.receive(.second) { $0 = [.second] }
    await store.receive(.first) { $0 = [.second, .first] }
  }
}
