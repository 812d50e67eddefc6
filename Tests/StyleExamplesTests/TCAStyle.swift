import Arch

/// A feature in the shape of The Composable Architecture's reducers: one `reduce(into:action:)` that
/// changes the state and returns effects that send further actions.
///
/// Ported from TCA, `Reducer`
/// becomes `EffectReducer` and the dependencies become an explicit environment.
struct NumberFactFeature: EffectReducer {
  nonisolated struct State: Equatable {
    var count = 0
    var fact: String?
    var isLoading = false
  }

  nonisolated enum Action: Equatable, Sendable {
    case incrementTapped
    case factTapped
    case factResponse(String)
  }

  struct Environment: Sendable {
    var clock: any Clock<Duration>
    var fact: @Sendable (Int) async throws -> String
  }

  func reduce(into state: inout State, action: Action, environment: Environment) -> Effect<Action> {
    switch action {
    case .incrementTapped:
      state.count += 1
      state.fact = nil
      return .none
    case .factTapped:
      state.isLoading = true
      return .run { [count = state.count] send in
        try await environment.clock.sleep(for: .seconds(1))
        await send(.factResponse(try await environment.fact(count)))
      }
    case .factResponse(let fact):
      state.isLoading = false
      state.fact = fact
      return .none
    }
  }
}
