import Arch

/// ``ToggleList`` as the one screen of a navigation stack: every step goes through the stack's
/// routing by screen id, as a whole app's steps do.
enum ToggleStack {
  typealias Screen = ToggleList.State

  struct State: Equatable, Sendable {
    var path = ScreenStack<Screen>()
  }

  enum Action: Equatable, Sendable {
    case path(StackAction<Screen, ToggleList.Action>)
  }

  static let feature = Reduce<State, Action, Void> { _, _, _ in .none }
    .stack(\.path, action: Action.path) { StackScreen(ToggleList.feature) }

  /// A stack holding one list of `itemCount` items, as screen 0.
  static func state(itemCount: Int) -> State {
    var state = State()
    state.path.push(ToggleList.state(itemCount: itemCount))
    return state
  }
}
