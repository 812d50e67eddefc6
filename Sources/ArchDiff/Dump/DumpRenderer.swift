/// Prints a ``DumpNode`` tree as indented, Swift-like lines; the differ uses it with a marker in
/// front of every line.
struct DumpRenderer {
  private(set) var output = ""

  init(reservingCapacity capacity: Int = 0) {
    output.reserveCapacity(capacity)
  }

  /// Writes `node` with `label` in front and `suffix` (a comma or nothing) after its last line.
  mutating func write(
    _ node: DumpNode, label: DumpLabel = .none, indent: Int, suffix: String = "", marker: String = ""
  ) {
    let labelText = label.prefix
    switch node.content {
    case .scalar(let text):
      writeLine(marker, indent, labelText, text, suffix)
    case .text(let lines):
      writeLine(marker, indent, labelText, "\"\"\"", "")
      for line in lines { writeLine(marker, indent + 1, "", line, "") }
      writeLine(marker, indent + 1, "", "\"\"\"", suffix)
    case .container(let container):
      writeLine(marker, indent, labelText, container.open, "")
      let children = container.children
      let lastIndex = children.count - 1
      for index in 0...lastIndex {
        let child = children[index]
        write(
          child.node, label: child.label, indent: indent + 1, suffix: index == lastIndex ? "" : ",",
          marker: marker)
      }
      writeLine(marker, indent, "", container.close, suffix)
    }
  }

  mutating func writeLine(
    _ marker: String, _ indent: Int, _ label: String, _ text: String, _ suffix: String
  ) {
    // Lines are separated rather than terminated, so the output needs no trimming at the end.
    if !output.isEmpty { output += "\n" }
    if label.isEmpty && text.isEmpty && suffix.isEmpty {
      // An empty line of a multi-line string: no indentation, so no trailing whitespace.
      output += marker.hasSuffix(" ") ? String(marker.dropLast()) : marker
      return
    }
    output += marker
    output += indentation(indent)
    output += label
    output += text
    output += suffix
  }

  var text: String { output }
}

/// Two spaces per level; the first levels are kept ready because every line needs one.
func indentation(_ level: Int) -> String {
  level < indentations.count ? indentations[level] : String(repeating: "  ", count: level)
}

private let indentations = (0..<32).map { String(repeating: "  ", count: $0) }

/// A node on one line, as dictionary keys print: `Point(x: 1, y: 2)`.
func compactText(of node: DumpNode) -> String {
  switch node.content {
  case .scalar(let text):
    return text
  case .text(let lines):
    return "\"" + lines.joined(separator: "\\n") + "\""
  case .container(let container):
    let children = container.children.map { $0.label.prefix + compactText(of: $0.node) }
    return container.open + children.joined(separator: ", ") + container.close
  }
}
