import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// The reducer-with-effects shape, `(inout State, Action) -> Effect<Action>`, written as an
/// `EffectReducer` conformance or a `Reduce { }` closure, driven by both stores.
@Suite(.timeLimit(.minutes(10))) struct EffectReducerTests {
  enum Step: Equatable, Sendable {
    case add(Int)
    case addLater(Int)
    case addTwiceLater(Int)
  }

  /// Logic as a closure: the effects send actions back into the same reducer. (`Reduce` holds a
  /// closure that is not `@Sendable`, so it cannot be a `static let`.)
  static var adder: Reduce<Int, Step, Void> {
    Reduce { total, step, _ in
      switch step {
      case .add(let amount):
        total += amount
        return .none
      case .addLater(let amount):
        return .run { send in await send(.add(amount)) }
      case .addTwiceLater(let amount):
        return .concatenate(.send(.add(amount)), .run { send in await send(.add(amount)) })
      }
    }
  }

  // MARK: An EffectReducer conformance

  @Test func aConformanceRunsInTheTestStore() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Counter.State(), feature: Counter(),
      environment: .init(clock: clock))
    await store.send(.incrementTapped) { $0.count = 1 }
    await store.send(.delayedIncrementTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.incrementTapped) { $0.count = 2 }
    await store.send(.decrementTapped) { $0.count = 1 }
    await store.finish()
  }

  @Test func aConformancesCancellableTimerTicksUntilStopped() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Counter.State(), feature: Counter(),
      environment: .init(clock: clock))
    await store.send(.startTimerTapped) { $0.isTimerOn = true }
    await clock.advance(by: .seconds(2))
    await store.receive(.timerTicked) { $0.count = 1 }
    await store.receive(.timerTicked) { $0.count = 2 }
    await store.send(.stopTimerTapped) { $0.isTimerOn = false }
    await clock.advance(by: .seconds(5))
    #expect(clock.pendingDeadlines.isEmpty)
    await store.finish()
  }

  @MainActor
  @Test func aConformanceRunsInTheProductionStore() async {
    let store = Store(
      initialState: Counter.State(), feature: Counter(),
      environment: .init(clock: ImmediateClock()))
    store.send(.incrementTapped)
    await store.send(.delayedIncrementTapped).finish()
    #expect(store.state == Counter.State(count: 2))
  }

  @Test func reduceCanBeCalledAsAPlainFunction() {
    var state = Counter.State()
    _ = Counter().reduce(into: &state, action: .incrementTapped, environment: .init(clock: ImmediateClock()))
    #expect(state.count == 1)
  }

  // MARK: A Reduce closure

  @Test func aClosureRunsInTheTestStore() async {
    let store = TestStore(initialState: 0, feature: Self.adder, environment: ())
    await store.send(.add(2)) { $0 = 2 }
    await store.send(.addLater(3))
    await store.receive(.add(3)) { $0 = 5 }
    await store.send(.addTwiceLater(1))
    await store.receive(.add(1)) { $0 = 6 }
    await store.receive(.add(1)) { $0 = 7 }
    await store.finish()
  }

  @MainActor
  @Test func aClosureRunsInTheProductionStore() async {
    var inputs: [StoreStep<Int, Step, Step>.Input] = []
    let store = Store(initialState: 0, feature: Self.adder, environment: ()) { inputs.append($0.input) }
    await store.send(.addTwiceLater(4)).finish()
    #expect(store.state == 8)
    #expect(inputs == [.action(.addTwiceLater(4)), .output(.add(4)), .output(.add(4))])
  }
}
