import Arch
import SampleFeature

/// The controls of one screen (buttons, switches, text fields), numbered from 1 in reading order,
/// the numbers the screen printer shows.
struct Controls {
  typealias Node = ViewNode<GroceryAction>

  let nodes: [Node]

  init(of screen: Node) { nodes = screen.flattened.filter(\.isControl) }

  /// The control numbered or labelled `reference` (labels ignore case).
  func find(_ reference: String) throws(CommandError) -> Node {
    if let number = Int(reference) {
      guard nodes.indices.contains(number - 1) else {
        throw CommandError("There is no control \(number); this screen has 1 to \(nodes.count).")
      }
      return nodes[number - 1]
    }
    let numbers = nodes.indices.filter { nodes[$0].label?.lowercased() == reference.lowercased() }
    switch numbers.count {
    case 1:
      return nodes[numbers[0]]
    case 0:
      throw CommandError("No control is labelled “\(reference)”. The controls are: \(listing).")
    default:
      let choices = numbers.map { String($0 + 1) }.joined(separator: ", ")
      throw CommandError(
        "\(numbers.count) controls are labelled “\(reference)” (\(choices)): say which by number, "
          + "e.g. `tap \(numbers[0] + 1)`.")
    }
  }

  /// The text fields on screen.
  var textFields: [Node] { nodes.filter(\.isTextField) }

  /// "1 Reload, 2 New item, …".
  var listing: String {
    nodes.enumerated().map { "\($0.offset + 1) \($0.element.label ?? "?")" }.joined(separator: ", ")
  }
}

extension ViewNode {
  /// This node and every node below it, in reading order.
  var flattened: [ViewNode] { [self] + children.flatMap(\.flattened) }

  /// Whether a person can act on the node: a button, a switch or a text field.
  var isControl: Bool {
    switch kind {
    case .button, .toggle, .textField: true
    default: false
    }
  }

  var isTextField: Bool {
    if case .textField = kind { return true }
    return false
  }
}
