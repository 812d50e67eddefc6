import Arch

/// A reducer with effects: `(inout State, Action) -> Effect<Action>`, with a delayed increment on the
/// clock and a cancellable timer.
struct Counter: EffectReducer {
  struct State: Equatable, Sendable {
    var count = 0
    var isTimerRunning = false
  }

  enum Action: Equatable, Sendable {
    case incrementTapped
    case decrementTapped
    case delayedIncrementTapped
    case startTimerTapped
    case stopTimerTapped
    case timerTicked
  }

  struct Environment: Sendable {
    var clock: any Clock<Duration>
  }

  struct TimerID: Hashable, Sendable {}

  func reduce(into state: inout State, action: Action, environment: Environment) -> Effect<Action> {
    switch action {
    case .incrementTapped, .timerTicked:
      state.count += 1
      return .none
    case .decrementTapped:
      state.count -= 1
      return .none
    case .delayedIncrementTapped:
      return .run { send in
        try await environment.clock.sleep(for: .seconds(1))
        await send(.incrementTapped)
      }
    case .startTimerTapped:
      state.isTimerRunning = true
      return .run { send in
        while true {
          try await environment.clock.sleep(for: .seconds(1))
          await send(.timerTicked)
        }
      }
      .cancellable(id: TimerID(), cancelInFlight: true)
    case .stopTimerTapped:
      state.isTimerRunning = false
      return .cancel(id: TimerID())
    }
  }
}
