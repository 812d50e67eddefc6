import Arch

/// What a person does to a control: tap a button, flip a toggle, type into a field or submit it.
///
/// The one place an interaction is defined: the role of the control it uses, what it sends, the
/// call a test writes for it, and which nodes offer it. The test store, the model tester, the
/// explorer, its coverage and a session's trials all use a control through it.
@usableFromInline
enum ViewInteraction: Equatable, Sendable {
  case tap
  case toggle
  /// Typing the text into a text field; a control the explorer has not used yet types `""` until
  /// the run picks its text.
  case type(String)
  case submit

  /// Every interaction, in the order a node offering several counts them (an edit before a submit).
  private static let all: [Self] = [.tap, .toggle, .type(""), .submit]

  var verb: String {
    switch self {
    case .tap: "tap"
    case .toggle: "toggle"
    case .type: "type into"
    case .submit: "submit"
    }
  }

  /// The role of the control this interaction uses.
  var role: ViewRole {
    switch self {
    case .tap: .button
    case .toggle: .toggle
    case .type, .submit: .textField
    }
  }

  /// The call a test writes for this interaction on `query`, which names its step:
  /// `tap(button: "Save")`, `toggle("Bought")`, `type("Milk", into: "Name")`, `submit("Name")`.
  func call(on query: ViewQuery) -> String { call(on: query.argumentDescription) }

  /// The call a test writes for this interaction on the query written as `argument`.
  func call(on argument: String) -> String {
    switch self {
    case .tap: "tap(button: \(argument))"
    case .toggle: "toggle(\(argument))"
    case .type(let text): "type(\(text.debugDescription), into: \(argument))"
    case .submit: "submit(\(argument))"
    }
  }

  /// What a node of `kind` sends for this interaction; `nil` when it does not offer it.
  func sent<Action>(by kind: ViewNode<Action>.Kind) -> Sent<Action>? {
    switch (self, kind) {
    case (.tap, .button(_, let action)): .action(action)
    case (.toggle, .toggle(_, _, let action)): .action(action)
    case (.type, .textField(_, _, let onChange, _)): .edit(onChange)
    case (.submit, .textField(_, _, _, let onSubmit?)): .action(onSubmit)
    default: nil
    }
  }

  /// How many interactions a node of `kind` offers: as many as ``sent(by:)`` answers for.
  ///
  /// Cases are matched without binding their values: the explorer counts the interactions of every
  /// node of every view it renders, but makes only the one it picks.
  @inlinable
  static func count<Action>(offeredBy kind: ViewNode<Action>.Kind) -> Int {
    switch kind {
    case .button, .toggle, .textField(_, _, _, nil): 1
    case .textField: 2
    case .text, .list, .row, .stack, .section, .image, .progress, .alert, .confirmationDialog: 0
    }
  }

  /// The interaction at `index` (counting from zero) among those a node of `kind` offers, with what
  /// it sends.
  @usableFromInline
  static func offered<Action>(by kind: ViewNode<Action>.Kind, at index: Int) -> (Self, Sent<Action>)? {
    var remaining = index
    for interaction in all {
      guard let sent = interaction.sent(by: kind) else { continue }
      if remaining == 0 { return (interaction, sent) }
      remaining -= 1
    }
    return nil
  }

  func action<Action>(in root: ViewNode<Action>, for query: ViewQuery) -> Result<Action, ViewLookupFailure> {
    let query = query.requiring(role)
    return ViewLookup(root: root).unique(query, verb: verb).flatMap { match in
      if let reason = Self.refusal(of: match) {
        return .failure(.init(ViewQueryMessages.refused(query, verb: verb, match: match, reason: reason)))
      }
      guard let sent = sent(by: match.node.kind) else {
        return .failure(.init(ViewQueryMessages.noSubmitAction(query, match: match)))
      }
      return .success(sent.action(typing: typed))
    }
  }

  /// The text typed, or `""` when this interaction types none.
  private var typed: String {
    guard case .type(let text) = self else { return "" }
    return text
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

extension ViewInteraction {
  /// What using a control sends: an action, or, for an edit, the action for the text typed.
  @usableFromInline
  enum Sent<Action: Sendable> {
    case action(Action)
    case edit(TextInput<Action>)

    /// The action sent, with `text` typed when it is an edit.
    func action(typing text: String) -> Action {
      switch self {
      case .action(let action): action
      case .edit(let input): input.action(for: text)
      }
    }
  }
}
