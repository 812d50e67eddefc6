import Arch

extension Loader {
  /// The loader's screen: a title, a reload button that is disabled while loading, a cancel button
  /// shown only while loading, the items and the error.
  struct LoaderView: ViewBuilder {
    func view(for state: State) -> ViewNode<Action> {
      .vstack {
        ViewNode.text("Groceries")
        if state.isLoading { ViewNode.progress("Loading…") }
        ViewNode.button("Reload", sends: .reloadTapped, isEnabled: !state.isLoading)
        ViewNode.button("Cancel", sends: .cancelTapped).hidden(!state.isLoading)
        ViewNode.list(id: "items", rows: state.items.map { item in .row(id: item) { ViewNode.text(item) } })
        if let error = state.error { ViewNode.text(error, id: "error") }
      }
    }
  }
}
