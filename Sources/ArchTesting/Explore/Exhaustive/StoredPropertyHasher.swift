import Arch
@_spi(Reflection) import Swift

/// Hashes a struct state that is not `Hashable` by its stored properties, read from its storage at
/// offsets learnt once per exploration, each by its own type's `Hashable` conformance.
///
/// What an exhaustive search's key of such a state costs: reflecting the state for every run's key
/// (a mirror, its children, a cast of each to `AnyHashable`) was a sixth of a search whose runs are
/// short. Only a plain struct whose properties are all `Hashable` and hold no object is read this
/// way, so a property is never a weak or unowned reference, and two states `==` by their properties
/// hash alike; any other state is reflected as before (``ExhaustiveStateKey/ReflectedState``).
final class StoredPropertyHasher<State> {
  private enum Learnt {
    case notYet
    case properties([StoredProperty])
    /// The state's type cannot be read from its storage: it is reflected.
    case reflected
  }

  /// A stored property: where it is, and how its value is combined into a hasher.
  private struct StoredProperty {
    let offset: Int
    let combine: (UnsafeRawPointer, inout Hasher) -> Void
  }

  private var learnt = Learnt.notYet

  /// Makes a hasher that learns the state's properties the first time it is asked.
  init() {}

  /// Combines `state`'s stored properties into `hasher`; false, having combined nothing, when the
  /// state's type is not a plain struct of object-free `Hashable` properties.
  func combine(_ state: State, into hasher: inout Hasher) -> Bool {
    if case .notYet = learnt { learnt = Self.learn(from: state) }
    guard case .properties(let properties) = learnt else { return false }
    withUnsafePointer(to: state) { storage in
      let base = UnsafeRawPointer(storage)
      for property in properties { property.combine(base + property.offset, &hasher) }
    }
    return true
  }

  private static func learn(from state: State) -> Learnt {
    guard PlainStruct.isPlain(state) else { return .reflected }
    var types = ObjectFreeTypes()
    var properties: [StoredProperty] = []
    let described = _forEachField(of: State.self) { _, offset, type, _ in
      guard types.holdsNoObjects(type), let hashable = type as? any Hashable.Type else { return false }
      properties.append(StoredProperty(offset: offset, combine: combiner(for: hashable)))
      return true
    }
    return described ? .properties(properties) : .reflected
  }

  private static func combiner<Value: Hashable>(
    for _: Value.Type
  ) -> (UnsafeRawPointer, inout Hasher) -> Void {
    { value, hasher in hasher.combine(value.assumingMemoryBound(to: Value.self).pointee) }
  }
}
