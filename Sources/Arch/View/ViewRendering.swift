extension ViewNode {
  /// The one text rendering of a view description: one node per line, indented by depth, showing what
  /// each control sends and whether it is disabled or hidden.
  ///
  /// The terminal sample app prints it and text snapshots store it, so both show the same thing.
  ///
  /// ```swift
  /// print(GroceryViewBuilder().view(for: state).rendered)
  /// // vstack
  /// //   text "Groceries"
  /// //   button "Reload" → .reloadTapped
  /// ```
  public var rendered: String {
    var lines: [String] = []
    appendLines(to: &lines, depth: 0)
    return lines.joined(separator: "\n")
  }

  /// This node's own line, without children or indentation.
  ///
  /// ```swift
  /// ViewNode.button("Add", sends: Action.add, isEnabled: false).renderedLine
  /// // button "Add" → .add [disabled]
  /// ```
  public var renderedLine: String {
    var line = kindDescription
    if let identifier { line += " #\(identifier)" }
    if !isEnabled { line += " [disabled]" }
    if isHidden { line += " [hidden]" }
    if let role { line += " [\(role)]" }
    return line
  }

  func appendLines(to lines: inout [String], depth: Int) {
    lines.append(String(repeating: "  ", count: depth) + renderedLine)
    for child in children { child.appendLines(to: &lines, depth: depth + 1) }
  }

  private var kindDescription: String {
    switch kind {
    case .text(let text):
      return "text \(quoted(text))"
    case .button(let label, let action):
      return "button \(quoted(label)) → \(describeAction(action))"
    case .toggle(let label, let isOn, let action):
      return "toggle \(quoted(label)) [\(isOn ? "on" : "off")] → \(describeAction(action))"
    case .textField(let label, let text, let onChange, let onSubmit):
      var line = "textField \(quoted(label))"
      if onChange.content != .plain { line += " (\(onChange.content.rawValue))" }
      line += " = \(quoted(onChange.content.shown(text)))"
      line += " → \(describeAction(onChange.action(for: TextInput<Action>.placeholder)))"
      if let onSubmit { line += " ⏎ \(describeAction(onSubmit))" }
      return line
    case .list:
      return "list"
    case .row(let id):
      return "row \(quoted(id))"
    case .stack(let axis):
      return axis == .vertical ? "vstack" : "hstack"
    case .section(let title):
      return "section \(quoted(title))"
    case .image(let name):
      return "image \(quoted(name))"
    case .progress(let label, let fraction):
      var line = "progress"
      if let label { line += " \(quoted(label))" }
      line += fraction.map { " \(Int(($0 * 100).rounded()))%" } ?? " (busy)"
      return line
    case .alert(let title, let message):
      return titled("alert", title, message)
    case .confirmationDialog(let title, let message):
      return titled("confirmationDialog", title, message)
    }
  }
}

/// `alert "Title" "Message"`: a kind with a quoted title and optional message.
private func titled(_ kind: String, _ title: String, _ message: String?) -> String {
  var line = "\(kind) \(quoted(title))"
  if let message { line += " \(quoted(message))" }
  return line
}

/// A string in double quotes with escapes, so blanks and line breaks stay visible on one line.
func quoted(_ string: String) -> String { string.debugDescription }

/// An action on one line: `.caseName(payload)` for enum cases.
func describeAction(_ action: some Any) -> String { OneLineDescription.of(action) }
