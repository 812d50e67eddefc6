import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// Parity for what whole apps add: a feature that dismisses itself at the root of the store, and a
/// navigation stack whose screens run, pop themselves and are popped with their effects running.
@MainActor
@Suite struct WholeAppParityTests {
  /// A countdown that ticks every second and dismisses itself when it reaches zero, with a second
  /// timer still running that dismissal must end.
  enum Countdown {
    enum Action: Equatable, Sendable { case start, tick, heartbeat, dismiss }
    struct State: Equatable, Sendable {
      var remaining = 3
      var heartbeats = 0
    }

    static let feature = Reduce<State, Action, TestClock> { state, action, clock in
      switch action {
      case .start:
        return .merge(
          every(.seconds(1), send: .tick, on: clock), every(.seconds(2), send: .heartbeat, on: clock))
      case .tick:
        state.remaining -= 1
        return state.remaining == 0 ? .send(.dismiss) : .none
      case .heartbeat:
        state.heartbeats += 1
        return .none
      case .dismiss:
        return .none
      }
    }

    static func every(_ interval: Duration, send action: Action, on clock: TestClock) -> Effect<Action> {
      .run { send in
        while true {
          try await clock.sleep(for: interval)
          await send(action)
        }
      }
    }
  }

  @Test(arguments: [1, 3, 5, 9])
  func aFeatureThatDismissesItselfEndsTheSameWayInBothStores(seconds: Int) async {
    let script: [ParityMove<Countdown.Action>] =
      [.send(.start)] + Array(repeating: .advance(.seconds(1)), count: seconds)
    let store = await StoreParity.runStore(
      script, feature: Countdown.feature, initialState: .init(), environment: { $0 }, dismissedBy: .dismiss)
    let testStore = await StoreParity.runTestStore(
      script, feature: Countdown.feature, initialState: .init(), environment: { $0 }, dismissedBy: .dismiss)
    #expect(store == testStore)
    #expect(store.isDismissed == (seconds >= 3))
    #expect(store.finalState.heartbeats == (seconds >= 2 ? 1 : 0), "dismissal ends the heartbeat too")
  }

  @discardableResult
  private func expectStackParity(
    _ script: [ParityMove<StackLab.Action>], _ comment: Comment? = nil
  ) async -> ParityOutcome<StackLab.State, StackLab.Action> {
    let store = await StoreParity.runStore(
      script, feature: StackLab.feature, initialState: .init(), environment: { $0 })
    let testStore = await StoreParity.runTestStore(
      script, feature: StackLab.feature, initialState: .init(), environment: { $0 })
    #expect(store == testStore, comment)
    return store
  }

  @Test func aScreenPoppingItselfWhileTheOneBelowRuns() async {
    let outcome = await expectStackParity([
      .send(.push(seconds: 3)), .send(.startTop), .send(.push(seconds: 1)), .send(.startTop),
      .advance(.seconds(1)), .advance(.seconds(1)), .advance(.seconds(1)),
    ])
    #expect(
      outcome.outputs.suffix(2) == [.countdown(id: 0, action: .tick), .countdown(id: 0, action: .dismiss)])
    #expect(outcome.finalState.path.isEmpty)
  }

  @Test func poppingARunningScreenEndsItsTimer() async {
    await expectStackParity([
      .send(.push(seconds: 3)), .send(.startTop), .advance(.seconds(1)), .send(.pop), .advance(.seconds(5)),
    ])
  }

  @Test(arguments: 0..<60 as Range<UInt64>)
  func generatedStackScripts(seed: UInt64) async {
    var random = SplitMix64(seed: seed)
    func below(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    var sends = 0
    let script: [ParityMove<StackLab.Action>] = (0..<(4 + below(12))).map { _ in
      switch below(10) {
      case 0..<6:
        sends += 1
        return .send(StackLab.moves[below(StackLab.moves.count)])
      case 6..<9:
        return .advance(.milliseconds(500 * below(5)))
      default:
        return .cancel(sendIndex: sends == 0 ? 0 : below(sends))
      }
    }
    await expectStackParity(script, "seed \(seed): \(script)")
  }

  /// Two features over one shared total: one adds to it later, on the clock, the other doubles it
  /// from inside an effect.
  enum ShareLab {
    struct State: Equatable, Sendable {
      var adder: Shared<Int>
      var doubler: Shared<Int>
      var doublings = 0
    }

    enum Action: Equatable, Sendable { case addLater, added, double, doubled }

    static let moves: [Action] = [.addLater, .double]

    static let feature = Reduce<State, Action, TestClock> { state, action, clock in
      switch action {
      case .addLater:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.added)
        }
      case .added:
        state.adder.withLock { $0 += 3 }
        return .none
      case .double:
        return .run { [total = state.doubler] send in
          total.withLock { $0 *= 2 }
          await send(.doubled)
        }
      case .doubled:
        state.doublings += 1
        return .none
      }
    }

    static func state() -> State {
      let total = SharedValues(storage: .inMemory())[SharedKey<Int>.inMemory("total", default: 1)]
      return State(adder: total, doubler: total)
    }
  }

  @Test(arguments: 0..<40 as Range<UInt64>)
  func sharedValuesEndTheSameInBothStores(seed: UInt64) async {
    var random = SplitMix64(seed: seed)
    func below(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
    let script: [ParityMove<ShareLab.Action>] = (0..<(3 + below(10))).map { _ in
      below(3) == 0 ? .advance(.milliseconds(500 * below(4))) : .send(ShareLab.moves[below(2)])
    }
    // Each store gets its own shared values, as two tests would.
    let store = await StoreParity.runStore(
      script, feature: ShareLab.feature, initialState: ShareLab.state(), environment: { $0 })
    let testStore = await StoreParity.runTestStore(
      script, feature: ShareLab.feature, initialState: ShareLab.state(), environment: { $0 })
    #expect(store.outputs == testStore.outputs, "seed \(seed): \(script)")
    #expect(store.finalState.adder.value == testStore.finalState.adder.value, "seed \(seed): \(script)")
    #expect(store.finalState.doublings == testStore.finalState.doublings)
  }
}
