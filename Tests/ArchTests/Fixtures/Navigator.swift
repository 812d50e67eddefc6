import Arch

/// A parent reducer with effects whose state is a navigation stack of two kinds of screens: tracks,
/// each with its own cancellable timer, and notes; both can dismiss themselves.
enum Navigator {
  typealias Track = Playlist.Track

  struct Note: EffectReducer {
    struct State: Equatable, Sendable { var text = "" }
    enum Action: Equatable, Sendable {
      case edited(String)
      case doneTapped, dismiss
    }

    func reduce(into state: inout State, action: Action, environment: Void) -> Effect<Action> {
      switch action {
      case .edited(let text):
        state.text = text
        return .none
      case .doneTapped: return .send(.dismiss)
      case .dismiss: return .none
      }
    }
  }

  enum Screen: Equatable, Sendable {
    case track(Track.State)
    case note(Note.State)
  }

  struct State: Equatable, Sendable {
    var path = ScreenStack<Screen>()
  }

  enum Action: Equatable, Sendable {
    case track(id: ScreenID, action: Track.Action)
    case note(id: ScreenID, action: Note.Action)
    case openTrackTapped(Int)
    case openNoteTapped
    case popped(to: ScreenID?)
    case backTapped
    case replaceTopWithNoteTapped
  }

  typealias Composed = StackChild<
    StackChild<Reduce<State, Action, any Clock<Duration>>, Track, Screen>, Note, Screen
  >

  static var feature: Composed {
    Reduce<State, Action, any Clock<Duration>> { state, action, _ in
      switch action {
      case .openTrackTapped(let id): state.path.push(.track(Track.State(id: id)))
      case .openNoteTapped: state.path.push(.note(Note.State()))
      case .popped(let id): state.path.pop(to: id)
      case .backTapped: state.path.pop()
      case .replaceTopWithNoteTapped:
        if let top = state.path.topID { state.path[id: top] = .note(Note.State()) }
      case .track, .note: break
      }
      return .none
    }
    .stack(
      Track(), state: \State.path, case: CaseOf(Screen.track), action: CaseOf(Action.track),
      output: CaseOf(Action.track), environment: { $0 }, dismissedBy: .dismiss
    )
    .stack(
      Note(), state: \State.path, case: CaseOf(Screen.note), action: CaseOf(Action.note),
      output: CaseOf(Action.note), environment: { _ in () }, dismissedBy: .dismiss)
  }
}
