import Arch
import ArchTesting

/// A cart with a 10% coupon, driven by generators instead of a view.
///
/// The buggy variant freezes the
/// discount when the coupon is applied: only adding an item, applying the coupon, then removing the
/// item (in that order) makes the total negative.
package enum CouponCart {
  package struct State: Equatable {
    package var itemCount = 0
    package var discount = 0
    package var hasCoupon = false

    package static let price = 1_000
    package var total: Int { itemCount * Self.price - (hasCoupon ? itemCount * Self.price / 10 : discount) }

    package init(itemCount: Int = 0, discount: Int = 0, hasCoupon: Bool = false) {
      self.itemCount = itemCount
      self.discount = discount
      self.hasCoupon = hasCoupon
    }
  }

  package enum Action: Equatable {
    case addItem
    case removeItem
    case applyCoupon
  }

  package static func feature(fixed: Bool) -> Reduce<State, Action, Void> {
    Reduce { state, action, _ in
      switch action {
      case .addItem: state.itemCount += 1
      case .removeItem: state.itemCount -= 1
      case .applyCoupon:
        if fixed { state.hasCoupon = true } else { state.discount = state.itemCount * State.price / 10 }
      }
      return .none
    }
  }

  package static var generators: [ActionGenerator<State, Action>] {
    [
      .always("add an item", .addItem),
      ActionGenerator("remove an item", when: { $0.itemCount > 0 }) { _, _ in .removeItem },
      .always("apply the coupon", .applyCoupon),
    ]
  }

  package static var invariants: [Invariant<State, Action>] {
    [
      Invariant("the total is never negative") { state in state.total >= 0 }
    ]
  }
}
