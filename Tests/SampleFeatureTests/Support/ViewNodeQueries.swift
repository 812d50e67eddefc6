import Arch

// Until the harness's view queries land: just enough to find nodes in a view description.
extension ViewNode {
  /// This node and every node below it, in reading order.
  var flattened: [ViewNode] { [self] + children.flatMap(\.flattened) }

  /// The first node with `identifier`, in reading order.
  func node(withID identifier: String) -> ViewNode? {
    flattened.first { $0.identifier == identifier }
  }

  /// The labels of every node of `kind`'s sort, e.g. all button labels.
  func labels(where isIncluded: (Kind) -> Bool) -> [String] {
    flattened.filter { isIncluded($0.kind) }.compactMap(\.label)
  }
}

extension ViewNode.Kind {
  var isButton: Bool {
    if case .button = self { return true }
    return false
  }

  /// The action a button or toggle sends.
  var sentAction: Action? {
    switch self {
    case .button(_, let action), .toggle(_, _, let action): action
    default: nil
    }
  }
}
