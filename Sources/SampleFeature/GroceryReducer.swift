import Arch

/// Applies each ``GroceryEvent`` to the ``GroceryState``: pure, no services, no time.
///
/// ```swift
/// var state = GroceryState()
/// GroceryReducer().reduce(&state, event: .itemsDidLoad([milk]))
/// state.items // [milk]
/// ```
public struct GroceryReducer: Reducer, Sendable {
  /// Makes the reducer.
  ///
  /// ```swift
  /// let reducer = GroceryReducer()
  /// ```
  public init() {}

  /// Applies `event` to `state`.
  ///
  /// ```swift
  /// GroceryReducer().reduce(&state, event: .loadingDidStop)
  /// ```
  public func reduce(_ state: inout GroceryState, event: GroceryEvent) {
    switch event {
    case .loadingDidStart:
      state.isLoading = true
      state.problem = nil
    case .itemsDidLoad(let items), .listDidRestore(let items):
      state.items = items
    case .loadingDidFail(let message):
      state.problem = .loadingFailed(message)
    case .loadingDidStop:
      state.isLoading = false
    case .restoringDidFail(let message):
      state.problem = .restoringFailed(message)
    case .listDidSave:
      // The file now holds the list on screen, so a damaged or unsaved file is no longer a problem.
      switch state.problem {
      case .restoringFailed, .savingFailed: state.problem = nil
      case .loadingFailed, nil: break
      }
    case .savingDidFail(let message):
      state.problem = .savingFailed(message)
    case .draftDidChange(let text):
      state.draft = text
      state.draftError = nil
      if text.isBlank { clearSuggestions(in: &state) }
    case .draftWasRejected(let message):
      state.draftError = message
    case .suggestionsDidLoad(let names):
      state.suggestions = names
      state.suggestionsError = nil
    case .suggestionsDidFail(let message):
      state.suggestions = []
      state.suggestionsError = message
    case .itemWasAdded(let item):
      state.items.append(item)
      state.draft = ""
      state.draftError = nil
      clearSuggestions(in: &state)
    case .itemWasToggled(let id):
      guard let index = state.items.firstIndex(where: { $0.id == id }) else { return }
      state.items[index].isBought.toggle()
    case .itemWasDeleted(let id):
      state.items.removeAll { $0.id == id }
    }
  }

  private func clearSuggestions(in state: inout GroceryState) {
    state.suggestions = []
    state.suggestionsError = nil
  }
}
