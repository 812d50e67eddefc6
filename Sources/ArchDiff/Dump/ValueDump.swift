/// Prints any value as readable, Swift-like text: structs and classes with their fields, enum cases
/// with their payloads, arrays with indices, dictionaries and sets sorted, strings quoted.
///
/// ```swift
/// struct Item { var name: String; var tags: [String] }
/// print(valueDump(Item(name: "Milk", tags: ["dairy"])))
/// // Item(
/// //   name: "Milk",
/// //   tags: [
/// //     [0]: "dairy"
/// //   ]
/// // )
/// ```
///
/// Optionals print as their value or `nil`; a class instance met again inside itself prints as
/// `#1 Node(↩︎)`, pointing at the `#1 Node(` it loops back to. Types customise their dump with
/// ``DumpRepresentable`` and hide or mask fields with ``DumpRedacting``.
public func valueDump(_ value: Any) -> String {
  dumpText(of: value)
}

/// The dump of `value`, for messages inside ArchTesting.
package func dumpText(of value: Any) -> String {
  render(dumpTree(of: value))
}

/// The tree behind a dump, which the differ compares.
func dumpTree(of value: Any) -> DumpNode {
  var builder = DumpBuilder()
  return builder.node(for: value, isRoot: true)
}

func render(_ node: DumpNode) -> String {
  var renderer = DumpRenderer()
  renderer.write(node, indent: 0)
  return renderer.text
}
