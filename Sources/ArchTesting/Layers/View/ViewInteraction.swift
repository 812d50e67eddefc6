import Arch

/// What a person does to a control: tap a button, flip a toggle, type into a field or submit it.
///
/// Resolves to the action the control sends, or to a failure when the control is missing, not
/// single, or refuses input (disabled, hidden, or inside a disabled or hidden container).
enum ViewInteraction {
  case tap
  case toggle
  case type(String)
  case submit

  var verb: String {
    switch self {
    case .tap: "tap"
    case .toggle: "toggle"
    case .type: "type into"
    case .submit: "submit"
    }
  }

  /// The call a test writes for this interaction on `query`, which names its step:
  /// `tap(button: "Save")`, `toggle("Bought")`, `type("Milk", into: "Name")`, `submit("Name")`.
  func call(on query: ViewQuery) -> String {
    switch self {
    case .tap: "tap(button: \(query.argumentDescription))"
    case .toggle: "toggle(\(query.argumentDescription))"
    case .type(let text): "type(\(text.debugDescription), into: \(query.argumentDescription))"
    case .submit: "submit(\(query.argumentDescription))"
    }
  }

  var role: ViewRole {
    switch self {
    case .tap: .button
    case .toggle: .toggle
    case .type, .submit: .textField
    }
  }

  func action<Action>(in root: ViewNode<Action>, for query: ViewQuery) -> Result<Action, ViewLookupFailure> {
    let query = query.requiring(role)
    return ViewLookup(root: root).unique(query, verb: verb).flatMap { match in
      if let reason = Self.refusal(of: match) {
        return .failure(.init(ViewQueryMessages.refused(query, verb: verb, match: match, reason: reason)))
      }
      guard let action = action(of: match.node) else {
        return .failure(.init(ViewQueryMessages.noSubmitAction(query, match: match)))
      }
      return .success(action)
    }
  }

  private func action<Action>(of node: ViewNode<Action>) -> Action? {
    switch (self, node.kind) {
    case (.tap, .button(_, let action)): action
    case (.toggle, .toggle(_, _, let action)): action
    case (.type(let text), .textField(_, _, let onChange, _)): onChange.action(for: text)
    case (.submit, .textField(_, _, _, let onSubmit)): onSubmit
    default: nil
    }
  }

  /// Why a person could not use the control, or `nil` when they could.
  private static func refusal<Action>(of match: ViewMatch<Action>) -> String? {
    if match.node.isHidden { return "it is hidden" }
    if !match.node.isEnabled { return "it is disabled" }
    if let container = match.ancestors.last(where: \.isHidden) {
      return "it is inside a hidden \(container.pathComponent)"
    }
    if let container = match.ancestors.last(where: { !$0.isEnabled }) {
      return "it is inside a disabled \(container.pathComponent)"
    }
    return nil
  }
}
