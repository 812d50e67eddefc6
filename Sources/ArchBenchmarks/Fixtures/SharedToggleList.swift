import Arch

/// ``ToggleList`` with its items in a ``Shared`` value, as an app keeps data several screens read:
/// every toggle writes through the shared value, which the test store logs and checks.
enum SharedToggleList {
  typealias Action = ToggleList.Action

  struct State: Equatable, Sendable {
    var items: Shared<[ToggleList.Item]>
    var toggles = 0
  }

  static let feature = Reduce<State, Action, Void> { state, action, _ in
    switch action {
    case .toggle(let index):
      state.items.withLock { $0[index].isDone.toggle() }
      return .send(.didToggle)
    case .didToggle:
      state.toggles += 1
      return .none
    }
  }

  /// A shared list of `itemCount` items, none done, held in memory.
  static func state(itemCount: Int) -> State {
    State(items: Shared(ToggleList.state(itemCount: itemCount).items, name: "items"))
  }
}
