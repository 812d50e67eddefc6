import Arch

/// A control a person could use on the rendered view: enabled, not hidden, and not inside a
/// disabled or hidden container.
///
/// The explorer only acts through these.
@usableFromInline
struct ViewControl<Action: Sendable> {
  /// How the person uses it; an edit types `""` until the run picks its text (``typing(_:)``).
  var interaction: ViewInteraction
  /// What using it sends.
  var sent: ViewInteraction.Sent<Action>
  /// How coverage and swarms name it: its role and label, `button "Delete"`.
  var coverageName: ControlName
  /// The control's identifier (`id:`), which a ``FieldText`` may name instead of its label.
  var identifier: String?
  /// The id of the row the control sits in, to tell apart the same control in different rows.
  var rowID: String?

  @usableFromInline
  init(
    _ interaction: ViewInteraction, sending sent: ViewInteraction.Sent<Action>, name: ControlName,
    identifier: String?, rowID: String?
  ) {
    self.interaction = interaction
    self.sent = sent
    self.coverageName = name
    self.identifier = identifier
    self.rowID = rowID
  }

  var label: String { coverageName.label }

  /// How many controls of `node` and its children a person could use.
  @inlinable
  static func count(in node: ViewNode<Action>) -> Int {
    guard node.isInteractive else { return 0 }
    var count = ViewInteraction.count(offeredBy: node.kind)
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
    let own = ViewInteraction.count(offeredBy: node.kind)
    if remaining < own { return make(node, at: remaining, rowID: rowID) }
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
    let own = ViewInteraction.count(offeredBy: node.kind)
    if own > 0, let name = ControlName(of: node) { names.append(contentsOf: repeatElement(name, count: own)) }
    for child in node.children { Self.names(in: child, into: &names) }
  }

  /// Adds what `node` and its descendants show to `survey`, in one walk.
  ///
  /// It finds the interactions of the usable controls as ``count(in:)`` and ``names(in:into:)``
  /// do, and every control shown, by name, with whether a person could use it (it and every node
  /// around it interactive), in the order they are shown: what coverage records of a view.
  @inlinable
  static func survey(_ node: ViewNode<Action>, usable: Bool, into survey: inout ControlSurvey) {
    let usable = usable && node.isInteractive
    let own = ViewInteraction.count(offeredBy: node.kind)
    if own > 0 {
      let name = ControlName(of: node)
      if usable {
        survey.usableCount += own
        if let name { survey.names.append(contentsOf: repeatElement(name, count: own)) }
      }
      if let name { survey.sightings.append(ControlSighting(name: name, isUsable: usable)) }
    }
    for child in node.children { Self.survey(child, usable: usable, into: &survey) }
  }

  /// The control a person uses with the interaction at `index` among those `node` offers.
  @inlinable
  static func make(_ node: ViewNode<Action>, at index: Int, rowID: String?) -> Self? {
    guard case (let interaction, let sent)? = ViewInteraction.offered(by: node.kind, at: index),
      let name = ControlName(of: node)
    else { return nil }
    return Self(interaction, sending: sent, name: name, identifier: node.identifier, rowID: rowID)
  }

  /// This control used by typing `text`, when it is an edit.
  func typing(_ text: String) -> Self {
    guard case .type = interaction else { return self }
    var control = self
    control.interaction = .type(text)
    return control
  }

  /// What the person did, for the failing test's comments: `tap "Delete" in row "2"`.
  var description: String { ExploreMessages.control(interaction, label: label, rowID: rowID) }

  /// The test store call that uses this control again through the view, found by its role and
  /// label (within its row): `tap(button: .button("Delete").within(.row("Milk")))`.
  var call: String { interaction.call(on: querySource) }

  /// The ``query`` as Swift source.
  private var querySource: String {
    let own = ".\(interaction.role)(\(label.debugDescription))"
    return rowID.map { "\(own).within(.row(\($0.debugDescription)))" } ?? own
  }

  /// The `ViewQuery` ``call`` writes, as a value: its role and label, within its row.
  var query: ViewQuery {
    let own = ViewQuery(role: interaction.role, label: label)
    return rowID.map { own.within(.row($0)) } ?? own
  }
}
