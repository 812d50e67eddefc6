/// A view of a ``Store`` narrowed to one child: it reads the child's state and sends the child's
/// actions, wrapped in the parent's case.
///
/// Hand it to a child view so the view knows nothing of its
/// parent.
///
/// Made by ``Store/scope(state:action:)`` or ``Store/scope(ifPresent:action:)``; scope further the same
/// way. It holds no
/// state of its own: it reads the parent store's state, so an observing view updates with it.
///
/// ```swift
/// let editor = store.scope(ifPresent: { $0.destination[case: MeetingsDestination.editor] },
///                          action: MeetingsAction.editor)
/// editor?.send(.binding(.set(\.title, "Retro")))
/// ```
@MainActor
public final class ScopedStore<State, Action: Sendable> {
  private let readState: @MainActor () -> State
  private let sendAction: @MainActor (Action) -> StoreTask

  init(state: @escaping @MainActor () -> State, send: @escaping @MainActor (Action) -> StoreTask) {
    self.readState = state
    self.sendAction = send
  }

  /// The child's current state.
  ///
  /// ```swift
  /// rowStore.state.title
  /// ```
  public var state: State { readState() }

  /// Sends a child action through the parent store.
  ///
  /// ```swift
  /// rowStore.send(.refreshTapped)
  /// ```
  @discardableResult
  public func send(_ action: Action) -> StoreTask { sendAction(action) }

  /// A store narrowed further, to a part of this child that is always there.
  ///
  /// ```swift
  /// let title = editor.scope(state: \.title, action: { MeetingEditor.Action.binding(.set(\.title, $0)) })
  /// title.send("Retro")
  /// ```
  public func scope<ChildState, ChildAction: Sendable>(
    state toChild: @escaping (State) -> ChildState,
    action embed: @escaping (ChildAction) -> Action
  ) -> ScopedStore<ChildState, ChildAction> {
    ScopedStore<ChildState, ChildAction>(
      state: { [readState] in toChild(readState()) },
      send: { [sendAction] in sendAction(embed($0)) })
  }

  /// A store narrowed to a child that may be absent (an optional, an enum case, a row by id), or
  /// `nil` when it is absent now.
  ///
  /// Once made, it keeps showing the child's last state after the child
  /// goes away, so a closing screen can still draw itself.
  ///
  /// ```swift
  /// let row = list.scope(ifPresent: { $0.rows[id: id] }, action: { MeetingsAction.row(id: id, action: $0) })
  /// ```
  public func scope<ChildState, ChildAction: Sendable>(
    ifPresent toChild: @escaping (State) -> ChildState?,
    action embed: @escaping (ChildAction) -> Action
  ) -> ScopedStore<ChildState, ChildAction>? {
    guard var last = toChild(readState()) else { return nil }
    return ScopedStore<ChildState, ChildAction>(
      state: { [readState] in
        if let current = toChild(readState()) { last = current }
        return last
      },
      send: { [sendAction] in sendAction(embed($0)) })
  }
}

extension Store {
  /// A store narrowed to the child whose state `toChild` reads and whose actions `embed` wraps, as
  /// Arboreal's `viewStore(get:tag:)`: the child's view works on it alone.
  ///
  /// ```swift
  /// let row = store.scope(state: \.rows[0], action: { MeetingsAction.row(id: 1, action: $0) })
  /// row.send(.refreshTapped)
  /// ```
  public func scope<ChildState, ChildAction: Sendable>(
    state toChild: @escaping (F.State) -> ChildState,
    action embed: @escaping (ChildAction) -> F.Action
  ) -> ScopedStore<ChildState, ChildAction> {
    whole.scope(state: toChild, action: embed)
  }

  /// A store narrowed to a child that may be absent, or `nil` when it is absent now.
  ///
  /// ```swift
  /// if let editor = store.scope(ifPresent: { $0.destination[case: MeetingsDestination.editor] },
  ///                             action: MeetingsAction.editor) {
  ///   editor.send(.saveTapped)
  /// }
  /// ```
  public func scope<ChildState, ChildAction: Sendable>(
    ifPresent toChild: @escaping (F.State) -> ChildState?,
    action embed: @escaping (ChildAction) -> F.Action
  ) -> ScopedStore<ChildState, ChildAction>? {
    whole.scope(ifPresent: toChild, action: embed)
  }

  private var whole: ScopedStore<F.State, F.Action> {
    ScopedStore(state: { self.state }, send: { self.send($0) })
  }
}
