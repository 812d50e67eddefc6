extension ModelGraph {
  /// The copy as a dump: each object printed once, where the fields first reach it; an object
  /// reached again — shared by two parents, or through a loop — is numbered there (`#1 Item(`) and
  /// printed as `#1 Item(↩︎)` everywhere else.
  var outline: DumpOutline {
    var writer = OutlineWriter(graph: self, numbers: sharedObjectNumbers())
    return writer.outline(of: root)
  }

  var text: String { outline.text }

  /// A number for each object reached more than once, in the order a dump meets them.
  private func sharedObjectNumbers() -> [ObjectIdentifier: Int] {
    var reached: [ObjectIdentifier: Int] = [:]
    var order: [ObjectIdentifier] = []
    func visit(_ id: ObjectIdentifier) {
      reached[id, default: 0] += 1
      guard reached[id] == 1 else { return }
      order.append(id)
      for child in children(of: id) { visit(child) }
    }
    visit(root)
    var numbers: [ObjectIdentifier: Int] = [:]
    for id in order where reached[id]! > 1 { numbers[id] = numbers.count + 1 }
    return numbers
  }

  private func children(of id: ObjectIdentifier) -> [ObjectIdentifier] {
    guard let entry = self[id] else { return [] }
    return entry.contents.flatMap { content -> [ObjectIdentifier] in
      switch content {
      case .object(let child): return child.map { [$0] } ?? []
      case .objects(let children): return children
      case .plain, .frozen: return []
      }
    }
  }
}

private struct OutlineWriter {
  let graph: ModelGraph
  let numbers: [ObjectIdentifier: Int]
  private var printed: Set<ObjectIdentifier> = []

  init(graph: ModelGraph, numbers: [ObjectIdentifier: Int]) {
    self.graph = graph
    self.numbers = numbers
  }

  mutating func outline(of id: ObjectIdentifier) -> DumpOutline {
    guard let entry = graph[id] else { return .line("nil") }
    let marker = numbers[id].map { "#\($0) " } ?? ""
    guard printed.insert(id).inserted else { return .line(marker + entry.layout.typeName + "(↩︎)") }
    var fields: [(name: String, outline: DumpOutline)] = []
    for index in entry.values.indices {
      fields.append((entry.layout.fields[index].name, outline(of: entry, field: index)))
    }
    return .object(open: marker + entry.layout.typeName + "(", fields: fields)
  }

  private mutating func outline(of entry: ModelGraph.Object, field index: Int) -> DumpOutline {
    if case .redacted = entry.layout.fields[index].kind { return .line("<redacted>") }
    switch entry.contents[index] {
    case .plain:
      return .value(entry.values[index])
    case .object(let child):
      return child.map { outline(of: $0) } ?? .line("nil")
    case .objects(let children):
      let ids = children.map { graph[$0]?.identityHash }
      let aligned = ids.allSatisfy { $0 != nil } ? ids.map { $0! } : nil
      return .sequence(children.map { outline(of: $0) }, ids: aligned)
    case .frozen(let dump):
      return .frozen(dump)
    }
  }
}

extension ModelGraph.Object {
  /// The hash of the object's `id` when it is `Identifiable`, to align arrays of models by identity.
  var identityHash: Int? { layout.idHash?(object) }
}
