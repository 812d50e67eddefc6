import Arch

/// Actions that nest cases as ported apps' do: an editor presented in a destination, which closes
/// itself through `.delegate(.dismiss)` while its other delegate cases leave it open, and a search
/// response carrying `Result<_, any Error>`, which makes the actions not `Equatable`.
enum Standups {
  struct State: Equatable, Sendable {
    var destination: Destination?
    var results: [String] = []
    var searchError: String?
    var meetingsStarted = 0
  }

  enum Destination: Equatable, Sendable {
    case edit(Editor.State)
    case detail(String)
  }

  enum Action: Sendable {
    case editTapped
    case destination(DestinationAction)
    case searchTapped(String)
    case searchResponse(Result<[String], any Error>)
  }

  enum DestinationAction: Sendable {
    case edit(Editor.Action)
  }

  struct Services: Sendable {
    var search: @Sendable (String) async throws -> [String]
  }

  struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
  }

  /// The presented child: its delegate cases tell the parent what happened.
  struct Editor: EffectReducer {
    struct State: Equatable, Sendable {
      var title = "Standup"
      var saves = 0
    }

    enum Action: Equatable, Sendable {
      case titleChanged(String)
      case saveTapped
      case startTapped
      case closeTapped
      case delegate(Delegate)

      enum Delegate: Equatable, Sendable {
        case saved(String)
        case startMeeting
        case dismiss
      }
    }

    func reduce(into state: inout State, action: Action, environment: Void) -> Effect<Action> {
      switch action {
      case .titleChanged(let title):
        state.title = title
        return .none
      case .saveTapped:
        state.saves += 1
        return .send(.delegate(.saved(state.title)))
      case .startTapped:
        return .send(.delegate(.startMeeting))
      case .closeTapped:
        return .send(.delegate(.dismiss))
      case .delegate:
        return .none
      }
    }
  }

  struct Core: EffectReducer {
    typealias State = Standups.State
    typealias Action = Standups.Action
    typealias Environment = Standups.Services

    func reduce(into state: inout State, action: Action, environment: Services) -> Effect<Action> {
      switch action {
      case .editTapped:
        state.destination = .edit(Editor.State())
        return .none
      case .destination(.edit(.delegate(.startMeeting))):
        state.meetingsStarted += 1
        return .none
      case .destination:
        return .none
      case .searchTapped(let query):
        return .run { send in
          do {
            await send(.searchResponse(.success(try await environment.search(query))))
          } catch {
            await send(.searchResponse(.failure(error)))
          }
        }
      case .searchResponse(.success(let results)):
        state.results = results
        state.searchError = nil
        return .none
      case .searchResponse(.failure(let error)):
        state.searchError = "\(error)"
        return .none
      }
    }
  }

  static let editAction = CaseOf(Action.destination).appending(DestinationAction.edit)

  static let feature = Core().presenting(
    Editor(), state: \State.destination, case: CaseOf(Destination.edit),
    action: editAction, output: editAction, environment: { _ in () },
    dismissedBy: .delegate(.dismiss))
}
