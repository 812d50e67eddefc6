import Arch

/// A countdown that ticks once a second on the clock until it reaches zero: the child the
/// composition tests run as rows, as a presented screen and as screens on a stack.
struct Countdown: EffectReducer {
  struct State: Equatable, Sendable, Codable, Identifiable {
    var id: Int
    var remaining = 2
  }

  enum Action: Equatable, Sendable {
    case startTapped
    case ticked
  }

  struct Environment: Sendable {
    var clock: any Clock<Duration>
  }

  func reduce(into state: inout State, action: Action, environment: Environment) -> Effect<Action> {
    switch action {
    case .startTapped:
      return tick(environment)
    case .ticked:
      state.remaining -= 1
      return state.remaining > 0 ? tick(environment) : .none
    }
  }

  private func tick(_ environment: Environment) -> Effect<Action> {
    .run { send in
      try await environment.clock.sleep(for: .seconds(1))
      await send(.ticked)
    }
  }
}

/// A board of countdowns in rows (`forEach`), in a presented editor (`presenting`) and on a stack
/// of screens (`stack`).
enum Countdowns {
  struct State: Equatable, Sendable, Encodable {
    var rows: [Countdown.State] = []
    var editor: Countdown.State?
    var path = ScreenStack<Countdown.State>()

    private enum CodingKeys: CodingKey { case rows, editor, path }

    // A stack is recorded as its screens, bottom first.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(rows, forKey: .rows)
      try container.encode(editor, forKey: .editor)
      try container.encode(path.screens, forKey: .path)
    }
  }

  enum Action: Equatable, Sendable {
    case addRowTapped(Int)
    case row(id: Int, action: Countdown.Action)
    case editTapped
    case editor(Countdown.Action)
    case pushTapped
    case screen(id: ScreenID, action: Countdown.Action)
  }

  struct Core: EffectReducer {
    func reduce(into state: inout State, action: Action, environment: Countdown.Environment) -> Effect<Action>
    {
      switch action {
      case .addRowTapped(let id): state.rows.append(Countdown.State(id: id))
      case .editTapped: state.editor = Countdown.State(id: 0)
      case .pushTapped: state.path.push(Countdown.State(id: state.path.count))
      case .row, .editor, .screen: break
      }
      return .none
    }
  }

  static var feature: some Feature<State, Action, Action, Countdown.Environment> {
    Core()
      .forEach(
        Countdown(), state: \State.rows, action: CaseOf(Action.row), output: CaseOf(Action.row),
        environment: { $0 }
      )
      .presenting(
        Countdown(), state: \State.editor, action: CaseOf(Action.editor), output: CaseOf(Action.editor),
        environment: { $0 }
      )
      .stack(
        Countdown(), state: \State.path, action: CaseOf(Action.screen), output: CaseOf(Action.screen),
        environment: { $0 })
  }
}
