import Arch

/// A feature that holds a collection of itself and an optional of itself: an outline whose nodes
/// each run the whole feature, timers included.
struct Tree: EffectReducer {
  struct State: Equatable, Sendable, Identifiable {
    var id: Int
    var title = ""
    var ticks = 0
    var children: [State] = []
    @Indirect var focused: State? = nil
  }

  indirect enum Action: Equatable, Sendable {
    case addTapped
    case removeTapped(id: Int)
    case titleChanged(String)
    case startTimerTapped
    case timerTicked
    case focusTapped
    case unfocusTapped
    case child(id: Int, action: Action)
    case focused(Action)
  }

  struct Environment: Sendable {
    var clock: any Clock<Duration>
  }

  struct TimerID: Hashable, Sendable {}

  static let feature = Tree().recursive { core, tree in
    core
      .forEach(
        tree, state: \.children, action: CaseOf(Action.child), output: CaseOf(Action.child),
        environment: { $0 }
      )
      .presenting(
        tree, state: \.focused, action: CaseOf(Action.focused), output: CaseOf(Action.focused),
        environment: { $0 })
  }

  func reduce(into state: inout State, action: Action, environment: Environment) -> Effect<Action> {
    switch action {
    case .addTapped:
      state.children.append(State(id: state.id * 10 + state.children.count + 1))
    case .removeTapped(let id):
      state.children.removeAll { $0.id == id }
    case .titleChanged(let title):
      state.title = title
    case .startTimerTapped:
      let clock = environment.clock
      return .run { send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.timerTicked)
        }
      }
      .cancellable(id: TimerID())
    case .timerTicked:
      state.ticks += 1
    case .focusTapped:
      state.focused = State(id: state.id * 100)
    case .unfocusTapped:
      state.focused = nil
    case .child, .focused:
      break
    }
    return .none
  }
}
