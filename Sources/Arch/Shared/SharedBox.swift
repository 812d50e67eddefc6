/// What a ``Shared`` reads and writes: the storage of a shared value, or one part of another shared
/// value (an element, a property), which reads and writes through to it.
package protocol SharedBox<Value>: Sendable {
  associatedtype Value: Equatable & Sendable
  /// How messages name it: the key, then the path to the part: `syncUps[id: 3].title`.
  var name: String { get }
  /// The storage of the shared value it is part of: what the test store logs and compares.
  var root: any AnySharedReference { get }
  /// The value, as an expectation sees it while one runs.
  var value: Value { get }
  /// Changes the value under the root's lock; `path` is the outermost part written through.
  func withLock<Result>(through path: SharedPath?, _ body: (inout Value) throws -> Result) rethrows -> Result
  /// This box's value within `rootValue`, a value of its root; `nil` when the root holds no such part.
  func part(of rootValue: any Sendable) -> Value?
}

/// The part of a shared value a write went through, so the test store names and diffs that part.
package struct SharedPath: Sendable {
  /// The part's name: `syncUps[id: 3]`.
  package let name: String
  /// The part of a value of the root, or `nil` when the root holds no such part.
  package let project: @Sendable (any Sendable) -> (any Sendable)?
}

extension SharedPath {
  /// Whether this part is `other` or a part of it: `syncUps[id: 3].title` is within `syncUps[id: 3]`.
  func isWithin(_ other: SharedPath) -> Bool {
    guard name.hasPrefix(other.name) else { return false }
    let rest = name.dropFirst(other.name.count)
    return rest.isEmpty || rest.hasPrefix(".") || rest.hasPrefix("[")
  }
}
