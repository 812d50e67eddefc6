import Foundation

/// What the person does on the grocery screen.
///
/// The ``GroceryPresenter`` turns each into effects.
/// `Codable`, like the events and the state, so `sample-app --record` can write the session.
///
/// ```swift
/// store.send(.draftChanged("Milk"))
/// store.send(.addTapped)
/// ```
public nonisolated enum GroceryAction: Equatable, Sendable, Codable {
  /// The screen appeared at launch: restore the saved list, or load it from the server the first
  /// time.
  ///
  /// ```swift
  /// await store.send(.appeared).finish()
  /// ```
  case appeared
  /// Replace the list with the server's.
  ///
  /// ```swift
  /// store.send(.reloadTapped)
  /// ```
  case reloadTapped
  /// Try again whatever failed: loading, reading the saved list, or saving it.
  ///
  /// ```swift
  /// store.send(.retryTapped)
  /// ```
  case retryTapped
  /// The new-item field changed; also searches the catalog for suggestions after a pause in typing.
  ///
  /// ```swift
  /// store.send(.draftChanged("Mil"))
  /// ```
  case draftChanged(String)
  /// Add the text of the new-item field to the list.
  ///
  /// ```swift
  /// store.send(.addTapped)
  /// ```
  case addTapped
  /// Add a suggested name to the list.
  ///
  /// ```swift
  /// store.send(.suggestionTapped("Milk"))
  /// ```
  case suggestionTapped(String)
  /// Flip an item between bought and not bought.
  ///
  /// ```swift
  /// store.send(.toggleBoughtTapped(milk.id))
  /// ```
  case toggleBoughtTapped(GroceryItem.ID)
  /// Remove an item from the list.
  ///
  /// ```swift
  /// store.send(.deleteTapped(milk.id))
  /// ```
  case deleteTapped(GroceryItem.ID)
}
