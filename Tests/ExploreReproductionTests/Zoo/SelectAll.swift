import Arch
import ArchTesting

/// A list with a "Select all" switch.
///
/// The buggy variant only updates "all selected" when the switch
/// is used, so selecting every row one by one (or deselecting one) leaves it wrong.
enum SelectAll {
  struct State: Equatable {
    struct Item: Equatable {
      var name: String
      var isSelected = false
    }

    var items: [Item]
    var allSelected = false

    /// A declared initializer, so the state has no memberwise one a printed test could call.
    init(names: [String]) { items = names.map { Item(name: $0) } }
  }

  enum Action: Equatable {
    case selectAllToggled
    case itemToggled(String)
  }

  static func feature(fixed: Bool) -> Reduce<State, Action, Void> {
    Reduce { state, action, _ in
      switch action {
      case .selectAllToggled:
        state.allSelected.toggle()
        for index in state.items.indices { state.items[index].isSelected = state.allSelected }
      case .itemToggled(let name):
        for index in state.items.indices where state.items[index].name == name {
          state.items[index].isSelected.toggle()
        }
        if fixed { state.allSelected = state.items.allSatisfy(\.isSelected) }
      }
      return .none
    }
  }

  struct View: ViewBuilder {
    func view(for state: State) -> ViewNode<Action> {
      .vstack {
        ViewNode.toggle("Select all", isOn: state.allSelected, sends: .selectAllToggled)
        ViewNode.list(
          id: "items",
          rows: state.items.map { item in
            .row(id: item.name) {
              ViewNode.toggle("Selected", isOn: item.isSelected, sends: .itemToggled(item.name))
            }
          })
      }
    }
  }

  enum Exploration: Explorable {
    static func makeStore(clock: TestClock) -> TestStore<Reduce<State, Action, Void>> {
      TestStore(
        initialState: State(names: ["Milk", "Eggs"]), feature: feature(fixed: ZooVariant.isFixed),
        environment: (), view: View())
    }

    static let invariants = [
      Invariant<State, Action>("“Select all” is on exactly when every row is selected") { state in
        state.allSelected == state.items.allSatisfy(\.isSelected)
      }
    ]
  }
}
