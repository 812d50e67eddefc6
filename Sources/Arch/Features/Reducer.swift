/// The second half of the split shape: a pure function that applies one event to the state.
///
/// No effects, no services, no clock: the same state and event always give the same new state.
///
/// ```swift
/// struct GroceryReducer: Reducer {
///   func reduce(_ state: inout GroceryState, event: GroceryEvent) {
///     switch event {
///     case .loadingDidStart: state.isLoading = true
///     case .itemsDidLoad(let items): state.items = items
///     case .loadingDidStop: state.isLoading = false
///     }
///   }
/// }
/// ```
public protocol Reducer<State, Event> {
  /// The state the reducer changes.
  associatedtype State
  /// The events it applies.
  associatedtype Event

  /// Applies `event` to `state`.
  ///
  /// ```swift
  /// GroceryReducer().reduce(&state, event: .loadingDidStart)
  /// ```
  func reduce(_ state: inout State, event: Event)
}

extension Reducer {
  /// Returns `state` with `event` applied: the value-returning form of ``reduce(_:event:)``.
  ///
  /// ```swift
  /// let loading = GroceryReducer().reducing(GroceryState(), event: .loadingDidStart)
  /// ```
  public func reducing(_ state: State, event: Event) -> State {
    var state = state
    reduce(&state, event: event)
    return state
  }
}
