import Arch
@_spi(Reflection) import Swift

/// Hashes a struct state that is not `Hashable` by its stored properties, read from its storage at
/// offsets learnt once per exploration: a `Hashable` property by its own conformance, a struct,
/// an array or an optional property by what it holds, the same way, at any depth.
///
/// What an exhaustive search's key of such a state costs: reflecting the state for every run's key
/// (a mirror, its children, a cast of each to `AnyHashable`, for every element of every array) was
/// a sixth of a search. Only values of types that hold no object are read, so a property is never a
/// weak or unowned reference. A property it cannot read this way (an enum with payloads, a class, a
/// type whose fields are not described) is left out, which only makes the hash coarser: keys are
/// still compared by `==`, so different states stay apart, and two states `==` by their properties
/// hash alike when every struct read inside them compares all its properties, as a synthesized `==`
/// does (one whose `==` ignores a property may get two hashes, which only makes the search expand
/// the state twice). A state with nothing it can read is reflected as before
/// (``ExhaustiveStateKey/ReflectedState``).
final class StoredPropertyHasher<State> {
  private enum Learnt {
    case notYet
    case readable(CombineStored)
    /// The state's type cannot be read from its storage: it is reflected.
    case reflected
  }

  private var learnt = Learnt.notYet

  /// Makes a hasher that learns the state's properties the first time it is asked.
  init() {}

  /// Combines what can be read of `state`'s stored properties into `hasher`; false, having combined
  /// nothing, when the state's type is not a plain struct with a property that can be read.
  func combine(_ state: State, into hasher: inout Hasher) -> Bool {
    if case .notYet = learnt { learnt = Self.learn() }
    guard case .readable(let combine) = learnt else { return false }
    withUnsafePointer(to: state) { combine(UnsafeRawPointer($0), &hasher) }
    return true
  }

  private static func learn() -> Learnt {
    guard PlainStruct.isPlain(State.self) else { return .reflected }
    var plans = HashPlans()
    return plans.fields(of: State.self).map(Learnt.readable) ?? .reflected
  }
}

/// Combines the value stored at a pointer into a hasher.
private typealias CombineStored = (UnsafeRawPointer, inout Hasher) -> Void

/// How each type met in a state is combined into a hasher, learnt once per type.
private struct HashPlans {
  private var types = ObjectFreeTypes()
  private var learnt: [ObjectIdentifier: CombineStored?] = [:]
  /// The types being learnt now: one met again inside itself (a `Node` holding `[Node]`) is left out
  /// there, as a property that cannot be read.
  private var learning: Set<ObjectIdentifier> = []

  /// How a value of `type` is combined; nil when none of it can be read.
  mutating func plan(for type: Any.Type) -> CombineStored? {
    let id = ObjectIdentifier(type)
    if let known = learnt[id] { return known }
    guard !learning.contains(id), types.holdsNoObjects(type) else { return nil }
    learning.insert(id)
    let plan = computePlan(for: type)
    learning.remove(id)
    learnt[id] = plan
    return plan
  }

  private mutating func computePlan(for type: Any.Type) -> CombineStored? {
    if let hashable = type as? any Hashable.Type { return Self.hashing(hashable) }
    if let container = type as? any ReadableContainer.Type {
      return container.combining(elements: plan(for: container.elementType))
    }
    return PlainStruct.isPlain(type) ? fields(of: type) : nil
  }

  /// How a struct of `type` is combined: each of its stored properties that can be read, at its
  /// offset; nil when none can.
  mutating func fields(of type: Any.Type) -> CombineStored? {
    var fields: [(offset: Int, type: Any.Type)] = []
    let described = _forEachField(of: type) { _, offset, fieldType, _ in
      fields.append((offset, fieldType))
      return true
    }
    guard described else { return nil }
    let planned = fields.compactMap { field in plan(for: field.type).map { (field.offset, $0) } }
    guard !planned.isEmpty else { return nil }
    return { base, hasher in
      for (offset, combine) in planned { combine(base + offset, &hasher) }
    }
  }

  private static func hashing<Value: Hashable>(_: Value.Type) -> CombineStored {
    { value, hasher in hasher.combine(value.assumingMemoryBound(to: Value.self).pointee) }
  }
}

/// An optional or an array: combined by what it holds, and by each value in it when the type of
/// its values can be read.
private protocol ReadableContainer {
  /// The type of the values it holds.
  static var elementType: Any.Type { get }
  /// How a container of this type is combined, given how each of its values is, if they can be.
  static func combining(
    elements combine: CombineStored?
  ) -> CombineStored
}

/// Combined by whether it holds a value, then the value.
extension Optional: ReadableContainer {
  fileprivate static var elementType: Any.Type { Wrapped.self }

  fileprivate static func combining(
    elements combine: CombineStored?
  ) -> CombineStored {
    { value, hasher in
      guard let wrapped = value.assumingMemoryBound(to: Wrapped?.self).pointee else {
        return hasher.combine(false)
      }
      hasher.combine(true)
      guard let combine else { return }
      withUnsafePointer(to: wrapped) { combine(UnsafeRawPointer($0), &hasher) }
    }
  }
}

/// Combined by its count, then each element in order.
extension Array: ReadableContainer {
  fileprivate static var elementType: Any.Type { Element.self }

  fileprivate static func combining(
    elements combine: CombineStored?
  ) -> CombineStored {
    { value, hasher in
      value.assumingMemoryBound(to: [Element].self).pointee.withUnsafeBufferPointer { elements in
        hasher.combine(elements.count)
        guard let combine, let first = elements.baseAddress else { return }
        for index in elements.indices { combine(UnsafeRawPointer(first + index), &hasher) }
      }
    }
  }
}
