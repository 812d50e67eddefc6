import Arch

/// Every shape the composition operators give an action: rows by id (`forEach`), a presented child,
/// and screens on a stack reached through a path case, `.path(.element(id: 0, action: .detail(…)))`,
/// as TCA's apps write them.
///
/// Each row, child or screen is an `Episode`.
enum Episodes {
  struct Episode: EffectReducer {
    struct State: Equatable, Sendable, Identifiable {
      var id: Int
      var taps = 0
      var titles: [String] = []
    }

    enum Action: Equatable, Sendable {
      case tap, load
      case response([String])
    }

    func reduce(into state: inout State, action: Action, environment: Void) -> Effect<Action> {
      switch action {
      case .tap:
        state.taps += 1
        return .none
      case .load:
        let id = state.id
        return .run { send in await send(.response(["Episode \(id)"])) }
      case .response(let titles):
        state.titles = titles
        return .none
      }
    }
  }

  enum Screen: Equatable, Sendable { case detail(Episode.State) }
  enum ScreenAction: Equatable, Sendable { case detail(Episode.Action) }
  enum PathAction: Equatable, Sendable { case element(id: ScreenID, action: ScreenAction) }

  struct State: Equatable, Sendable {
    var rows = [Episode.State(id: 1), Episode.State(id: 2)]
    var detail: Episode.State?
    var path = ScreenStack<Screen>([.detail(Episode.State(id: 7))])
  }

  enum Action: Equatable, Sendable {
    case rows(id: Int, action: Episode.Action)
    case detail(Episode.Action)
    case path(PathAction)
  }

  /// The path case of a stacked episode's actions, as TCA's `StackAction.element` nests them.
  static let pathCase = CaseOf<Action, (ScreenID, Episode.Action)>(
    embed: { .path(.element(id: $0.0, action: .detail($0.1))) },
    extract: { if case .path(.element(let id, .detail(let action))) = $0 { (id, action) } else { nil } })

  static var feature: some Feature<State, Action, Action, Void> {
    Reduce<State, Action, Void> { _, _, _ in .none }
      .forEach(
        Episode(), state: \State.rows, action: CaseOf(Action.rows), output: CaseOf(Action.rows),
        environment: { $0 }
      )
      .presenting(
        Episode(), state: \State.detail, action: CaseOf(Action.detail), output: CaseOf(Action.detail),
        environment: { $0 }
      )
      .stack(
        Episode(), state: \State.path, case: CaseOf(Screen.detail), action: pathCase, output: pathCase,
        environment: { $0 })
  }
}
