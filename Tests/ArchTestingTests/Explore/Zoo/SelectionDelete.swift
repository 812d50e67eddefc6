import Arch
import ArchTesting

/// A list with a selection. The buggy variant shifts the selection only for rows after the deleted
/// one, an off-by-one that leaves deleting the selected last row pointing past the end.
enum SelectionDelete {
  struct State: Equatable {
    var items = ["Milk", "Eggs"]
    var selection: Int?
  }

  enum Action: Equatable {
    case selectTapped(Int)
    case deleteTapped(Int)
  }

  static func feature(fixed: Bool) -> Reduce<State, Action, Void> {
    Reduce { state, action, _ in
      switch action {
      case .selectTapped(let index):
        state.selection = index
      case .deleteTapped(let index):
        state.items.remove(at: index)
        guard let selected = state.selection else { return .none }
        if fixed && selected == index {
          state.selection = nil
        } else if selected > index {
          state.selection = selected - 1
        }
      }
      return .none
    }
  }

  struct View: ViewBuilder {
    func view(for state: State) -> ViewNode<Action> {
      .list(
        id: "items",
        rows: state.items.enumerated().map { index, name in
          .row(id: name) {
            ViewNode.button("Select", sends: .selectTapped(index))
            ViewNode.button("Delete", sends: .deleteTapped(index))
          }
        })
    }
  }

  static var invariants: [Invariant<State, Action>] {
    [
      Invariant("the selection is on the list") { state in
        state.selection.map { $0 < state.items.count } ?? true
      }
    ]
  }
}
