/// The first half of the split shape: turns an action from the UI, with the current state and the
/// environment's services, into effects that emit events.
///
/// It never changes state itself.
///
/// ```swift
/// struct GroceryPresenter: Presenter {
///   func present(_ action: GroceryAction, state: GroceryState,
///                environment: GroceryEnvironment) -> Effect<GroceryEvent> {
///     switch action {
///     case .reloadTapped:
///       return .run { send in
///         await send(.loadingDidStart)
///         await send(.itemsDidLoad(try await environment.api.fetchItems()))
///         await send(.loadingDidStop)
///       }
///     }
///   }
/// }
/// ```
public protocol Presenter<Action, Event, State, Environment> {
  /// What the UI sends.
  associatedtype Action: Sendable
  /// What the presenter's effects emit, for the ``Reducer`` to apply.
  associatedtype Event: Sendable
  /// The state the presenter may read.
  associatedtype State
  /// The services the presenter's effects use.
  associatedtype Environment = Void

  /// Returns the effects that `action` starts in `state`.
  ///
  /// ```swift
  /// let effect = GroceryPresenter().present(.reloadTapped, state: state, environment: environment)
  /// ```
  func present(_ action: Action, state: State, environment: Environment) -> Effect<Event>
}
