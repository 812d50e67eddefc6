import ArchLocking

/// The cases of screen enums that hold each feature's state, as ``StackScreen``s named them, so an
/// expectation reaches a stacked screen by its feature's type alone: `$0.path[id: 0, as: Detail.self]`.
///
/// Which case of a screen enum holds a state type is a fact about types, the same for every store,
/// so one table serves the whole process.
enum ScreenCases {
  private struct Key: Hashable {
    let screen: ObjectIdentifier
    let state: ObjectIdentifier
  }

  private static let table = Locked<[Key: any Sendable]>([:])

  /// Remembers the case of `Screen` that holds `State`.
  static func register<Screen, State>(_ screenCase: CaseOf<Screen, State>) {
    table.withLock { $0[key(Screen.self, State.self)] = screenCase }
  }

  /// The case of `Screen` that holds `State`: itself when they are one type, else the one registered.
  static func screenCase<Screen, State>(_: Screen.Type, _: State.Type) -> CaseOf<Screen, State>? {
    if Screen.self == State.self {
      return CaseOf(embed: { $0 as! Screen }, extract: { $0 as? State })
    }
    return table.withLock { $0[key(Screen.self, State.self)] } as? CaseOf<Screen, State>
  }

  private static func key(_ screen: Any.Type, _ state: Any.Type) -> Key {
    Key(screen: ObjectIdentifier(screen), state: ObjectIdentifier(state))
  }
}
