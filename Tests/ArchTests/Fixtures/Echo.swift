import Arch

/// A feature that calls back into its own store while it handles `.tap`, through a service the test
/// wires to the store: a reentrant send, as a reducer or presenter holding its store would make.
struct Echo: EffectReducer {
  struct State: Equatable, Sendable { var log: [String] = [] }
  enum Action: Equatable, Sendable { case tap, echoed }
  struct Environment: Sendable { var sendBack: @Sendable (Action) -> Void }

  func reduce(into state: inout State, action: Action, environment: Environment) -> Effect<Action> {
    state.log.append("\(action)")
    if action == .tap { environment.sendBack(.echoed) }
    return .none
  }
}

/// Holds a store for the service that calls back into it, once the store exists.
final class StoreBox<Held>: @unchecked Sendable {
  var held: Held?
}
