import Arch

/// A control a person could use on the rendered view: enabled, not hidden, and not inside a
/// disabled or hidden container.
///
/// The explorer only acts through these.
@usableFromInline
struct ViewControl<Action: Sendable> {
  @usableFromInline
  enum Use {
    case tap(Action)
    case toggle(Action)
    case type(TextInput<Action>)
    case submit(Action)
  }

  var use: Use
  var label: String
  /// The control's identifier (`id:`), which a ``FieldText`` may name instead of its label.
  @usableFromInline var identifier: String? = nil
  /// The id of the row the control sits in, to tell apart the same control in different rows.
  var rowID: String?

  @usableFromInline
  init(use: Use, label: String, rowID: String?) {
    self.use = use
    self.label = label
    self.rowID = rowID
  }

  /// How many controls of `node` and its children a person could use.
  @inlinable
  static func count(in node: ViewNode<Action>) -> Int {
    guard node.isInteractive else { return 0 }
    var count = ownCount(of: node.kind)
    for child in node.children { count += Self.count(in: child) }
    return count
  }

  /// The control at `index` in the order they are rendered, counting only those a person could use.
  @inlinable
  static func control(at index: Int, in view: ViewNode<Action>) -> Self? {
    var remaining = index
    return find(&remaining, in: view, rowID: nil)
  }

  /// The control `remaining` places into `node` and its children, counting `remaining` down past
  /// the controls before it.
  @inlinable
  static func find(_ remaining: inout Int, in node: ViewNode<Action>, rowID: String?) -> Self? {
    guard node.isInteractive else { return nil }
    let own = ownCount(of: node.kind)
    if remaining < own {
      var control = make(node.kind, second: remaining == 1, rowID: rowID)
      control?.identifier = node.identifier
      return control
    }
    remaining -= own
    var childRowID = rowID
    if case .row(let id) = node.kind { childRowID = id }
    for child in node.children {
      if let found = find(&remaining, in: child, rowID: childRowID) { return found }
    }
    return nil
  }

  /// The names of the controls of `node` and its children a person could use, in the order of
  /// ``control(at:in:)``'s indices: one walk of the view, where finding each control by its index
  /// walks it again for every control.
  @inlinable
  static func names(in node: ViewNode<Action>, into names: inout [ControlName]) {
    guard node.isInteractive else { return }
    switch node.kind {
    case .button(let label, _): names.append(ControlName(role: .button, label: label))
    case .toggle(let label, _, _): names.append(ControlName(role: .toggle, label: label))
    case .textField(let label, _, _, let onSubmit):
      names.append(ControlName(role: .textField, label: label))
      if onSubmit != nil { names.append(ControlName(role: .textField, label: label)) }
    case .text, .list, .row, .stack, .section, .image, .progress, .alert, .confirmationDialog: break
    }
    for child in node.children { Self.names(in: child, into: &names) }
  }

  /// How many controls a node of this kind is by itself: a text field is two when it can submit.
  ///
  /// Cases are matched without binding their values: the explorer counts every control of every
  /// view but makes only the one it picks.
  @inlinable
  static func ownCount(of kind: ViewNode<Action>.Kind) -> Int {
    switch kind {
    case .button, .toggle, .textField(_, _, _, nil): 1
    case .textField: 2
    case .text, .list, .row, .stack, .section, .image, .progress, .alert, .confirmationDialog: 0
    }
  }

  @inlinable
  static func make(_ kind: ViewNode<Action>.Kind, second: Bool, rowID: String?) -> Self? {
    switch kind {
    case .button(let label, let action): Self(use: .tap(action), label: label, rowID: rowID)
    case .toggle(let label, _, let action): Self(use: .toggle(action), label: label, rowID: rowID)
    case .textField(let label, _, let onChange, let onSubmit):
      if second, let onSubmit {
        Self(use: .submit(onSubmit), label: label, rowID: rowID)
      } else {
        Self(use: .type(onChange), label: label, rowID: rowID)
      }
    case .text, .list, .row, .stack, .section, .image, .progress, .alert, .confirmationDialog: nil
    }
  }

  /// What the person did, for the failing test's comments: `tap "Delete" in row "2"`.
  func describe(typing text: String?) -> String {
    let described: ExploreMessages.ControlUse =
      switch use {
      case .tap: .tap
      case .toggle: .toggle
      case .type: .type(text ?? "")
      case .submit: .submit
      }
    return ExploreMessages.control(described, label: label, rowID: rowID)
  }

  /// The test store call that uses this control again through the view, found by its role and
  /// label (within its row): `tap(button: .button("Delete").within(.row("Milk")))`.
  func interaction(typing text: String?) -> String {
    switch use {
    case .tap: "tap(button: \(query(role: "button")))"
    case .toggle: "toggle(\(query(role: "toggle")))"
    case .type: "type(\((text ?? "").debugDescription), into: \(query(role: "textField")))"
    case .submit: "submit(\(query(role: "textField")))"
    }
  }

  /// How coverage names this control: its role and label, `button "Delete"`.
  var coverageName: ControlName {
    switch use {
    case .tap: ControlName(role: .button, label: label)
    case .toggle: ControlName(role: .toggle, label: label)
    case .type, .submit: ControlName(role: .textField, label: label)
    }
  }

  /// The `ViewQuery` that finds this control, as Swift source.
  private func query(role: String) -> String {
    let own = ".\(role)(\(label.debugDescription))"
    return rowID.map { "\(own).within(.row(\($0.debugDescription)))" } ?? own
  }

  /// The `ViewQuery` ``interaction(typing:)`` writes, as a value: its role and label, within its row.
  var query: ViewQuery {
    let own: ViewQuery =
      switch use {
      case .tap: .button(label)
      case .toggle: .toggle(label)
      case .type, .submit: .textField(label)
      }
    return rowID.map { own.within(.row($0)) } ?? own
  }
}
