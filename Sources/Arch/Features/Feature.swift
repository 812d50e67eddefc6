/// A feature as the ``Store`` and the test harness drive it: actions come in from the UI, outputs come
/// back from effects, and both may change the state and start more effects.
///
/// You rarely conform to `Feature` directly. Write either shape and get a `Feature` for free:
/// - a reducer with effects, `(inout State, Action) -> Effect<Action>`: conform to ``EffectReducer``
///   or use ``Reduce``;
/// - the split shape, a ``Presenter`` plus a pure ``Reducer``: combine them with ``SplitFeature``.
///
/// ```swift
/// let store = Store(initialState: Counter.State(), feature: Counter(), environment: ())
/// ```
///
/// Its four types are primary, so a composed feature can be returned as
/// `some Feature<State, Action, Output, Environment>`, with no long type to spell out, and still be
/// given to a ``Store`` or a test store, which need all four:
///
/// ```swift
/// static var feature: some Feature<ParentState, ParentAction, ParentAction, Void> {
///   ParentCore().forEach(
///     Counter(), state: \.rows, action: CaseOf(ParentAction.row), output: CaseOf(ParentAction.row),
///     environment: { _ in () })
/// }
/// ```
public protocol Feature<State, Action, Output, Environment> {
  /// The state the feature owns.
  associatedtype State
  /// What the UI sends.
  associatedtype Action: Sendable
  /// What effects send back: the actions themselves for a reducer with effects, events for the split
  /// shape.
  associatedtype Output: Sendable = Action
  /// The services the feature's effects use (an API, storage, a clock); `Void` when there are none.
  ///
  /// Inferred from the `environment:` parameter of the method you write — `reduce(into:action:environment:)`,
  /// `present(_:state:environment:)`, or `handle` and `apply` — so no `typealias` is needed:
  ///
  /// ```swift
  /// func reduce(into state: inout State, action: Action, environment: CounterServices) -> Effect<Action>
  /// ```
  associatedtype Environment = Void

  /// Handles an action sent by the UI.
  ///
  /// ```swift
  /// let effect = feature.handle(.reloadTapped, state: &state, environment: environment)
  /// ```
  func handle(_ action: Action, state: inout State, environment: Environment) -> Effect<Output>

  /// Applies an output that one of the feature's effects sent.
  ///
  /// ```swift
  /// _ = feature.apply(.itemsDidLoad(items), state: &state, environment: environment)
  /// ```
  func apply(_ output: Output, state: inout State, environment: Environment) -> Effect<Output>
}
