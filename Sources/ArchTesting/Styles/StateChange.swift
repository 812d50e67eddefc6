/// What a ``TestStore`` receives when a view model's own task changed its state: the new state.
///
/// Receive it with ``TestStore/receiveStateChange(assert:fileID:filePath:line:column:)`` and describe
/// the change as for any step.
///
/// ```swift
/// await store.send(.loadFactTapped)
/// await store.receiveStateChange { $0.isLoading = true }
/// ```
public struct StateChange<State: Sendable>: Sendable {
  /// The view model's state right after the change.
  public var state: State

  /// Wraps the new state.
  ///
  /// ```swift
  /// StateChange(state: CounterViewModel.State(count: 1))
  /// ```
  public init(state: State) { self.state = state }
}

extension StateChange: Equatable where State: Equatable {}
