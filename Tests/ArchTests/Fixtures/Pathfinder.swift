import Arch

/// A parent reducer whose navigation stack the library drives: the parent writes no push or pop,
/// only what a detail screen's "start" button pushes.
///
/// Details take no services; tracks take the
/// parent's clock and run a timer. Both dismiss themselves.
enum Pathfinder {
  typealias Track = Playlist.Track

  struct Detail: EffectReducer {
    struct State: Equatable, Sendable {
      var title: String
      var isEditing = false
    }
    enum Action: Equatable, Sendable { case editTapped, startTapped, closeTapped, dismiss }

    func reduce(into state: inout State, action: Action, environment: Void) -> Effect<Action> {
      switch action {
      case .editTapped: state.isEditing = true
      case .closeTapped: return .send(.dismiss)
      case .startTapped, .dismiss: break
      }
      return .none
    }
  }

  enum Screen: Equatable, Sendable {
    case detail(Detail.State)
    case track(Track.State)
  }

  enum ScreenAction: Equatable, Sendable {
    case detail(Detail.Action)
    case track(Track.Action)
  }

  struct State: Equatable, Sendable {
    var path = ScreenStack<Screen>()
  }

  enum Action: Equatable, Sendable {
    case path(StackAction<Screen, ScreenAction>)
  }

  static var feature: some Feature<State, Action, Action, any Clock<Duration>> {
    Reduce<State, Action, any Clock<Duration>> { state, action, _ in
      if case .path(.element(id: _, action: .detail(.startTapped))) = action {
        state.path.push(.track(Track.State(id: state.path.count)))
      }
      return .none
    }
    .stack(\.path, action: Action.path) {
      StackScreen(Detail(), case: Screen.detail, action: ScreenAction.detail, dismissedBy: .dismiss)
      StackScreen(Track(), case: Screen.track, action: ScreenAction.track, dismissedBy: .dismiss)
    }
  }
}
