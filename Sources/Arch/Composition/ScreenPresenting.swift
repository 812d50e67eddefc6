/// A composition that shows a child screen: a presented child (an optional, or one case of a
/// destination) or the screens of one case on a stack.
///
/// An exploration finds these in a feature to
/// report each screen no run showed.
package protocol ScreenPresenting {
  /// How reports name the screen: `\AppState.destination as Editor.State`.
  var screenName: String { get }
  /// Whether `state`, the composed feature's state, shows the screen.
  func showsScreen(in state: Any) -> Bool
}

extension PresentedChild: ScreenPresenting {
  package var screenName: String { slot.name }

  package func showsScreen(in state: Any) -> Bool {
    guard let state = state as? State else { return false }
    return slot.get(state) != nil
  }
}

extension StackChild: ScreenPresenting {
  package var screenName: String { "\(stack) as \(typeNameWithoutModules(Child.State.self))" }

  package func showsScreen(in state: Any) -> Bool {
    guard let state = state as? State else { return false }
    return state[keyPath: stack].screens.contains { screenCase.extract(from: $0) != nil }
  }
}
