/// A frozen copy of a class model: every object reachable from the root through its fields, each
/// read once (a child reachable twice, or through a loop, is one object), with the values its
/// fields held when it was read.
struct ModelGraph {
  struct Object {
    /// Kept, so its identity is not reused while the copy exists.
    let object: AnyObject
    let layout: ModelLayout
    let values: [Any]
    /// For each field, what it holds: the objects it refers to, or its frozen dump.
    let contents: [Content]
  }

  enum Content {
    case plain
    case object(ObjectIdentifier?)
    case objects([ObjectIdentifier])
    case frozen(FrozenDump)
  }

  let root: ObjectIdentifier
  var objects: [ObjectIdentifier: Object]

  /// Whether the two copies hold the same values, object by object along the fields, whatever the
  /// identities of the objects.
  func holdsSameValues(as other: ModelGraph) -> Bool {
    var comparison = GraphComparison(left: self, right: other)
    return comparison.same(root, other.root)
  }

  /// Puts every object of this copy back as it was read, without calling setters; a `weak` or
  /// `unowned` field keeps its current value.
  func restore() {
    for entry in objects.values { entry.layout.restore(entry.values, into: entry.object) }
  }

  /// The fields ``restore()`` cannot put back that refer to other objects in `other`, a later copy
  /// of the same model, as `Type.field`.
  func unrestorableChanges(in other: ModelGraph) -> [String] {
    var names: [String] = []
    for (id, entry) in objects {
      guard let later = other.objects[id] else { continue }
      for index in entry.layout.unrestorable where !entry.refersAlike(later, field: index) {
        names.append(entry.layout.typeName + "." + entry.layout.fields[index].name)
      }
    }
    return names.sorted()
  }
}

extension ModelGraph.Object {
  /// Whether the field holds the same objects in both copies; a field holding no object (never a
  /// `weak` or `unowned` one) counts as alike.
  fileprivate func refersAlike(_ other: ModelGraph.Object, field index: Int) -> Bool {
    switch (contents[index], other.contents[index]) {
    case (.object(let old), .object(let new)): return old == new
    case (.objects(let old), .objects(let new)): return old == new
    default: return true
    }
  }
}

/// Reads models into ``ModelGraph``s, keeping what it learned of their classes between reads.
struct ModelReader {
  private var layouts: [ObjectIdentifier: ModelLayout] = [:]
  private var kinds = FieldKinds()

  mutating func read(_ root: AnyObject) -> ModelGraph {
    var graph = ModelGraph(root: ObjectIdentifier(root), objects: [:])
    var pending: [AnyObject] = [root]
    while let object = pending.popLast() {
      let id = ObjectIdentifier(object)
      guard graph.objects[id] == nil else { continue }
      let entry = read(object, discovering: &pending)
      graph.objects[id] = entry
    }
    return graph
  }

  /// The layout of `object`'s class, learned at its first object.
  mutating func layout(of object: AnyObject) -> ModelLayout {
    let typeID = ObjectIdentifier(type(of: object))
    if let known = layouts[typeID] { return known }
    let layout = ModelLayout(of: object, kinds: &kinds)
    layouts[typeID] = layout
    return layout
  }

  private mutating func read(_ object: AnyObject, discovering pending: inout [AnyObject]) -> ModelGraph.Object
  {
    let layout = layout(of: object)
    let values = layout.values(of: object)
    var contents: [ModelGraph.Content] = []
    contents.reserveCapacity(values.count)
    for index in values.indices {
      switch layout.fields[index].kind {
      case .plain, .redacted:
        contents.append(.plain)
      case .object(let references):
        let child = references(values[index])
        if let child { pending.append(child) }
        contents.append(.object(child.map(ObjectIdentifier.init)))
      case .objects(let references):
        let children = references(values[index])
        pending.append(contentsOf: children)
        contents.append(.objects(children.map(ObjectIdentifier.init)))
      case .other:
        contents.append(.frozen(FrozenDump(of: values[index])))
      }
    }
    return ModelGraph.Object(object: object, layout: layout, values: values, contents: contents)
  }
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
    guard let old = left.objects[leftID], let new = right.objects[rightID], old.layout === new.layout
    else { return false }
    for index in old.values.indices where !same(old, new, field: index) { return false }
    return true
  }

  private mutating func same(_ old: ModelGraph.Object, _ new: ModelGraph.Object, field index: Int) -> Bool {
    switch (old.layout.fields[index].kind, old.contents[index], new.contents[index]) {
    case (.plain(let equal), _, _):
      return equal(old.values[index], new.values[index])
    case (.redacted, _, _):
      return true
    case (_, .object(let oldChild), .object(let newChild)):
      guard let oldChild, let newChild else { return oldChild == nil && newChild == nil }
      return same(oldChild, newChild)
    case (_, .objects(let oldChildren), .objects(let newChildren)):
      guard oldChildren.count == newChildren.count else { return false }
      for (oldChild, newChild) in zip(oldChildren, newChildren) where !same(oldChild, newChild) {
        return false
      }
      return true
    case (_, .frozen(let oldDump), .frozen(let newDump)):
      return oldDump.printsLike(newDump)
    default:
      return false
    }
  }
}
