import Arch

extension TestStore {
  /// A view of this store narrowed to one child: send the child's actions, receive its outputs and
  /// write expectations on the child's state alone, as the child's view works on a scoped store.
  ///
  /// ```swift
  /// let row = store.scope(state: \.rows[0], action: { .row(id: 1, action: $0) },
  ///                       output: { .row(id: 1, action: $0) })
  /// await row.send(.refreshTapped) { $0.isRefreshing = true }
  /// ```
  public func scope<ChildState, ChildAction, ChildOutput>(
    state: WritableKeyPath<F.State, ChildState>,
    action: @escaping (ChildAction) -> F.Action,
    output: @escaping @Sendable (ChildOutput) -> F.Output
  ) -> ScopedTestStore<F, ChildState, ChildAction, ChildOutput> {
    ScopedTestStore(
      parent: self, read: { $0[keyPath: state] }, modify: { try $1(&$0[keyPath: state]) },
      embedAction: action, embedOutput: output)
  }

  /// A view of this store narrowed to one case of an optional destination enum; an expectation
  /// written while another case (or none) is presented fails, naming the case it looked for.
  ///
  /// ```swift
  /// let editor = store.scope(state: \.destination, case: MeetingsDestination.editor,
  ///                          action: MeetingsAction.editor, output: MeetingsEvent.editor)
  /// await editor.send(.binding(.set(\.title, "Retro"))) { $0.title = "Retro" }
  /// ```
  public func scope<Destination, ChildState, ChildAction, ChildOutput>(
    state: WritableKeyPath<F.State, Destination?>,
    case embedCase: @escaping @Sendable (ChildState) -> Destination,
    action: @escaping (ChildAction) -> F.Action,
    output: @escaping @Sendable (ChildOutput) -> F.Output
  ) -> ScopedTestStore<F, ChildState, ChildAction, ChildOutput> {
    ScopedTestStore(
      parent: self,
      read: { $0[keyPath: state][case: embedCase] },
      modify: { parent, expectation in
        guard var child = parent[keyPath: state][case: embedCase] else {
          throw ScopedTestStore<F, ChildState, ChildAction, ChildOutput>.ChildAbsent()
        }
        try expectation(&child)
        parent[keyPath: state][case: embedCase] = child
      },
      embedAction: action, embedOutput: output)
  }
}

/// A ``TestStore`` narrowed to one child's state, actions and outputs; every step is a step of the
/// whole store, so failures, effects and `finish()` work as there.
///
/// Made by ``TestStore/scope(state:action:output:)``.
///
/// ```swift
/// let detail = store.scope(state: \.destination, case: MeetingsDestination.detail,
///                          action: MeetingsAction.detail, output: MeetingsEvent.detail)
/// await detail.send(.startTapped)
/// await detail.receive(.timerDidStart) { $0.isRunning = true }
/// ```
public struct ScopedTestStore<F: Feature, ChildState, ChildAction, ChildOutput> where F.State: Equatable {
  let parent: TestStore<F>
  let read: (F.State) -> ChildState?
  let modify: (inout F.State, (inout ChildState) throws -> Void) throws -> Void
  let embedAction: (ChildAction) -> F.Action
  let embedOutput: @Sendable (ChildOutput) -> F.Output

  /// Thrown by an expectation written for a child that is not presented.
  struct ChildAbsent: Error, CustomStringConvertible {
    var description = ScopeMessages.childAbsent(shortTypeName(ChildState.self))
  }

  /// The child's state after the last step, or `nil` when it is not presented.
  ///
  /// ```swift
  /// #expect(editor.state?.title == "Retro")
  /// ```
  public var state: ChildState? { read(parent.state) }

  /// Sends a child action through the whole store, with an expectation on the child's state.
  ///
  /// ```swift
  /// await editor.send(.binding(.set(\.title, "Retro"))) { $0.title = "Retro" }
  /// ```
  @discardableResult
  public nonisolated(nonsending) func send(
    _ action: ChildAction,
    assert expectation: ((inout ChildState) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask {
    await parent.send(
      embedAction(action), assert: lifted(expectation),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Receives the next output, which must be this child output, with an expectation on the child's
  /// state.
  ///
  /// ```swift
  /// await detail.receive(.timerDidTick) { $0.secondsElapsed = 1 }
  /// ```
  public nonisolated(nonsending) func receive(
    _ expected: ChildOutput,
    assert expectation: ((inout ChildState) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async where F.Output: Equatable {
    await parent.receive(
      embedOutput(expected), assert: lifted(expectation),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Receives the next output, which must be this child's case `outputCase` (a closure for a case
  /// nested in another), with an expectation on the child's state; its payload need not be
  /// `Equatable`.
  ///
  /// ```swift
  /// await detail.receive({ .delegate(.deleteMeeting(id: $0)) })
  /// ```
  public nonisolated(nonsending) func receive<Payload>(
    _ outputCase: @escaping @Sendable (Payload) -> ChildOutput,
    assert expectation: ((inout ChildState) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let embedOutput = self.embedOutput
    await parent.receive(
      { embedOutput(outputCase($0)) }, assert: lifted(expectation),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  private func lifted(
    _ expectation: ((inout ChildState) throws -> Void)?
  ) -> ((inout F.State) throws -> Void)? {
    guard let expectation else { return nil }
    let modify = self.modify
    return { state in try modify(&state, expectation) }
  }
}
