extension ScreenStack {
  /// The state of the screen with `id` when it runs `feature`; writable, so an expectation reaches
  /// into one stacked screen in a short line.
  ///
  /// The case of the screen enum is the one the stack's
  /// ``StackScreen`` named. Setting `nil` pops that screen (and those above it).
  ///
  /// ```swift
  /// await store.send(.path(.element(id: 0, action: .detail(.editTapped)))) {
  ///   $0.path[id: 0, as: SyncUpDetail.self]?.isEditing = true
  /// }
  /// ```
  public subscript<F: Feature>(id id: ScreenID, as feature: F.Type) -> F.State? {
    get {
      guard let screen = self[id: id] else { return nil }
      if let screenCase = ScreenCases.screenCase(Screen.self, F.State.self) {
        return screenCase.extract(from: screen)
      }
      // Not composed with StackScreen: the payload of the screen's case, if it is that state.
      return Mirror(reflecting: screen).children.first?.value as? F.State
    }
    set {
      guard self[id: id, as: F.self] != nil else { return }
      guard let screenCase = ScreenCases.screenCase(Screen.self, F.State.self) else {
        return RuntimeIssue.report(
          CompositionMessages.unknownScreenCase(screen: Screen.self, feature: F.self))
      }
      self[id: id] = newValue.map(screenCase.embed)
    }
  }
}
