import Arch

/// Describes the grocery screen for a ``GroceryState``: a pure function, so tests read the screen
/// without a UI framework, and the terminal app prints it.
///
/// ```swift
/// print(GroceryViewBuilder().view(for: GroceryState(items: [milk])).rendered)
/// ```
public struct GroceryViewBuilder: ViewBuilder, Sendable {
  /// Makes the view builder.
  ///
  /// ```swift
  /// let view = GroceryViewBuilder().view(for: store.state)
  /// ```
  public init() {}

  /// The screen for `state`.
  ///
  /// ```swift
  /// GroceryViewBuilder().view(for: GroceryState(isLoading: true)).rendered
  /// // … progress "Loading…" (busy) #loading …
  /// ```
  public func view(for state: GroceryState) -> ViewNode<GroceryAction> {
    .vstack {
      ViewNode.hstack {
        ViewNode.text("Groceries", id: "title")
        ViewNode.button("Reload", sends: .reloadTapped, isEnabled: !state.isLoading, id: "reload")
      }
      if state.isLoading { ViewNode.progress("Loading…", id: "loading") }
      if let problem = state.problem { alert(for: problem) }
      newItem(state)
      ViewNode.list(id: "items", rows: state.items.map(row))
      ViewNode.text(state.summary, id: "summary")
    }
  }

  private func alert(for problem: GroceryState.Problem) -> ViewNode<GroceryAction> {
    let (title, message) =
      switch problem {
      case .loadingFailed(let message): ("Could not load the list", message)
      case .restoringFailed(let message): ("Could not read the saved list", message)
      case .savingFailed(let message): ("Could not save the list", message)
      }
    return .alert(title, message: message, id: "problem") {
      ViewNode.button("Retry", sends: .retryTapped, id: "retry")
    }
  }

  private func newItem(_ state: GroceryState) -> ViewNode<GroceryAction> {
    .section("Add an item") {
      ViewNode.textField(
        "New item", text: state.draft, onChange: GroceryAction.draftChanged, onSubmit: .addTapped,
        id: "draft")
      ViewNode.button("Add", sends: .addTapped, id: "add")
      if let draftError = state.draftError { ViewNode.text(draftError, id: "draftError") }
      if !state.suggestions.isEmpty {
        ViewNode.list(id: "suggestions", rows: state.suggestions.map(suggestionRow))
      }
      if let suggestionsError = state.suggestionsError {
        ViewNode.text(suggestionsError, id: "suggestionsError")
      }
    }
  }

  private func suggestionRow(_ name: String) -> ViewNode<GroceryAction> {
    .row(id: name) { ViewNode.button("Add \(name)", sends: .suggestionTapped(name)) }
  }

  private func row(_ item: GroceryItem) -> ViewNode<GroceryAction> {
    .row(id: item.id.uuidString) {
      ViewNode.toggle(item.name, isOn: item.isBought, sends: .toggleBoughtTapped(item.id))
      ViewNode.button("Delete", sends: .deleteTapped(item.id))
    }
  }
}
