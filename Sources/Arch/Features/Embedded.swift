/// A child feature embedded in a parent: the child's state lives at a key path of the parent's state,
/// and its actions and outputs are wrapped in a case of the parent's.
///
/// Build one with ``Feature/embedded(state:action:output:environment:)`` and join it to the parent's
/// own logic with ``Feature/combined(with:)``.
///
/// In the examples here `ParentCore` (the parent's own logic), `ParentState`, `ParentAction` and
/// `Counter` (the child) stand for your app's types.
///
/// ```swift
/// let embeddedFeature = Counter().embedded(
///   state: \ParentState.counter, action: CaseOf(ParentAction.counter), output: CaseOf(ParentAction.counter),
///   environment: { (_: Void) in () })
/// let combinedFeature = ParentCore().combined(with: embeddedFeature)
/// ```
public struct Embedded<Child: Feature, State, Action: Sendable, Output: Sendable, Environment>: Feature {
  let child: Child
  let state: WritableKeyPath<State, Child.State> & Sendable
  let action: CaseOf<Action, Child.Action>
  let output: CaseOf<Output, Child.Output>
  let environment: @Sendable (Environment) -> Child.Environment

  /// Runs the child when `action` is one of its actions; ignores every other action.
  public func handle(_ action: Action, state: inout State, environment: Environment) -> Effect<Output> {
    guard let childAction = self.action.extract(from: action) else { return .none }
    let effect = child.handle(
      childAction, state: &state[keyPath: self.state],
      environment: self.environment(environment))
    return effect.map(output.embed)
  }

  /// Runs the child when `output` is one of its outputs; ignores every other output.
  public func apply(_ output: Output, state: inout State, environment: Environment) -> Effect<Output> {
    guard let childOutput = self.output.extract(from: output) else { return .none }
    let effect = child.apply(
      childOutput, state: &state[keyPath: self.state],
      environment: self.environment(environment))
    return effect.map(self.output.embed)
  }
}

extension Feature {
  /// Embeds this feature in a parent whose state holds this feature's state at `state`.
  ///
  /// ```swift
  /// Counter().embedded(
  ///   state: \ParentState.counter, action: CaseOf(ParentAction.counter), output: CaseOf(ParentAction.counter),
  ///   environment: { (_: Void) in () })
  /// ```
  public func embedded<ParentState, ParentAction: Sendable, ParentOutput: Sendable, ParentEnvironment>(
    state: WritableKeyPath<ParentState, State> & Sendable,
    action: CaseOf<ParentAction, Action>,
    output: CaseOf<ParentOutput, Output>,
    environment: @escaping @Sendable (ParentEnvironment) -> Environment
  ) -> Embedded<Self, ParentState, ParentAction, ParentOutput, ParentEnvironment> {
    Embedded(child: self, state: state, action: action, output: output, environment: environment)
  }

  /// Runs this feature and then `other` on every action and output, merging their effects.
  ///
  /// ```swift
  /// let combinedFeature = ParentCore().combined(with: embeddedFeature)
  /// ```
  public func combined<Other: Feature>(with other: Other) -> Combined<Self, Other>
  where
    Other.State == State, Other.Action == Action, Other.Output == Output,
    Other.Environment == Environment
  {
    Combined(first: self, second: other)
  }
}

/// Two features over the same types run one after the other, effects merged.
///
/// Made by ``Feature/combined(with:)``.
///
/// ```swift
/// let combinedFeature: Combined<ParentCore, Embedded<Counter, ParentState, ParentAction, ParentAction, Void>> =
///   ParentCore().combined(with: embeddedFeature)
/// ```
public struct Combined<First: Feature, Second: Feature>: Feature
where
  First.State == Second.State, First.Action == Second.Action, First.Output == Second.Output,
  First.Environment == Second.Environment
{
  let first: First
  let second: Second

  /// Runs both features' `handle`, first then second.
  public func handle(
    _ action: First.Action, state: inout First.State, environment: First.Environment
  ) -> Effect<First.Output> {
    let effect = first.handle(action, state: &state, environment: environment)
    return .merge(effect, second.handle(action, state: &state, environment: environment))
  }

  /// Runs both features' `apply`, first then second.
  public func apply(
    _ output: First.Output, state: inout First.State, environment: First.Environment
  ) -> Effect<First.Output> {
    let effect = first.apply(output, state: &state, environment: environment)
    return .merge(effect, second.apply(output, state: &state, environment: environment))
  }
}

extension Combined: Sendable where First: Sendable, Second: Sendable {}

extension Embedded: Sendable where Child: Sendable {}
