import Arch
import ArchTesting

/// A checkout whose order takes a second to place.
///
/// The buggy variant leaves "Place order" enabled
/// while the order is being placed, so two taps place two orders.
package enum DoubleSubmit {
  package struct State: Equatable {
    package var isPlacing = false
    package var orders: [Int] = []

    package init(isPlacing: Bool = false, orders: [Int] = []) {
      self.isPlacing = isPlacing
      self.orders = orders
    }
  }

  package enum Action: Equatable {
    case placeOrderTapped
    case orderPlaced(Int)
  }

  package static func feature() -> Reduce<State, Action, TestClock> {
    Reduce { state, action, clock in
      switch action {
      case .placeOrderTapped:
        state.isPlacing = true
        let number = state.orders.count + 1
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.orderPlaced(number))
        }
      case .orderPlaced(let number):
        state.isPlacing = false
        state.orders.append(number)
        return .none
      }
    }
  }

  package struct View: ViewBuilder {
    package init(fixed: Bool) { self.fixed = fixed }

    package let fixed: Bool

    package func view(for state: State) -> ViewNode<Action> {
      .vstack {
        ViewNode.button(
          "Place order", sends: .placeOrderTapped,
          isEnabled: fixed ? !state.isPlacing && state.orders.isEmpty : state.orders.isEmpty)
        if state.isPlacing { ViewNode.progress("Placing…") }
      }
    }
  }

  package static var invariants: [Invariant<State, Action>] {
    [
      Invariant("the cart is ordered at most once") { state in state.orders.count <= 1 }
    ]
  }
}
