import Arch

/// A property that must hold after every step of an exploration, over the state, or over the state
/// and the view rendered from it.
///
/// It is `Sendable`, so it can be a `static let` that both `explore` and the test it prints use:
/// ``holds(for:view:)`` evaluates it anywhere, and `TestStore.expect(_:fileID:filePath:line:column:)`
/// checks it against a test store's current state.
///
/// ```swift
/// let invariants: [Invariant<GroceryState, GroceryAction>] = [
///   Invariant("bought ≤ items") { state in state.items.count { $0.isBought } <= state.items.count },
///   Invariant("the summary shows the count") { state, view in
///     !view.findAll(.text(state.summary)).isEmpty
///   },
/// ]
/// ```
public struct Invariant<State, Action: Sendable>: Sendable {
  /// How failure messages name the invariant.
  ///
  /// ```swift
  /// Invariant<Int, Never>("never negative") { $0 >= 0 }.name // "never negative"
  /// ```
  public var name: String
  let needsView: Bool
  let holds: @Sendable (State, ViewNode<Action>?) -> Bool
  /// When the invariant applies, if only in some states: an exploration in which it never applied
  /// reports it as a blind spot.
  let condition: (@Sendable (State) -> Bool)?

  /// An invariant over the state alone.
  ///
  /// ```swift
  /// Invariant<GroceryState, GroceryAction>("no two items share an id") { state in
  ///   Set(state.items.map(\.id)).count == state.items.count
  /// }
  /// ```
  public init(_ name: String, _ holds: @escaping @Sendable (State) -> Bool) {
    self.name = name
    self.needsView = false
    self.holds = { state, _ in holds(state) }
    self.condition = nil
  }

  /// An invariant over the state that applies only when `condition` holds: it holds in every other
  /// state.
  ///
  /// An exploration in which `condition` never held says so, as a blind spot.
  ///
  /// ```swift
  /// Invariant<SignIn.State, SignIn.Action>("a signed-in user has a token", when: { $0.isSignedIn }) { state in
  ///   state.token != nil
  /// }
  /// ```
  public init(
    _ name: String, when condition: @escaping @Sendable (State) -> Bool,
    _ holds: @escaping @Sendable (State) -> Bool
  ) {
    self.name = name
    self.needsView = false
    self.holds = { state, _ in !condition(state) || holds(state) }
    self.condition = condition
  }

  /// An invariant over the state and the view rendered from it; it is only checked when the
  /// exploration has a view builder.
  ///
  /// ```swift
  /// Invariant<GroceryState, GroceryAction>("Reload is off while loading") { state, view in
  ///   !state.isLoading || view.findAll(.button("Reload")).first?.isEnabled == false
  /// }
  /// ```
  public init(_ name: String, _ holds: @escaping @Sendable (State, ViewNode<Action>) -> Bool) {
    self.name = name
    self.needsView = true
    self.holds = { state, view in view.map { holds(state, $0) } ?? true }
    self.condition = nil
  }

  /// Whether the invariant holds for `state`; one over the view as well holds without a `view`.
  ///
  /// ```swift
  /// let nonNegative = Invariant<Int, Never>("never negative") { $0 >= 0 }
  /// nonNegative.holds(for: -1) // false
  /// ```
  public func holds(for state: State, view: ViewNode<Action>? = nil) -> Bool { holds(state, view) }
}
