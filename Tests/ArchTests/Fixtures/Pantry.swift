import Arch

/// A small split feature: a presenter loads the pantry's items after a delay on the clock, a pure
/// reducer applies the events, a view builder describes the screen.
///
/// Its types are `Codable`, so a
/// session of it can be recorded and read back.
enum Pantry {
  struct State: Equatable, Sendable, Codable {
    var isLoading = false
    var items: [String] = []
    var error: String?
  }

  enum Action: Equatable, Sendable, Codable {
    case reloadTapped
    case cancelTapped
  }

  enum Event: Equatable, Sendable, Codable {
    case loadingDidStart
    case itemsDidLoad([String])
    case loadingDidFail(String)
    case loadingDidStop
  }

  struct Environment: Sendable {
    var clock: any Clock<Duration>
    var fetch: @Sendable () async throws -> [String]
  }

  struct LoadID: Hashable, Sendable {}

  struct PantryPresenter: Presenter {
    func present(_ action: Action, state: State, environment: Environment) -> Effect<Event> {
      switch action {
      case .reloadTapped:
        return .merge(
          .send(.loadingDidStart),
          .concatenate(
            .run { send in
              try await environment.clock.sleep(for: .seconds(1))
              await send(.itemsDidLoad(try await environment.fetch()))
            } catch: { error, send in
              await send(.loadingDidFail("\(error)"))
            },
            .send(.loadingDidStop)
          )
        )
        .cancellable(id: LoadID(), cancelInFlight: true)
      case .cancelTapped:
        return .merge(.cancel(id: LoadID()), .send(.loadingDidStop))
      }
    }
  }

  struct PantryReducer: Reducer {
    func reduce(_ state: inout State, event: Event) {
      switch event {
      case .loadingDidStart: state.isLoading = true
      case .itemsDidLoad(let items): state.items = items
      case .loadingDidFail(let message): state.error = message
      case .loadingDidStop: state.isLoading = false
      }
    }
  }

  struct PantryView: ViewBuilder {
    func view(for state: State) -> ViewNode<Action> {
      .vstack {
        ViewNode.text("Pantry")
        ViewNode.button("Reload", sends: .reloadTapped, isEnabled: !state.isLoading)
        for item in state.items { ViewNode.text(item) }
      }
    }
  }

  static let feature = SplitFeature(presenter: PantryPresenter(), reducer: PantryReducer())
}
