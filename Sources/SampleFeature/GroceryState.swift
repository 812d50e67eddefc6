/// Everything the grocery screen shows: the list, loading and problems, the new-item field and its
/// suggestions.
///
/// Only the ``GroceryReducer`` changes it. `Codable`, so a recorded session starts from
/// it and fingerprints it.
///
/// ```swift
/// let state = GroceryState(items: [milk, eggs])
/// state.summary // "0 of 2 bought"
/// ```
public nonisolated struct GroceryState: Equatable, Sendable, Codable {
  /// The list, in the order items were added.
  ///
  /// ```swift
  /// state.items.map(\.name) // ["Milk", "Eggs"]
  /// ```
  public var items: [GroceryItem]
  /// Whether a load from the server is running.
  ///
  /// ```swift
  /// if state.isLoading { print("Loading…") }
  /// ```
  public var isLoading: Bool
  /// What went wrong with the list, shown with a Retry button until it is resolved.
  ///
  /// ```swift
  /// state.problem = .loadingFailed("The server did not answer.")
  /// ```
  public var problem: Problem?
  /// The text of the new-item field.
  ///
  /// ```swift
  /// state.draft = "Mil"
  /// ```
  public var draft: String
  /// Why the last add was refused, shown under the field until the next edit.
  ///
  /// ```swift
  /// state.draftError // "Type a name before adding."
  /// ```
  public var draftError: String?
  /// Catalog names matching the draft, found by a search that waits for a pause in typing.
  ///
  /// ```swift
  /// state.suggestions // ["Milk", "Oat milk"]
  /// ```
  public var suggestions: [String]
  /// Why no suggestions could be found.
  ///
  /// ```swift
  /// state.suggestionsError // "Suggestions are unavailable right now."
  /// ```
  public var suggestionsError: String?

  /// Makes a state; every part defaults to empty, so tests name only what matters.
  ///
  /// ```swift
  /// GroceryState(items: [milk], isLoading: true)
  /// ```
  public init(
    items: [GroceryItem] = [], isLoading: Bool = false, problem: Problem? = nil, draft: String = "",
    draftError: String? = nil, suggestions: [String] = [], suggestionsError: String? = nil
  ) {
    self.items = items
    self.isLoading = isLoading
    self.problem = problem
    self.draft = draft
    self.draftError = draftError
    self.suggestions = suggestions
    self.suggestionsError = suggestionsError
  }

  /// The summary line under the list.
  ///
  /// ```swift
  /// GroceryState(items: []).summary // "Nothing on the list yet"
  /// ```
  public var summary: String {
    if items.isEmpty { return "Nothing on the list yet" }
    return "\(items.count { $0.isBought }) of \(items.count) bought"
  }

  /// What went wrong with the list; ``GroceryAction/retryTapped`` retries the failed step.
  ///
  /// ```swift
  /// if case .restoringFailed(let why) = state.problem { print(why) }
  /// ```
  public enum Problem: Equatable, Sendable, Codable {
    /// The server could not send the list.
    ///
    /// ```swift
    /// GroceryState.Problem.loadingFailed("The server did not answer.")
    /// ```
    case loadingFailed(String)
    /// The saved list could not be read; it is not overwritten until the person changes or reloads
    /// the list.
    ///
    /// ```swift
    /// GroceryState.Problem.restoringFailed("The saved list is damaged.")
    /// ```
    case restoringFailed(String)
    /// The list could not be saved.
    ///
    /// ```swift
    /// GroceryState.Problem.savingFailed("The disk is full.")
    /// ```
    case savingFailed(String)
  }
}
