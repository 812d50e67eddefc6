/// Reads models into ``ModelGraph``s, keeping what it learned of their classes between reads.
struct ModelReader {
  private var layouts: [ObjectIdentifier: ModelLayout] = [:]
  private var kinds = FieldKinds()

  /// Reads every object reachable from `root`.
  mutating func read(_ root: AnyObject) -> ModelGraph {
    var entries: [ModelGraph.Object] = []
    var index: [ObjectIdentifier: Int] = [:]
    var pending: [AnyObject] = [root]
    while let object = pending.popLast() {
      let id = ObjectIdentifier(object)
      guard index[id] == nil else { continue }
      index[id] = entries.count
      entries.append(read(object, discovering: &pending))
    }
    return ModelGraph(root: ObjectIdentifier(root), entries: entries, index: index)
  }

  /// Reads `root` again after `previous`, a copy of it, reading only the objects that changed.
  ///
  /// An object whose fields hold the bytes `previous` read keeps its entry, so a step that changed
  /// one object of a thousand reads one. While every object refers to the objects it referred to, the reading meets them in the same
  /// order; when one refers elsewhere, the model is read from scratch.
  mutating func read(_ root: AnyObject, since previous: ModelGraph) -> ModelGraph {
    guard ObjectIdentifier(root) == previous.root else { return read(root) }
    var entries = previous.entries
    var discovered: [AnyObject] = []
    for position in entries.indices {
      let old = entries[position]
      if old.layout.holds(old.bytes, in: old.object) { continue }
      discovered.removeAll(keepingCapacity: true)
      let new = read(old.object, like: old, discovering: &discovered)
      guard new.refersAlike(old) else { return read(root) }
      entries[position] = new
    }
    return ModelGraph(root: previous.root, entries: entries, index: previous.index)
  }

  /// The layout of `object`'s class, learned at its first object.
  mutating func layout(of object: AnyObject) -> ModelLayout {
    let typeID = ObjectIdentifier(type(of: object))
    if let known = layouts[typeID] { return known }
    let layout = ModelLayout(of: object, kinds: &kinds)
    layouts[typeID] = layout
    return layout
  }

  /// Reads one object, and adds the objects its fields refer to to `pending`; a field of objects
  /// that holds the bytes it held in `old`, an earlier copy, refers to what it referred to then,
  /// and adds nothing.
  private mutating func read(
    _ object: AnyObject, like old: ModelGraph.Object? = nil, discovering pending: inout [AnyObject]
  ) -> ModelGraph.Object {
    let layout = layout(of: object)
    let values = layout.values(of: object)
    let bytes = layout.bytes(of: object)
    var contents: [ModelGraph.Content] = []
    contents.reserveCapacity(values.count)
    for index in values.indices {
      if let old, layout.fields[index].kind.refersToObjects, layout.sameBytes(old.bytes, bytes, field: index)
      {
        contents.append(old.contents[index])
        continue
      }
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
    return ModelGraph.Object(
      object: object, layout: layout, values: values, contents: contents, bytes: bytes)
  }
}
