import Arch
import ArchTesting

/// A tally for the tests of session shrinking: "Add one" counts at once, "Later" counts a second
/// later, "Reset" starts over, "Flash" shows nine for an instant, "Fail" starts an effect that
/// throws, a "Name" field keeps its text, and `bump` counts with no control sending it.
///
/// It promises to stay below two, a promise the sessions of the tests break.
enum SessionTally {
  struct State: Equatable, Codable {
    var count = 0
    var name = ""
  }

  enum Action: Equatable, Codable {
    case addTapped, laterTapped, resetTapped, flashTapped, failTapped, bump
    case nameChanged(String)
    case counted, flashEnded
  }

  struct Broken: Error {}

  /// The tally; with `resetWorks` false, "Reset" forgets to reset.
  static func feature(resetWorks: Bool = true) -> Reduce<State, Action, TestClock> {
    Reduce { state, action, clock in
      reduce(&state, action, clock, resetWorks: resetWorks)
    }
  }

  private static func reduce(
    _ state: inout State, _ action: Action, _ clock: TestClock, resetWorks: Bool
  ) -> Effect<Action> {
    switch action {
    case .addTapped, .bump, .counted: state.count += 1
    case .laterTapped:
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.counted)
      }
    case .resetTapped: if resetWorks { state.count = 0 }
    case .flashTapped:
      state.count = 9
      return .send(.flashEnded)
    case .flashEnded: state.count = 0
    case .failTapped: return .run { _ in throw Broken() }
    case .nameChanged(let name): state.name = name
    }
    return .none
  }

  struct View: ViewBuilder {
    func view(for state: State) -> ViewNode<Action> {
      .vstack {
        ViewNode.textField("Name", text: state.name, onChange: Action.nameChanged)
        ViewNode.button("Add one", sends: .addTapped)
        ViewNode.button("Later", sends: .laterTapped)
        ViewNode.button("Reset", sends: .resetTapped)
        ViewNode.button("Flash", sends: .flashTapped)
        ViewNode.button("Fail", sends: .failTapped)
        ViewNode.text("\(state.count)")
      }
    }
  }

  /// The tally as the printed tests make it.
  enum Subject: Explorable {
    static func makeStore(clock: TestClock) -> TestStore<Reduce<State, Action, TestClock>> {
      TestStore(initialState: State(), feature: feature(), environment: clock, view: View())
    }

    static let invariants = [Invariant<State, Action>("the count stays below two") { $0.count < 2 }]
  }

  /// The tally whose "Reset" forgets to reset, for sessions recorded on the tally that works.
  enum ForgetfulSubject: Explorable {
    static func makeStore(clock: TestClock) -> TestStore<Reduce<State, Action, TestClock>> {
      TestStore(initialState: State(), feature: feature(resetWorks: false), environment: clock, view: View())
    }
  }

  typealias Session = RecordedSession<State, Action, Action>

  /// A session of `steps`, each an action at a time in milliseconds.
  static func session(_ steps: [(milliseconds: Int, action: Action)], startState: State? = State()) -> Session
  {
    Session(
      startState: startState,
      steps: steps.map { RecordedStep(input: .action($0.action), time: .milliseconds($0.milliseconds)) })
  }
}
