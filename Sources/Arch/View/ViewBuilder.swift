/// The pure function from state to a view description: the third part of the split shape.
///
/// ```swift
/// enum CounterAction: Sendable { case increment }
///
/// struct CounterView: ViewBuilder {
///   func view(for state: Int) -> ViewNode<CounterAction> {
///     .vstack {
///       ViewNode.text("Count: \(state)")
///       ViewNode.button("+", sends: .increment)
///     }
///   }
/// }
/// ```
///
/// Note: when SwiftUI is imported too, write `Arch.ViewBuilder` to tell it from SwiftUI's result
/// builder.
public protocol ViewBuilder<State, Action> {
  /// The state the view shows.
  associatedtype State
  /// What the view's controls send.
  associatedtype Action: Sendable

  /// Describes the screen for `state`.
  ///
  /// ```swift
  /// CounterView().view(for: 3).rendered
  /// ```
  func view(for state: State) -> ViewNode<Action>
}
