import Arch
import ArchTesting

/// A stopwatch that ticks on `clock.timer(interval:)`, and a screenshot counter fed by a service
/// that returns a stream once it has set up: the shapes of TCA's timers and long-living effects.
struct Stopwatch: EffectReducer {
  struct State: Equatable, Sendable {
    var seconds = 0
    var screenshots = 0
  }

  enum Action: Equatable, Sendable {
    case startTapped, stopTapped, timerTicked
    case watchScreenshots, screenshotTaken
  }

  struct Environment: Sendable {
    var clock: any Clock<Duration>
    var screenshots: @Sendable () async -> AsyncStream<Void> = unimplemented("Stopwatch.screenshots")
  }

  enum ID: Hashable, Sendable { case timer }

  func reduce(into state: inout State, action: Action, environment: Environment) -> Effect<Action> {
    switch action {
    case .startTapped:
      return .run { send in
        for await _ in environment.clock.timer(interval: .seconds(1)) {
          await send(.timerTicked)
        }
      }
      .cancellable(id: ID.timer, cancelInFlight: true)
    case .stopTapped:
      return .cancel(id: ID.timer)
    case .timerTicked:
      state.seconds += 1
      return .none
    case .watchScreenshots:
      return .run { send in
        for await _ in await environment.screenshots() {
          await send(.screenshotTaken)
        }
      }
    case .screenshotTaken:
      state.screenshots += 1
      return .none
    }
  }
}
