/// One value of a dump, as a tree: what the renderer prints and what the differ compares.
///
/// For diffing, ``fingerprinted()`` gives every node a hash of everything it prints, so equal
/// subtrees compare in constant time and sequence elements are matched by hash instead of text.
struct DumpNode {
  enum Content {
    /// Printed on one line, such as `42`, `"Milk"`, `.idle` or `[]`.
    case scalar(String)
    /// A multi-line string: its lines, already escaped, printed as a `"""` block.
    case text([String])
    /// A value with children, printed over several lines.
    case container(DumpContainer)
  }

  var content: Content
  /// Zero until ``fingerprinted()`` computes it.
  var fingerprint = 0

  static func scalar(_ text: String) -> DumpNode {
    DumpNode(content: .scalar(text))
  }

  static func text(_ lines: [String]) -> DumpNode {
    DumpNode(content: .text(lines))
  }

  static func container(_ container: DumpContainer) -> DumpNode {
    if container.children.isEmpty { return .scalar(container.emptyText) }
    return DumpNode(content: .container(container))
  }

  /// The node with fingerprints on it and on all its descendants; elements of sequences matched by
  /// content get their fingerprint as match key.
  func fingerprinted() -> DumpNode {
    switch content {
    case .scalar(let text):
      return DumpNode(content: content, fingerprint: text.hashValue)
    case .text(let lines):
      var hasher = Hasher()
      for line in lines { hasher.combine(line) }
      return DumpNode(content: content, fingerprint: hasher.finalize())
    case .container(var container):
      var hasher = Hasher()
      hasher.combine(container.open)
      hasher.combine(container.close)
      let matchesByContent = container.matching == .bySequence(identified: false)
      for index in container.children.indices {
        let child = container.children[index].node.fingerprinted()
        container.children[index].node = child
        if matchesByContent { container.children[index].matchKey = child.fingerprint }
        container.children[index].label.hash(into: &hasher)
        hasher.combine(child.fingerprint)
      }
      return DumpNode(content: .container(container), fingerprint: hasher.finalize())
    }
  }

  /// Whether the node prints on a single line.
  var isSingleLine: Bool {
    if case .scalar = content { return true }
    return false
  }
}

/// The children of a struct, class, enum case, tuple or collection, and how to print around them.
struct DumpContainer {
  /// How the differ pairs the children of two versions of this container.
  enum Matching: Equatable {
    /// Fields of one type: paired by label.
    case byLabel
    /// Elements of an array or set: aligned as sequences, by identity when the elements are
    /// `Identifiable`, otherwise by content.
    case bySequence(identified: Bool)
    /// Entries of a dictionary: paired by key.
    case byKey
  }

  var open: String
  var close: String
  /// What prints when there are no children, such as `[]`, `[:]` or `Item()`.
  var emptyText: String
  var matching: Matching
  var children: [DumpChild]
}

/// One child of a container: its label, its value and the key the differ matches it by.
struct DumpChild {
  var label: DumpLabel
  var node: DumpNode
  /// For identified elements the hash of their `id`; otherwise the node's fingerprint or the
  /// label's hash.
  var matchKey: Int
}

/// What precedes a child's value on its line.
enum DumpLabel: Hashable {
  case none
  case field(String)
  case index(Int)
  case key(String)

  /// The label as printed, with its separator: `name: `, `[3]: `, `"milk": ` or nothing.
  var prefix: String {
    switch self {
    case .none: return ""
    case .field(let name): return name + ": "
    case .index(let index): return "[" + String(index) + "]: "
    case .key(let key): return key + ": "
    }
  }
}
