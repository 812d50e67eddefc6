/// A frozen copy of a class model: every object reachable from the root through its fields, each
/// read once (a child reachable twice, or through a loop, is one object), with the values its
/// fields held when it was read.
struct ModelGraph {
  /// One object as it was read.
  ///
  /// A class, so a later copy that finds the object unchanged shares its entry, and comparing the
  /// two copies skips it at the cost of one pointer comparison.
  final class Object {
    /// Kept, so its identity is not reused while the copy exists.
    let object: AnyObject
    let layout: ModelLayout
    let values: [Any]
    /// For each field, what it holds: the objects it refers to, or its frozen dump.
    let contents: [Content]
    /// The bytes of its fields, when its layout compares them (``ModelLayout/byteRanges``): `values`
    /// keeps a copy of every buffer they point to, so a change replaces a buffer rather than writing
    /// into it, and equal bytes mean equal values.
    let bytes: [UInt8]

    init(object: AnyObject, layout: ModelLayout, values: [Any], contents: [Content], bytes: [UInt8]) {
      self.object = object
      self.layout = layout
      self.values = values
      self.contents = contents
      self.bytes = bytes
    }
  }

  enum Content {
    case plain
    case object(ObjectIdentifier?)
    case objects([ObjectIdentifier])
    case frozen(FrozenDump)
  }

  let root: ObjectIdentifier
  /// The objects in the order the reading met them, which the same references always repeat.
  let entries: [Object]
  /// The place of each object in ``entries``.
  let index: [ObjectIdentifier: Int]

  subscript(id: ObjectIdentifier) -> Object? { index[id].map { entries[$0] } }

  /// Whether the two copies hold the same values, object by object along the fields, whatever the
  /// identities of the objects.
  func holdsSameValues(as other: ModelGraph) -> Bool {
    if let same = holdsSameValuesAlongSameReferences(as: other) { return same }
    var comparison = GraphComparison(left: self, right: other)
    return comparison.same(root, other.root)
  }

  /// The comparison of two copies of the same objects with the same references, entry by entry
  /// with no walk; `nil` when the references differ somewhere.
  private func holdsSameValuesAlongSameReferences(as other: ModelGraph) -> Bool? {
    guard root == other.root, entries.count == other.entries.count else { return nil }
    var same = true
    for (old, new) in zip(entries, other.entries) where old !== new {
      guard old.object === new.object, old.refersAlike(new) else { return nil }
      if same, !old.holdsSameValues(as: new) { same = false }
    }
    return same
  }

  /// Whether `other` is this copy, or a copy read since that found every object unchanged, so the
  /// model holds what both read.
  func isSameReading(as other: ModelGraph) -> Bool {
    guard root == other.root, entries.count == other.entries.count else { return false }
    return zip(entries, other.entries).allSatisfy { $0 === $1 }
  }

  /// Puts every object of this copy back as it was read, without calling setters; a `weak` or
  /// `unowned` field keeps its current value.
  func restore() {
    for entry in entries { entry.restore() }
  }

  /// Puts the model back as this copy read it, from `later`, a copy of it read since: only the
  /// objects `later` found changed, when it met the same objects; all of them otherwise.
  func restore(undoing later: ModelGraph?) {
    guard let later, later.root == root, later.entries.count == entries.count else { return restore() }
    for (entry, laterEntry) in zip(entries, later.entries) where entry !== laterEntry {
      guard entry.object === laterEntry.object else { return restore() }
      entry.restore()
    }
  }

  /// The fields ``restore()`` cannot put back that refer to other objects in `other`, a later copy
  /// of the same model, as `Type.field`.
  func unrestorableChanges(in other: ModelGraph) -> [String] {
    var names: [String] = []
    for entry in entries where !entry.layout.unrestorable.isEmpty {
      guard let later = other[ObjectIdentifier(entry.object)] else { continue }
      for index in entry.layout.unrestorable where !entry.refersAlike(later, field: index) {
        names.append(entry.layout.typeName + "." + entry.layout.fields[index].name)
      }
    }
    return names.sorted()
  }
}

extension ModelGraph.Object {
  /// Whether every field holds the same objects in both copies of one object.
  func refersAlike(_ other: ModelGraph.Object) -> Bool {
    contents.indices.allSatisfy { refersAlike(other, field: $0) }
  }

  /// Whether the field holds the same objects in both copies; a field holding no object (never a
  /// `weak` or `unowned` one) counts as alike.
  fileprivate func refersAlike(_ other: ModelGraph.Object, field index: Int) -> Bool {
    switch (contents[index], other.contents[index]) {
    case (.object(let old), .object(let new)): return old == new
    case (.objects(let old), .objects(let new)): return old == new
    default: return true
    }
  }

  /// Whether two copies of one object, referring alike, hold the same values in their other fields.
  fileprivate func holdsSameValues(as other: ModelGraph.Object) -> Bool {
    values.indices.allSatisfy { sameValue(as: other, field: $0) ?? true }
  }

  /// Whether the field holds the same value in both copies; `nil` for a field of objects, which
  /// the comparison follows.
  fileprivate func sameValue(as other: ModelGraph.Object, field index: Int) -> Bool? {
    switch (layout.fields[index].kind, contents[index], other.contents[index]) {
    case (.plain(let equal), _, _):
      return equal(values[index], other.values[index])
    case (.redacted, _, _):
      return true
    case (_, .frozen(let oldDump), .frozen(let newDump)):
      return oldDump.printsLike(newDump)
    case (_, .object, .object), (_, .objects, .objects):
      return nil
    default:
      return false
    }
  }

  /// Puts the object's fields back as they were read.
  func restore() { layout.restore(values, into: object) }
}

/// Compares two frozen copies object by object; a pair met again (a loop) counts as the same, as
/// it is being compared already.
private struct GraphComparison {
  let left: ModelGraph
  let right: ModelGraph
  private var visited: Set<Pair> = []

  struct Pair: Hashable {
    var left: ObjectIdentifier
    var right: ObjectIdentifier
  }

  init(left: ModelGraph, right: ModelGraph) {
    self.left = left
    self.right = right
  }

  mutating func same(_ leftID: ObjectIdentifier, _ rightID: ObjectIdentifier) -> Bool {
    guard visited.insert(Pair(left: leftID, right: rightID)).inserted else { return true }
    // Two readers learn a class's layout apart: the class, not the layout, says the fields match.
    guard let old = left[leftID], let new = right[rightID], type(of: old.object) == type(of: new.object)
    else {
      return false
    }
    for index in old.values.indices where !same(old, new, field: index) { return false }
    return true
  }

  private mutating func same(_ old: ModelGraph.Object, _ new: ModelGraph.Object, field index: Int) -> Bool {
    if let same = old.sameValue(as: new, field: index) { return same }
    switch (old.contents[index], new.contents[index]) {
    case (.object(let oldChild), .object(let newChild)):
      guard let oldChild, let newChild else { return oldChild == nil && newChild == nil }
      return same(oldChild, newChild)
    case (.objects(let oldChildren), .objects(let newChildren)):
      guard oldChildren.count == newChildren.count else { return false }
      for (oldChild, newChild) in zip(oldChildren, newChildren) where !same(oldChild, newChild) {
        return false
      }
      return true
    default:
      return false
    }
  }
}
