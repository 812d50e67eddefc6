import ArchLocking

/// One part of a shared value, reached by a path: reads and writes go through to the parent, so the
/// parent's holders, the store's checks and persistence see every change.
struct SharedProjection<Parent: Equatable & Sendable, Value: Equatable & Sendable>: SharedBox {
  let parent: any SharedBox<Parent>
  /// The path from the parent, as messages show it: `[id: 3]`, `.title`.
  let step: String
  let get: @Sendable (Parent) -> Value?
  let set: @Sendable (inout Parent, Value) -> Void
  /// The value last read, kept for when the part is gone (an element removed from the list).
  let last: Locked<Value>

  init(
    parent: any SharedBox<Parent>, step: String, initial: Value, get: @escaping @Sendable (Parent) -> Value?,
    set: @escaping @Sendable (inout Parent, Value) -> Void
  ) {
    self.parent = parent
    self.step = step
    self.get = get
    self.set = set
    self.last = Locked(initial)
  }

  var name: String { parent.name + step }
  var root: any AnySharedReference { parent.root }

  var value: Value {
    guard let value = get(parent.value) else { return last.withLock { $0 } }
    return value
  }

  func withLock<Result>(through path: SharedPath?, _ body: (inout Value) throws -> Result) rethrows -> Result
  {
    try parent.withLock(through: path ?? self.path) { parentValue in
      // A part that is gone keeps its last value; a write to it is lost, as the part is.
      var value = get(parentValue) ?? last.withLock { $0 }
      let result = try body(&value)
      set(&parentValue, value)
      last.withLock { $0 = value }
      return result
    }
  }

  /// This part as a path from the root, for the test store's messages.
  var path: SharedPath {
    SharedPath(name: name, project: { [self] rootValue in part(of: rootValue) })
  }

  func part(of rootValue: any Sendable) -> Value? {
    parent.part(of: rootValue).flatMap(get)
  }
}
