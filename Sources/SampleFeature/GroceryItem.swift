import Foundation

/// One thing to buy: a name, whether it is already in the basket, and an id that never changes.
///
/// ```swift
/// let milk = GroceryItem(id: UUIDGenerator.incrementingID(1), name: "Milk")
/// milk.isBought // false
/// ```
public nonisolated struct GroceryItem: Identifiable, Equatable, Sendable, Codable {
  /// Stays the same for the item's whole life, so a row keeps its identity when the list changes.
  ///
  /// ```swift
  /// GroceryAction.toggleBoughtTapped(milk.id)
  /// ```
  public let id: UUID
  /// What to buy.
  ///
  /// ```swift
  /// milk.name // "Milk"
  /// ```
  public var name: String
  /// Whether it is already in the basket.
  ///
  /// ```swift
  /// state.items.filter(\.isBought).count
  /// ```
  public var isBought: Bool

  /// Makes an item; new items are not bought yet.
  ///
  /// ```swift
  /// GroceryItem(id: environment.makeID(), name: "Eggs")
  /// ```
  public init(id: UUID, name: String, isBought: Bool = false) {
    self.id = id
    self.name = name
    self.isBought = isBought
  }
}
