/// The classic reducer-with-effects shape: `(inout State, Action) -> Effect<Action>`, as in TCA,
/// FlowKit and Arboreal's `update`.
///
/// Effects send actions back into the same reducer.
///
/// ```swift
/// struct Counter: EffectReducer {
///   struct State: Equatable { var count = 0 }
///   enum Action: Equatable, Sendable { case incrementTapped, delayedIncrementTapped }
///
///   func reduce(into state: inout State, action: Action, environment: Void) -> Effect<Action> {
///     switch action {
///     case .incrementTapped:
///       state.count += 1
///       return .none
///     case .delayedIncrementTapped:
///       return .run { send in await send(.incrementTapped) }
///     }
///   }
/// }
/// ```
public protocol EffectReducer<State, Action, Services>: Feature where Output == Action {
  /// The state the reducer changes. Inferred from the `into:` parameter of
  /// ``reduce(into:action:environment:)``, as a generic reducer's type parameter is:
  ///
  /// ```swift
  /// struct Toggling<Value: Equatable & Sendable>: EffectReducer {
  ///   enum Action: Equatable, Sendable { case set(Value) }
  ///
  ///   func reduce(into state: inout Value, action: Action, environment: Void) -> Effect<Action> {
  ///     if case .set(let value) = action { state = value }
  ///     return .none
  ///   }
  /// }
  /// ```
  ///
  /// Declared again here, not only in ``Feature``, as ``Action`` is: Swift infers an associated type
  /// only from the requirements of the protocol that declares it.
  associatedtype State
  /// What the UI sends, and what effects send back. Inferred from the `action:` parameter of
  /// ``reduce(into:action:environment:)``.
  ///
  /// ```swift
  /// func reduce(into state: inout TallyState, action: TallyAction, environment: Void) -> Effect<TallyAction>
  /// ```
  associatedtype Action
  /// The services the reducer's effects use, `Void` when there are none: the feature's
  /// `Environment`. Inferred from the `environment:` parameter of ``reduce(into:action:environment:)``.
  ///
  /// ```swift
  /// func reduce(into state: inout State, action: Action, environment: CounterServices) -> Effect<Action>
  /// ```
  ///
  /// ``Feature``'s `Environment` is inferred from it, through `handle` and `apply` below, which take
  /// `Services`. So a composition that asks for a reducer's `Environment` before Swift has checked
  /// the reducer itself (a feature composed in another file, compiled first) still finds its
  /// services, instead of taking `Void`.
  associatedtype Services = Void

  /// Changes `state` for `action` and returns the effects to run.
  ///
  /// ```swift
  /// let effect = Counter().reduce(into: &state, action: .incrementTapped, environment: ())
  /// ```
  func reduce(into state: inout State, action: Action, environment: Services) -> Effect<Action>
}

extension EffectReducer {
  /// Reduces the action sent by the UI.
  ///
  /// ```swift
  /// let effect = Counter().handle(.incrementTapped, state: &state, environment: ())
  /// ```
  public func handle(_ action: Action, state: inout State, environment: Services) -> Effect<Action> {
    reduce(into: &state, action: action, environment: environment)
  }

  /// Reduces an action that an effect sent back.
  ///
  /// ```swift
  /// let effect = Counter().apply(.incrementTapped, state: &state, environment: ())
  /// ```
  public func apply(_ output: Action, state: inout State, environment: Services) -> Effect<Action> {
    reduce(into: &state, action: output, environment: environment)
  }
}

/// A reducer with effects written as a closure: handy for small features and tests.
///
/// ```swift
/// enum CounterAction: Sendable { case increment, decrement }
///
/// let counter = Reduce<Int, CounterAction, Void> { count, action, _ in
///   switch action {
///   case .increment: count += 1
///   case .decrement: count -= 1
///   }
///   return .none
/// }
/// ```
public struct Reduce<State, Action: Sendable, Environment>: EffectReducer, Sendable {
  private let body: @Sendable (inout State, Action, Environment) -> Effect<Action>

  /// Wraps `body` as a feature.
  ///
  /// ```swift
  /// let feature = Reduce<Int, Action, Void> { state, action, _ in state += 1; return .none }
  /// ```
  public init(_ body: @escaping @Sendable (inout State, Action, Environment) -> Effect<Action>) {
    self.body = body
  }

  /// Runs the closure.
  public func reduce(into state: inout State, action: Action, environment: Environment) -> Effect<Action> {
    body(&state, action, environment)
  }
}
