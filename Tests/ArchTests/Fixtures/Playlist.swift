import Arch

/// A parent reducer with effects (`Reduce`) holding a collection of identified tracks, each a child
/// reducer with its own cancellable timer, and an optional child counter that can dismiss itself.
enum Playlist {
  struct Track: EffectReducer {
    struct State: Equatable, Sendable, Identifiable {
      var id: Int
      var seconds = 0
    }

    enum Action: Equatable, Sendable { case playTapped, pauseTapped, ticked, closeTapped, dismiss }

    typealias Environment = any Clock<Duration>

    struct TimerID: Hashable, Sendable {}

    func reduce(into state: inout State, action: Action, environment: any Clock<Duration>) -> Effect<Action> {
      switch action {
      case .playTapped:
        return .run { send in
          while true {
            try await environment.sleep(for: .seconds(1))
            await send(.ticked)
          }
        }
        .cancellable(id: TimerID(), cancelInFlight: true)
      case .pauseTapped: return .cancel(id: TimerID())
      case .ticked:
        state.seconds += 1
        return .none
      case .closeTapped: return .send(.dismiss)
      case .dismiss: return .none
      }
    }
  }

  struct State: Equatable, Sendable {
    var tracks: [Track.State] = []
    var nowPlaying: Track.State?
  }

  enum Action: Equatable, Sendable {
    case track(id: Int, action: Track.Action)
    case nowPlaying(Track.Action)
    case removeTapped(id: Int)
    case closeNowPlayingTapped
    case playNextTapped(id: Int)
  }

  typealias Composed = PresentedChild<ForEachChild<Reduce<State, Action, any Clock<Duration>>, Track>, Track>

  static var feature: Composed {
    Reduce<State, Action, any Clock<Duration>> { state, action, _ in
      switch action {
      case .removeTapped(let id): state.tracks[id: id] = nil
      case .closeNowPlayingTapped: state.nowPlaying = nil
      case .playNextTapped(let id): state.nowPlaying = Track.State(id: id)
      case .track, .nowPlaying: break
      }
      return .none
    }
    .forEach(
      Track(), state: \State.tracks, action: CaseOf(Action.track), output: CaseOf(Action.track),
      environment: { $0 }
    )
    .presenting(
      Track(), state: \State.nowPlaying, action: CaseOf(Action.nowPlaying),
      output: CaseOf(Action.nowPlaying), environment: { $0 }, dismissedBy: .dismiss)
  }
}
