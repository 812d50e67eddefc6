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
public protocol EffectReducer<State, Action>: Feature where Output == Action {
  /// The services the reducer's effects use; `Void` when there are none. Inferred from the
  /// `environment:` parameter of ``reduce(into:action:environment:)``.
  ///
  /// Declared again here, not only in ``Feature``, so that inference works: Swift infers an associated
  /// type only from the requirements of the protocol that declares it, and ``Feature``'s `handle` and
  /// `apply` are implemented below in terms of `Environment`, which says nothing about it.
  associatedtype Environment = Void

  /// Changes `state` for `action` and returns the effects to run.
  ///
  /// ```swift
  /// let effect = Counter().reduce(into: &state, action: .incrementTapped, environment: ())
  /// ```
  func reduce(into state: inout State, action: Action, environment: Environment) -> Effect<Action>
}

extension EffectReducer {
  /// Reduces the action sent by the UI.
  public func handle(_ action: Action, state: inout State, environment: Environment) -> Effect<Action> {
    reduce(into: &state, action: action, environment: environment)
  }

  /// Reduces an action that an effect sent back.
  public func apply(_ output: Action, state: inout State, environment: Environment) -> Effect<Action> {
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
