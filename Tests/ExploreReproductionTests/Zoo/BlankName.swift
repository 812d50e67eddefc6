import Arch
import ArchTesting

/// A form that saves names.
///
/// The buggy variant only rejects the empty name, so a name of spaces is
/// saved.
enum BlankName {
  struct State: Equatable {
    var draft = ""
    var names: [String] = []
  }

  enum Action: Equatable {
    case draftChanged(String)
    case saveTapped
  }

  static func feature(fixed: Bool) -> Reduce<State, Action, Void> {
    Reduce { state, action, _ in
      switch action {
      case .draftChanged(let draft):
        state.draft = draft
      case .saveTapped:
        let isBlank = fixed ? state.draft.allSatisfy(\.isWhitespace) : state.draft.isEmpty
        guard !isBlank else { return .none }
        state.names.append(state.draft)
        state.draft = ""
      }
      return .none
    }
  }

  struct View: ViewBuilder {
    func view(for state: State) -> ViewNode<Action> {
      .vstack {
        ViewNode.textField("Name", text: state.draft, onChange: Action.draftChanged)
        ViewNode.button("Save", sends: .saveTapped)
        for name in state.names { ViewNode.text(name) }
      }
    }
  }

  enum Exploration: Explorable {
    static func makeStore(clock: TestClock) -> TestStore<Reduce<State, Action, Void>> {
      TestStore(
        initialState: State(), feature: feature(fixed: ZooVariant.isFixed), environment: (),
        view: View())
    }

    static let invariants = [
      Invariant<State, Action>("no saved name is blank") { state in
        state.names.allSatisfy { name in name.contains { !$0.isWhitespace } }
      }
    ]
  }
}
