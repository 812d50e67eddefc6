extension ViewNode {
  /// A text field showing the string at `keyPath` of `state`, whose edits send a ``BindingAction``
  /// setting it, wrapped by `sends` (usually the action's `binding` case).
  ///
  /// ```swift
  /// ViewNode.textField("Title", binding: \.title, of: state, sends: MeetingEditor.Action.binding)
  /// ```
  public static func textField<State>(
    _ label: String, binding keyPath: WritableKeyPath<State, String> & Sendable, of state: State,
    sends embed: @escaping @Sendable (BindingAction<State>) -> Action,
    onSubmit: Action? = nil, id identifier: String? = nil
  ) -> Self {
    .textField(
      label, text: state[keyPath: keyPath], onChange: { embed(.set(keyPath, $0)) }, onSubmit: onSubmit,
      id: identifier)
  }

  /// A toggle showing the flag at `keyPath` of `state`; flipping it sends a ``BindingAction``
  /// setting the opposite, wrapped by `sends`.
  ///
  /// ```swift
  /// ViewNode.toggle("Remind me", binding: \.remindsMe, of: state, sends: MeetingEditor.Action.binding)
  /// ```
  public static func toggle<State>(
    _ label: String, binding keyPath: WritableKeyPath<State, Bool> & Sendable, of state: State,
    sends embed: @escaping @Sendable (BindingAction<State>) -> Action, id identifier: String? = nil
  ) -> Self {
    let isOn = state[keyPath: keyPath]
    return .toggle(label, isOn: isOn, sends: embed(.set(keyPath, !isOn)), id: identifier)
  }
}
