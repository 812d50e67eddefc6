import Arch

extension TestStore {
  /// A view of this store narrowed to one screen of a `ScreenStack`, by id and kind: send the
  /// screen's actions and receive its outputs through the stack, and write expectations on that
  /// screen's state alone.
  ///
  /// An expectation written once the screen is popped fails, naming it.
  ///
  /// ```swift
  /// let detail = store.scope(stack: \.path, id: 0, case: Path.detail,
  ///                          action: AppAction.detail, output: AppAction.detail)
  /// await detail.send(.editTapped) { $0.isEditing = true }
  /// ```
  public func scope<Screen, ChildState, ChildAction, ChildOutput>(
    stack: WritableKeyPath<F.State, ScreenStack<Screen>>,
    id: ScreenID,
    case embedCase: @escaping @Sendable (ChildState) -> Screen,
    action: @escaping (ScreenID, ChildAction) -> F.Action,
    output: @escaping @Sendable (ScreenID, ChildOutput) -> F.Output
  ) -> ScopedTestStore<F, ChildState, ChildAction, ChildOutput> {
    typealias Scoped = ScopedTestStore<F, ChildState, ChildAction, ChildOutput>
    return ScopedTestStore(
      parent: self,
      read: { $0[keyPath: stack][id: id, case: embedCase] },
      modify: { parent, expectation in
        guard var screen = parent[keyPath: stack][id: id, case: embedCase] else {
          throw Scoped.ChildAbsent(
            description: ScopeMessages.screenAbsent(id, shortTypeName(ChildState.self)))
        }
        try expectation(&screen)
        parent[keyPath: stack][id: id, case: embedCase] = screen
      },
      embedAction: { action(id, $0) }, embedOutput: { output(id, $0) })
  }
}
