extension Array where Element: Identifiable {
  /// The element whose `id` is `id`, or `nil`.
  ///
  /// Setting a value replaces that element (or appends it
  /// when no element has that id); setting `nil` removes it.
  ///
  /// Reads and writes rows by id in code and in test expectations alike:
  ///
  /// ```swift
  /// await store.send(.row(id: 2, action: .refreshTapped)) { $0.rows[id: 2]?.isRefreshing = true }
  /// ```
  public subscript(id id: Element.ID) -> Element? {
    get { first { $0.id == id } }
    set {
      guard let index = firstIndex(where: { $0.id == id }) else {
        if let newValue { append(newValue) }
        return
      }
      if let newValue { self[index] = newValue } else { remove(at: index) }
    }
  }
}
