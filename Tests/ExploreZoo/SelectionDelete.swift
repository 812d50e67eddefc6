import Arch
import ArchTesting

/// A list with a selection.
///
/// The buggy variant shifts the selection only for rows after the deleted
/// one, an off-by-one that leaves deleting the selected last row pointing past the end.
package enum SelectionDelete {
  package struct State: Equatable {
    package var items = ["Milk", "Eggs"]
    package var selection: Int?

    package init(items: [String] = ["Milk", "Eggs"], selection: Int? = nil) {
      self.items = items
      self.selection = selection
    }
  }

  package enum Action: Equatable {
    case selectTapped(Int)
    case deleteTapped(Int)
  }

  package static func feature(fixed: Bool) -> Reduce<State, Action, Void> {
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

  package struct View: ViewBuilder {
    package init() {}

    package func view(for state: State) -> ViewNode<Action> {
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

  package static var invariants: [Invariant<State, Action>] {
    [
      Invariant("the selection is on the list") { state in
        state.selection.map { $0 < state.items.count } ?? true
      }
    ]
  }
}
