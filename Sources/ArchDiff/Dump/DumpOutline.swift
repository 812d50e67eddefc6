/// A dump laid out by code outside ArchDiff, such as the harness's frozen copies of class models:
/// rendered and diffed exactly like a value's dump.
///
/// Objects come already laid out, with their fields frozen when they were read, because a class
/// changes under a dump taken later; values without objects inside are dumped when rendered. An
/// outline found as a value, such as a `dumpRepresentation`, is dumped as the outline it is.
package indirect enum DumpOutline {
  /// A value holding no objects, dumped when the outline is rendered.
  case value(Any)
  /// A value's dump taken when it was read.
  case frozen(FrozenDump)
  /// An object's fields, under an opening such as `#1 Model(`.
  case object(open: String, fields: [(name: String, outline: DumpOutline)])
  /// An array's elements; with `ids`, aligned by those identities (one per element), otherwise by
  /// content.
  case sequence([DumpOutline], ids: [Int]?)
  /// A line printed as it is, such as `#1 Model(↩︎)` for an object dumped elsewhere.
  case line(String)

  /// The outline printed as a dump.
  ///
  /// ```swift
  /// DumpOutline.object(open: "Model(", fields: [("count", .value(1))]).text
  /// // Model(
  /// //   count: 1
  /// // )
  /// ```
  package var text: String { render(node(isRoot: true)) }

  /// The differences between two outlines as marked lines, or `nil` when they print alike.
  ///
  /// ```swift
  /// DumpOutline.diff(.value(1), .value(2), format: .unicode)   // "− 1\n+ 2"
  /// ```
  package static func diff(_ expected: DumpOutline, _ actual: DumpOutline, format: DiffFormat) -> String? {
    let old = expected.node(isRoot: true).fingerprinted()
    let new = actual.node(isRoot: true).fingerprinted()
    guard old.fingerprint != new.fingerprint else { return nil }
    var writer = NodeDiffer(format: format)
    writer.diff(.init(node: old), .init(node: new), indent: 0)
    return writer.hasChanges ? writer.text : nil
  }

  func node(isRoot: Bool) -> DumpNode {
    switch self {
    case .value(let value):
      var builder = DumpBuilder()
      return builder.node(for: value, isRoot: isRoot)
    case .frozen(let dump):
      return dump.node
    case .object(let open, let fields):
      let children = fields.map { field in
        DumpChild(label: .field(field.name), node: field.outline.node(isRoot: false), matchKey: 0)
      }
      return .container(
        DumpContainer(open: open, close: ")", emptyText: open + ")", matching: .byLabel, children: children))
    case .sequence(let elements, let ids):
      var children: [DumpChild] = []
      children.reserveCapacity(elements.count)
      for (index, element) in elements.enumerated() {
        children.append(
          DumpChild(label: .index(index), node: element.node(isRoot: false), matchKey: ids?[index] ?? 0))
      }
      return .container(
        DumpContainer(
          open: "[", close: "]", emptyText: "[]", matching: .bySequence(identified: ids != nil),
          children: children))
    case .line(let text):
      return .scalar(text)
    }
  }
}

/// A value's dump taken once, to print or compare later although the value has changed since.
package struct FrozenDump {
  let node: DumpNode

  /// Dumps `value` now.
  package init(of value: Any) {
    node = dumpTree(of: value).fingerprinted()
  }

  /// Whether two frozen dumps print alike.
  package func printsLike(_ other: FrozenDump) -> Bool {
    node.fingerprint == other.node.fingerprint
  }
}
