import Arch

/// The feature the test store, replay and recording figures share: a list of items, where toggling
/// one answers at once with an output that counts the toggles, so every step is a send and a receive.
enum ToggleList {
  struct Item: Equatable, Sendable, Codable {
    var name: String
    var isDone = false
  }

  struct State: Equatable, Sendable, Codable {
    var items: [Item]
    var toggles = 0
  }

  enum Action: Equatable, Sendable, Codable {
    case toggle(Int)
    case didToggle
  }

  static let feature = Reduce<State, Action, Void> { state, action, _ in
    switch action {
    case .toggle(let index):
      state.items[index].isDone.toggle()
      return .send(.didToggle)
    case .didToggle:
      state.toggles += 1
      return .none
    }
  }

  /// A list of `itemCount` items, none done.
  static func state(itemCount: Int) -> State {
    State(items: (0..<itemCount).map { Item(name: "Item \($0)") })
  }
}
