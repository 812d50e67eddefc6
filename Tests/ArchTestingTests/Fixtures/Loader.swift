import Arch

/// A small split feature: load items after a delay on the clock, with a failure path.
///
/// `Codable`, so a session of it can be recorded, fingerprinted and replayed.
enum Loader {
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

  struct LoadError: Error, CustomStringConvertible {
    var description: String { "offline" }
  }

  struct Environment: Sendable {
    var clock: any Clock<Duration>
    var fetch: @Sendable () async throws -> [String]
  }

  struct LoadID: Hashable, Sendable {}

  struct LoaderPresenter: Presenter {
    func present(_ action: Action, state: State, environment: Environment) -> Effect<Event> {
      switch action {
      case .reloadTapped:
        return .run { send in
          await send(.loadingDidStart)
          try await environment.clock.sleep(for: .seconds(1))
          await send(.itemsDidLoad(try await environment.fetch()))
          await send(.loadingDidStop)
        } catch: { error, send in
          await send(.loadingDidFail("\(error)"))
          await send(.loadingDidStop)
        }
        .cancellable(id: LoadID(), cancelInFlight: true)
      case .cancelTapped:
        return .cancel(id: LoadID())
      }
    }
  }

  struct LoaderReducer: Reducer {
    func reduce(_ state: inout State, event: Event) {
      switch event {
      case .loadingDidStart: state.isLoading = true
      case .itemsDidLoad(let items): state.items = items
      case .loadingDidFail(let message): state.error = message
      case .loadingDidStop: state.isLoading = false
      }
    }
  }

  static let feature = SplitFeature(presenter: LoaderPresenter(), reducer: LoaderReducer())
}
