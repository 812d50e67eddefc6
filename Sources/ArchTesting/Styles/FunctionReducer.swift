import Arch

/// A `Reducer` written as a function that returns the new state, `(State, Event) -> State`: how a
/// value-returning reducer from another split-shape library plugs into a `SplitFeature`.
///
/// ```swift
/// let reducer = FunctionReducer(ArticlesReducer().reduce)
/// let feature = SplitFeature(presenter: presenter, reducer: reducer)
/// ```
public struct FunctionReducer<State, Event>: Reducer {
  private let next: (State, Event) -> State

  /// Wraps the function.
  ///
  /// ```swift
  /// FunctionReducer<Int, Event> { count, event in event == .added ? count + 1 : count }
  /// ```
  public init(_ next: @escaping (State, Event) -> State) {
    self.next = next
  }

  /// Replaces `state` with the function's result.
  ///
  /// ```swift
  /// FunctionReducer(ArticlesReducer().reduce).reduce(&state, event: .loadingDidStart)
  /// ```
  public func reduce(_ state: inout State, event: Event) {
    state = next(state, event)
  }
}
