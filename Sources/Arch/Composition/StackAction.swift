/// The actions of a navigation stack, provided by the library: push a screen, pop screens, and an
/// action of one screen, by id.
///
/// A parent gives them one case, and
/// ``Feature/stack(_:action:screens:)`` handles them all, so an app writes no push or pop case.
///
/// `Screen` is the enum of the stack's screens (their states), `ScreenAction` the enum of their
/// actions, with one case per kind of screen:
///
/// ```swift
/// enum AppAction: Equatable, Sendable {
///   case path(StackAction<Path, PathAction>)
///   case list(SyncUpsList.Action)
/// }
/// await store.send(.path(.push(.detail(SyncUpDetail.State(syncUp: syncUp))))) {
///   $0.path.push(.detail(SyncUpDetail.State(syncUp: syncUp)))
/// }
/// await store.send(.path(.element(id: 0, action: .detail(.deleteTapped))))
/// ```
public enum StackAction<Screen, ScreenAction> {
  /// Pushes a screen on top of the stack; it gets the next ``ScreenID``.
  ///
  /// ```swift
  /// store.send(.path(.push(.detail(SyncUpDetail.State(syncUp: syncUp)))))
  /// ```
  case push(Screen)
  /// Pops the screen with the id and every screen above it, as a back button or a swipe does.
  ///
  /// ```swift
  /// store.send(.path(.pop(from: 1)))
  /// ```
  case pop(from: ScreenID)
  /// Pops every screen, back to the root.
  ///
  /// ```swift
  /// store.send(.path(.popToRoot))
  /// ```
  case popToRoot
  /// An action of the screen with the id, or what its effects sent back.
  ///
  /// ```swift
  /// store.send(.path(.element(id: 0, action: .detail(.editTapped))))
  /// ```
  case element(id: ScreenID, action: ScreenAction)
}

extension StackAction: Sendable where Screen: Sendable, ScreenAction: Sendable {}
extension StackAction: Equatable where Screen: Equatable, ScreenAction: Equatable {}
extension StackAction: Hashable where Screen: Hashable, ScreenAction: Hashable {}

extension ScreenStack {
  /// Applies a push or a pop; an element's action changes nothing here (its screen's feature runs it).
  mutating func apply<ScreenAction>(_ action: StackAction<Screen, ScreenAction>) {
    switch action {
    case .push(let screen): push(screen)
    case .pop(let id): pop(from: id)
    case .popToRoot: pop(to: nil)
    case .element: break
    }
  }
}
