/// Actions ``explore(_:initialState:environment:view:actions:invariants:texts:budget:seed:fileID:filePath:line:column:)``
/// may send besides what the view offers: for features without a view, or for actions that come
/// from elsewhere (a notification, a deep link).
///
/// A generator draws its values from ``Choices``; a precondition (`when:`) keeps it from being
/// offered in states where its action makes no sense.
///
/// ```swift
/// let generators: [ActionGenerator<Cart.State, Cart.Action>] = [
///   .always("add an item", .addItem),
///   ActionGenerator("remove an item", when: { !$0.items.isEmpty }) { _, _ in .removeItem },
///   ActionGenerator("set quantity") { _, choices in .setQuantity(choices.int(in: 0...5)) },
/// ]
/// ```
public struct ActionGenerator<State, Action> {
  /// How the exploration names the generator, in the failing test's comments.
  ///
  /// ```swift
  /// ActionGenerator<Cart.State, Cart.Action>.always("apply the coupon", .applyCoupon).name
  /// ```
  public var name: String
  let isEnabled: (State) -> Bool
  let make: (State, Choices) -> Action

  /// A generator that draws an action from the state and `choices`, offered only in states where
  /// `isEnabled` holds.
  ///
  /// ```swift
  /// ActionGenerator<Cart.State, Cart.Action>("remove an item", when: { !$0.items.isEmpty }) {
  ///   state, choices in .remove(at: choices.int(in: 0...(state.items.count - 1)))
  /// }
  /// ```
  public init(
    _ name: String, when isEnabled: @escaping (State) -> Bool = { _ in true },
    _ make: @escaping (State, Choices) -> Action
  ) {
    self.name = name
    self.isEnabled = isEnabled
    self.make = make
  }

  /// A generator that always offers the same action.
  ///
  /// ```swift
  /// ActionGenerator<Cart.State, Cart.Action>.always("apply the coupon", .applyCoupon)
  /// ```
  public static func always(_ name: String, _ action: Action) -> Self {
    Self(name) { _, _ in action }
  }
}
