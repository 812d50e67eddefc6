extension ViewNode {
  /// This view with every action it sends transformed, so a parent can embed a child feature's view.
  ///
  /// ```swift
  /// MeetingEditor.View().view(for: form).map(MeetingsAction.editor)
  /// ```
  public func map<NewAction: Sendable>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> ViewNode<NewAction> {
    ViewNode<NewAction>(
      kind: kind.map(transform), identifier: identifier, isEnabled: isEnabled, isHidden: isHidden,
      role: role,
      children: children.map { $0.map(transform) })
  }
}

extension ViewNode.Kind {
  func map<NewAction: Sendable>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> ViewNode<NewAction>.Kind {
    switch self {
    case .text(let text): return .text(text)
    case .button(let label, let action): return .button(label: label, action: transform(action))
    case .toggle(let label, let isOn, let action):
      return .toggle(label: label, isOn: isOn, action: transform(action))
    case .textField(let label, let text, let onChange, let onSubmit):
      return .textField(
        label: label, text: text,
        onChange: TextInput<NewAction>(content: onChange.content) { transform(onChange.action(for: $0)) },
        onSubmit: onSubmit.map(transform))
    case .list: return .list
    case .row(let id): return .row(id: id)
    case .stack(let axis): return .stack(axis)
    case .section(let title): return .section(title: title)
    case .image(let name): return .image(name: name)
    case .progress(let label, let fraction): return .progress(label: label, fraction: fraction)
    case .alert(let title, let message): return .alert(title: title, message: message)
    case .confirmationDialog(let title, let message):
      return .confirmationDialog(title: title, message: message)
    }
  }
}
