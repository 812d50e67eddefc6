import Arch

/// A small reducer with effects and a view with a text field, toggles and buttons in rows: for the
/// view queries and interactions.
struct ItemsEditor: EffectReducer {
  struct Item: Equatable, Sendable {
    var name: String
    var isBought = false
  }

  struct State: Equatable, Sendable {
    var draft = ""
    var items: [Item] = []
  }

  enum Action: Equatable, Sendable {
    case draftChanged(String)
    case addTapped
    case boughtToggled(String)
    case deleteTapped(String)
  }

  func reduce(into state: inout State, action: Action, environment: Void) -> Effect<Action> {
    switch action {
    case .draftChanged(let text):
      state.draft = text
    case .addTapped:
      state.items.append(Item(name: state.draft))
      state.draft = ""
    case .boughtToggled(let name):
      if let index = state.items.firstIndex(where: { $0.name == name }) {
        state.items[index].isBought.toggle()
      }
    case .deleteTapped(let name):
      state.items.removeAll { $0.name == name }
    }
    return .none
  }

  struct EditorView: ViewBuilder {
    func view(for state: State) -> ViewNode<Action> {
      .vstack {
        ViewNode.textField(
          "New item", text: state.draft, onChange: Action.draftChanged,
          onSubmit: .addTapped)
        ViewNode.button("Add", sends: .addTapped).disabled(state.draft.isEmpty)
        ViewNode.list(
          id: "items",
          rows: state.items.map { item in
            .row(id: item.name) {
              ViewNode.toggle(item.name, isOn: item.isBought, sends: .boughtToggled(item.name))
              ViewNode.button("Delete", sends: .deleteTapped(item.name))
            }
          })
      }
    }
  }
}
