import Foundation

/// What happened, as the ``GroceryPresenter``'s effects report it.
///
/// The ``GroceryReducer`` applies each
/// to the state.
///
/// A reload tells its whole story: `loadingDidStart`, then `itemsDidLoad` or `loadingDidFail`, then
/// `loadingDidStop`.
///
/// ```swift
/// GroceryReducer().reducing(GroceryState(), event: .loadingDidStart).isLoading // true
/// ```
public nonisolated enum GroceryEvent: Equatable, Sendable, Codable {
  /// A load from the server began.
  ///
  /// ```swift
  /// await send(.loadingDidStart)
  /// ```
  case loadingDidStart
  /// The server sent the list.
  ///
  /// ```swift
  /// await send(.itemsDidLoad(try await environment.api.fetchItems()))
  /// ```
  case itemsDidLoad([GroceryItem])
  /// The server could not send the list; the payload says why.
  ///
  /// ```swift
  /// await send(.loadingDidFail("The server did not answer."))
  /// ```
  case loadingDidFail(String)
  /// The load ended, whether it succeeded or not.
  ///
  /// ```swift
  /// await send(.loadingDidStop)
  /// ```
  case loadingDidStop
  /// The list saved by an earlier session was read back.
  ///
  /// ```swift
  /// await send(.listDidRestore(saved))
  /// ```
  case listDidRestore([GroceryItem])
  /// The saved list exists but could not be read; it is left untouched.
  ///
  /// ```swift
  /// await send(.restoringDidFail("The saved list is damaged."))
  /// ```
  case restoringDidFail(String)
  /// The list on screen was saved.
  ///
  /// ```swift
  /// await send(.listDidSave)
  /// ```
  case listDidSave
  /// The list could not be saved.
  ///
  /// ```swift
  /// await send(.savingDidFail("The disk is full."))
  /// ```
  case savingDidFail(String)
  /// The new-item field now holds this text.
  ///
  /// ```swift
  /// .send(.draftDidChange("Mil"))
  /// ```
  case draftDidChange(String)
  /// An add was refused; the payload is the message to show under the field.
  ///
  /// ```swift
  /// .send(.draftWasRejected("Type a name before adding."))
  /// ```
  case draftWasRejected(String)
  /// Catalog names matching the draft arrived.
  ///
  /// ```swift
  /// await send(.suggestionsDidLoad(["Milk", "Oat milk"]))
  /// ```
  case suggestionsDidLoad([String])
  /// The catalog search failed; the payload says why.
  ///
  /// ```swift
  /// await send(.suggestionsDidFail("Suggestions are unavailable right now."))
  /// ```
  case suggestionsDidFail(String)
  /// An item joined the list.
  ///
  /// ```swift
  /// .send(.itemWasAdded(GroceryItem(id: environment.makeID(), name: "Eggs")))
  /// ```
  case itemWasAdded(GroceryItem)
  /// An item was flipped between bought and not bought.
  ///
  /// ```swift
  /// .send(.itemWasToggled(milk.id))
  /// ```
  case itemWasToggled(GroceryItem.ID)
  /// An item left the list.
  ///
  /// ```swift
  /// .send(.itemWasDeleted(milk.id))
  /// ```
  case itemWasDeleted(GroceryItem.ID)
}
