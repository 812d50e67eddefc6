import Arch

extension ViewControl where Action: Equatable {
  /// The control of `view` a person could use to send `action`, typing the text it needs: the
  /// first button or toggle that sends it, else the first text field whose edit to some text does,
  /// else the first text field that submits it; `nil` when no usable control sends it.
  ///
  /// A recorded session holds actions, not the controls that sent them; a replay reads them back
  /// from the view so its printed test taps and types as the person did. A text field's text is
  /// found among the strings the action carries, and kept only when the field's edit to it sends
  /// exactly `action`.
  static func sending(_ action: Action, in view: ViewNode<Action>) -> Self? {
    let controls = (0..<count(in: view)).compactMap { control(at: $0, in: view) }
    let sendingIt = controls.filter { control in
      if case .action(let sent) = control.sent { sent == action } else { false }
    }
    if let control = sendingIt.first(where: { $0.interaction != .submit }) { return control }
    let texts = strings(in: action, depth: 3)
    for control in controls {
      guard case .edit(let input) = control.sent else { continue }
      if let text = texts.first(where: { input.action(for: $0) == action }) { return control.typing(text) }
    }
    return sendingIt.first
  }

  /// The strings `value` holds, itself or in its payloads, `depth` levels down.
  private static func strings(in value: Any, depth: Int) -> [String] {
    if let string = value as? String { return [string] }
    guard depth > 0 else { return [] }
    return Mirror(reflecting: value).children.flatMap { strings(in: $0.value, depth: depth - 1) }
  }
}
