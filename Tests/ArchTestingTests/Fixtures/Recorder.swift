import Arch

/// A record-meeting screen, as TCA's SyncUps app has one: a timer on the environment's clock ticks
/// every second; with `endsAfter`, the screen stops its timer when the meeting's time is up, and
/// without it the timer runs for as long as the screen lives.
struct Recorder: EffectReducer {
  struct State: Equatable, Sendable {
    var secondsElapsed = 0
    var endsAfter: Int?
    var isFinished = false
  }

  enum Action: Equatable, Sendable { case onTask, timerTick }

  struct Environment: Sendable { var clock: any Clock<Duration> }

  enum ID: Hashable, Sendable { case timer }

  func reduce(into state: inout State, action: Action, environment: Environment) -> Effect<Action> {
    switch action {
    case .onTask:
      return .run { send in
        for await _ in environment.clock.timer(interval: .seconds(1)) {
          await send(.timerTick)
        }
      }
      .cancellable(id: ID.timer)
    case .timerTick:
      state.secondsElapsed += 1
      guard let end = state.endsAfter, state.secondsElapsed >= end else { return .none }
      state.isFinished = true
      return .cancel(id: ID.timer)
    }
  }
}
