import Arch

// Reducers with effects in every shape the docs show. Each declares no `typealias`: its `State`,
// `Action` and `Environment` are inferred from `reduce(into:action:environment:)`.

/// Services the shapes' effects use.
struct CounterServices: Sendable {
  var step = 1
}

/// Nested `State` and `Action`, and services.
struct NestedCounter: EffectReducer {
  struct State: Equatable, Sendable { var count = 0 }
  enum Action: Equatable, Sendable { case incrementTapped }

  func reduce(into state: inout State, action: Action, environment: CounterServices) -> Effect<Action> {
    state.count += environment.step
    return .none
  }
}

/// `State` and `Action` declared elsewhere, named only by `reduce`: both inferred from it.
struct TallyState: Equatable, Sendable { var total = 0 }
enum TallyAction: Equatable, Sendable { case add(Int) }

struct Tally: EffectReducer {
  func reduce(into state: inout TallyState, action: TallyAction, environment: Void) -> Effect<TallyAction> {
    if case .add(let amount) = action { state.total += amount }
    return .none
  }
}

/// The conformance declared in an extension, with the reducer there too.
struct ExtendedCounter {
  struct State: Equatable, Sendable { var count = 0 }
  enum Action: Equatable, Sendable { case incrementTapped }
}

extension ExtendedCounter: EffectReducer {
  func reduce(into state: inout State, action: Action, environment: CounterServices) -> Effect<Action> {
    state.count += environment.step
    return .none
  }
}

/// A generic reducer: its state is its type parameter.
struct Toggling<Value: Equatable & Sendable>: EffectReducer {
  enum Action: Equatable, Sendable { case set(Value) }

  func reduce(into state: inout Value, action: Action, environment: Void) -> Effect<Action> {
    if case .set(let value) = action { state = value }
    return .none
  }
}

/// A generic reducer whose services are its type parameter.
struct Echoing<Services: Sendable>: EffectReducer {
  struct State: Equatable, Sendable { var echoes = 0 }
  enum Action: Equatable, Sendable { case echo }

  func reduce(into state: inout State, action: Action, environment: Services) -> Effect<Action> {
    state.echoes += 1
    return .none
  }
}

/// A reducer written as a closure.
let closureCounter = Reduce<Int, TallyAction, Void> { count, action, _ in
  if case .add(let amount) = action { count += amount }
  return .none
}
