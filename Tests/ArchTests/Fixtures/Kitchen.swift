import Arch
import ArchTestSupport

/// A parent split feature that embeds ``Pantry``: the pantry's state lives at `\.pantry`, its actions
/// and events are wrapped in `.pantry` cases, and the parent's own logic also sees the child's events.
enum Kitchen {
  struct State: Equatable, Sendable {
    var title = "Kitchen"
    var pantry = Pantry.State()
    var pantryLoads = 0
  }

  enum Action: Equatable, Sendable {
    case pantry(Pantry.Action)
    case renameTapped(String)
  }

  enum Event: Equatable, Sendable {
    case pantry(Pantry.Event)
    case renamed(String)
  }

  struct Environment: Sendable {
    var pantry: Pantry.Environment
  }

  /// The parent's own logic: it renames the kitchen and counts the pantry's loads.
  struct Core: Feature {
    func handle(_ action: Action, state: inout State, environment: Environment) -> Effect<Event> {
      switch action {
      case .renameTapped(let title): return .send(.renamed(title))
      case .pantry: return .none
      }
    }

    func apply(_ event: Event, state: inout State, environment: Environment) -> Effect<Event> {
      switch event {
      case .renamed(let title): state.title = title
      case .pantry(.itemsDidLoad): state.pantryLoads += 1
      case .pantry: break
      }
      return .none
    }
  }

  // A computed property: an embedded feature holds a key path and a closure, so it is not `Sendable`
  // and cannot be a `static let`.
  typealias Composed = Combined<
    Core,
    Embedded<SplitFeature<Pantry.PantryPresenter, Pantry.PantryReducer>, State, Action, Event, Environment>
  >

  static var feature: Composed {
    Core().combined(
      with: Pantry.feature.embedded(
        state: \Kitchen.State.pantry,
        action: CaseOf(Action.pantry),
        output: CaseOf(Event.pantry),
        environment: \Kitchen.Environment.pantry
      ))
  }
}

/// A parent reducer with effects that embeds ``Counter``; actions and outputs are the same type, so
/// one case wraps both.
enum Scoreboard {
  struct State: Equatable, Sendable {
    var home = Counter.State()
    var resets = 0
  }

  enum Action: Equatable, Sendable {
    case home(Counter.Action)
    case resetTapped
  }

  typealias Composed = Combined<
    Reduce<State, Action, Counter.Environment>, Embedded<Counter, State, Action, Action, Counter.Environment>
  >

  static var feature: Composed {
    let core = Reduce<State, Action, Counter.Environment> { state, action, _ in
      guard case .resetTapped = action else { return .none }
      state.resets += 1
      return .send(.home(.stopTimerTapped))
    }
    return core.combined(
      with: Counter().embedded(
        state: \State.home,
        action: CaseOf(Action.home),
        output: CaseOf(Action.home),
        environment: { $0 }
      ))
  }
}
