/// One step a ``Store`` took: what came in, and the state before and after.
///
/// Observe steps to log a session, or to record it and replay it later:
///
/// ```swift
/// let store = Store(initialState: State(), feature: feature, environment: .live) { step in
///   print(step.input, "→", step.stateAfter)
/// }
/// ```
public struct StoreStep<State, Action, Output> {
  /// What a step processed.
  ///
  /// ```swift
  /// if case .output(let event) = step.input { log.append(event) }
  /// ```
  public enum Input {
    /// An action sent by the UI through ``Store/send(_:)``.
    case action(Action)
    /// An output sent back by an effect.
    case output(Output)
  }

  /// What the step processed.
  public var input: Input
  /// The state before the step.
  public var stateBefore: State
  /// The state after the step.
  public var stateAfter: State

  /// Makes a step, for instance to replay a recorded session or to compare with an observed one.
  ///
  /// ```swift
  /// let step = StoreStep<Int, Action, Action>(input: .action(.increment), stateBefore: 0, stateAfter: 1)
  /// ```
  public init(input: Input, stateBefore: State, stateAfter: State) {
    self.input = input
    self.stateBefore = stateBefore
    self.stateAfter = stateAfter
  }
}

extension StoreStep: Sendable where State: Sendable, Action: Sendable, Output: Sendable {}
extension StoreStep.Input: Sendable where Action: Sendable, Output: Sendable {}
extension StoreStep: Equatable where State: Equatable, Action: Equatable, Output: Equatable {}
extension StoreStep.Input: Equatable where Action: Equatable, Output: Equatable {}
