import Arch
import ArchTesting
import Testing

/// Parity for what whole apps add: a feature that dismisses itself at the root of the store.
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
}
