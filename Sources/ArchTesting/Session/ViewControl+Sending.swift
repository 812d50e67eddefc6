import Arch

extension ViewControl where Action: Equatable {
  /// The control of `view` a person could use to send `action`, and the text typed for it: the
  /// first button or toggle that sends it, else the first text field whose edit to some text does,
  /// else the first text field that submits it; `nil` when no usable control sends it.
  ///
  /// A recorded session holds actions, not the controls that sent them; a replay reads them back
  /// from the view so its printed test taps and types as the person did. A text field's text is
  /// found among the strings the action carries, and kept only when the field's edit to it sends
  /// exactly `action`.
  static func sending(_ action: Action, in view: ViewNode<Action>) -> (control: Self, typed: String?)? {
    let controls = (0..<count(in: view)).compactMap { control(at: $0, in: view) }
    for control in controls {
      switch control.use {
      case .tap(let sent), .toggle(let sent): if sent == action { return (control, nil) }
      case .type, .submit: continue
      }
    }
    let texts = strings(in: action, depth: 3)
    for control in controls {
      guard case .type(let input) = control.use else { continue }
      if let text = texts.first(where: { input.action(for: $0) == action }) { return (control, text) }
    }
    for control in controls {
      if case .submit(let sent) = control.use, sent == action { return (control, nil) }
    }
    return nil
  }

  /// The strings `value` holds, itself or in its payloads, `depth` levels down.
  private static func strings(in value: Any, depth: Int) -> [String] {
    if let string = value as? String { return [string] }
    guard depth > 0 else { return [] }
    return Mirror(reflecting: value).children.flatMap { strings(in: $0.value, depth: depth - 1) }
  }
}
