import Arch

/// A control a person could use on the rendered view: enabled, not hidden, and not inside a
/// disabled or hidden container. The explorer only acts through these.
struct ViewControl<Action: Sendable> {
  enum Use {
    case tap(Action)
    case toggle(Action)
    case type(TextInput<Action>)
    case submit(Action)
  }

  var use: Use
  var label: String
  /// The id of the row the control sits in, to tell apart the same control in different rows.
  var rowID: String?

  /// Every control of `view` a person could use, in the order they are rendered.
  static func all(in view: ViewNode<Action>) -> [Self] {
    var controls: [Self] = []
    collect(view, rowID: nil, into: &controls)
    return controls
  }

  private static func collect(_ node: ViewNode<Action>, rowID: String?, into controls: inout [Self]) {
    guard node.isInteractive else { return }
    switch node.kind {
    case .button(let label, let action):
      controls.append(Self(use: .tap(action), label: label, rowID: rowID))
    case .toggle(let label, _, let action):
      controls.append(Self(use: .toggle(action), label: label, rowID: rowID))
    case .textField(let label, _, let onChange, let onSubmit):
      controls.append(Self(use: .type(onChange), label: label, rowID: rowID))
      if let onSubmit { controls.append(Self(use: .submit(onSubmit), label: label, rowID: rowID)) }
    default:
      break
    }
    var childRowID = rowID
    if case .row(let id) = node.kind { childRowID = id }
    for child in node.children { collect(child, rowID: childRowID, into: &controls) }
  }

  /// What the person did, for the failing test's comments: `tap "Delete" in row "2"`.
  func describe(typing text: String? = nil) -> String {
    var description: String
    switch use {
    case .tap: description = "tap \(label.debugDescription)"
    case .toggle: description = "toggle \(label.debugDescription)"
    case .type: description = "type \((text ?? "").debugDescription) into \(label.debugDescription)"
    case .submit: description = "submit \(label.debugDescription)"
    }
    if let rowID { description += " in row \(rowID.debugDescription)" }
    return description
  }
}
