/// Builds the children of a container node from statements, with `if`, `switch` and `for` working as
/// they do in SwiftUI.
///
/// ```swift
/// ViewNode<Action>.vstack {
///   ViewNode.text("Groceries")
///   if state.isLoading { ViewNode.progress() }
///   for item in state.items { ViewNode.text(item.name) }
/// }
/// ```
@resultBuilder
public enum ViewNodeBuilder<Action: Sendable> {
  /// One node.
  @inlinable
  public static func buildExpression(_ node: ViewNode<Action>) -> [ViewNode<Action>] { [node] }
  /// Several nodes, such as a mapped array.
  @inlinable
  public static func buildExpression(_ nodes: [ViewNode<Action>]) -> [ViewNode<Action>] { nodes }
  /// The statements of a block, in order.
  @inlinable
  public static func buildBlock(_ parts: [ViewNode<Action>]...) -> [ViewNode<Action>] {
    joined(parts)
  }
  /// An `if` without `else`.
  @inlinable
  public static func buildOptional(_ part: [ViewNode<Action>]?) -> [ViewNode<Action>] { part ?? [] }
  /// The first branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither(first part: [ViewNode<Action>]) -> [ViewNode<Action>] { part }
  /// The second branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither(second part: [ViewNode<Action>]) -> [ViewNode<Action>] { part }
  /// A `for` loop.
  @inlinable
  public static func buildArray(_ parts: [[ViewNode<Action>]]) -> [ViewNode<Action>] {
    joined(parts)
  }

  /// The parts one after another, in one allocation: views are rebuilt for every state, and
  /// `explore` renders each state twice.
  @inlinable
  static func joined(_ parts: [[ViewNode<Action>]]) -> [ViewNode<Action>] {
    if parts.count == 1 { return parts[0] }
    var nodes: [ViewNode<Action>] = []
    nodes.reserveCapacity(parts.reduce(0) { $0 + $1.count })
    for part in parts { nodes.append(contentsOf: part) }
    return nodes
  }
}

extension ViewNode {
  /// A line of text.
  ///
  /// ```swift
  /// ViewNode<Action>.text("3 of 5 bought")
  /// ```
  @inlinable
  public static func text(_ string: String, id identifier: String? = nil) -> Self {
    Self(kind: .text(string), identifier: identifier)
  }

  /// A button that sends `action` when tapped.
  ///
  /// ```swift
  /// ViewNode.button("Reload", sends: .reloadTapped, isEnabled: !state.isLoading)
  /// ```
  @inlinable
  public static func button(
    _ label: String, sends action: Action, isEnabled: Bool = true, id identifier: String? = nil
  ) -> Self {
    Self(kind: .button(label: label, action: action), identifier: identifier, isEnabled: isEnabled)
  }

  /// A switch showing `isOn` that sends `action` when flipped.
  ///
  /// ```swift
  /// ViewNode.toggle(item.name, isOn: item.isBought, sends: .toggleBoughtTapped(item.id))
  /// ```
  @inlinable
  public static func toggle(
    _ label: String, isOn: Bool, sends action: Action, isEnabled: Bool = true,
    id identifier: String? = nil
  ) -> Self {
    Self(
      kind: .toggle(label: label, isOn: isOn, action: action), identifier: identifier,
      isEnabled: isEnabled)
  }

  /// An editable field showing `text`, sending `onChange(newText)` on every edit and `onSubmit` when
  /// submitted; `content` says what it holds (a number, an email address, a secret shown masked).
  ///
  /// ```swift
  /// ViewNode.textField("New item", text: state.draft, onChange: Action.draftChanged,
  ///                    onSubmit: .addTapped)
  /// ViewNode.textField("Password", text: state.password, content: .secure, onChange: Action.passwordChanged)
  /// ```
  @inlinable
  public static func textField(
    _ label: String, text: String, content: TextFieldContent = .plain,
    onChange: @escaping @Sendable (String) -> Action,
    onSubmit: Action? = nil, isEnabled: Bool = true, id identifier: String? = nil
  ) -> Self {
    Self(
      kind: .textField(
        label: label, text: text, onChange: TextInput(content: content, onChange), onSubmit: onSubmit),
      identifier: identifier, isEnabled: isEnabled)
  }

  /// A list of rows; each row is keyed by a stable id.
  ///
  /// ```swift
  /// ViewNode.list(id: "items", rows: state.items.map { item in
  ///   .row(id: item.id.uuidString) { ViewNode.text(item.name) }
  /// })
  /// ```
  @inlinable
  public static func list(id identifier: String? = nil, rows: [ViewNode]) -> Self {
    Self(kind: .list, identifier: identifier, children: rows)
  }

  /// One row of a list, keyed by `id`.
  ///
  /// ```swift
  /// ViewNode.row(id: "milk") { ViewNode.text("Milk") }
  /// ```
  @inlinable
  public static func row(id: String, @ViewNodeBuilder<Action> content: () -> [ViewNode]) -> Self {
    Self(kind: .row(id: id), children: content())
  }

  /// Children in a column.
  ///
  /// ```swift
  /// ViewNode.vstack { ViewNode.text("Title"); ViewNode.text("Subtitle") }
  /// ```
  @inlinable
  public static func vstack(
    id identifier: String? = nil, @ViewNodeBuilder<Action> content: () -> [ViewNode]
  ) -> Self {
    Self(kind: .stack(.vertical), identifier: identifier, children: content())
  }

  /// Children in a line.
  ///
  /// ```swift
  /// ViewNode.hstack { ViewNode.image("cart"); ViewNode.text("Cart") }
  /// ```
  @inlinable
  public static func hstack(
    id identifier: String? = nil, @ViewNodeBuilder<Action> content: () -> [ViewNode]
  ) -> Self {
    Self(kind: .stack(.horizontal), identifier: identifier, children: content())
  }

  /// A titled group.
  ///
  /// ```swift
  /// ViewNode.section("Bought") { for item in bought { ViewNode.text(item.name) } }
  /// ```
  @inlinable
  public static func section(
    _ title: String, id identifier: String? = nil, @ViewNodeBuilder<Action> content: () -> [ViewNode]
  ) -> Self {
    Self(kind: .section(title: title), identifier: identifier, children: content())
  }

  /// An image by name.
  ///
  /// ```swift
  /// ViewNode<Action>.image("cart")
  /// ```
  @inlinable
  public static func image(_ name: String, id identifier: String? = nil) -> Self {
    Self(kind: .image(name: name), identifier: identifier)
  }

  /// A progress indicator: `fraction` from 0 to 1, or `nil` for "busy".
  ///
  /// ```swift
  /// ViewNode<Action>.progress("Loading…")
  /// ```
  @inlinable
  public static func progress(
    _ label: String? = nil, fraction: Double? = nil, id identifier: String? = nil
  ) -> Self {
    Self(kind: .progress(label: label, fraction: fraction), identifier: identifier)
  }

  /// An alert with its buttons.
  ///
  /// ```swift
  /// ViewNode.alert("Could not load", message: error) {
  ///   ViewNode.button("Retry", sends: .retryTapped)
  /// }
  /// ```
  @inlinable
  public static func alert(
    _ title: String, message: String? = nil, id identifier: String? = nil,
    @ViewNodeBuilder<Action> buttons: () -> [ViewNode]
  ) -> Self {
    Self(kind: .alert(title: title, message: message), identifier: identifier, children: buttons())
  }

  /// A confirmation dialog (an action sheet) with its choices.
  ///
  /// ```swift
  /// ViewNode.confirmationDialog("Leave the meeting?") {
  ///   ViewNode.button("End meeting", sends: .endTapped).role(.destructive)
  /// }
  /// ```
  @inlinable
  public static func confirmationDialog(
    _ title: String, message: String? = nil, id identifier: String? = nil,
    @ViewNodeBuilder<Action> buttons: () -> [ViewNode]
  ) -> Self {
    Self(
      kind: .confirmationDialog(title: title, message: message), identifier: identifier, children: buttons())
  }

  /// This node with `identifier`, for finding it in tests.
  ///
  /// ```swift
  /// ViewNode.text(summary).id("summary")
  /// ```
  @inlinable
  public func id(_ identifier: String) -> Self {
    var node = self
    node.identifier = identifier
    return node
  }

  /// This node, disabled when `isDisabled` is true.
  ///
  /// ```swift
  /// ViewNode.button("Add", sends: .addTapped).disabled(state.draft.isEmpty)
  /// ```
  @inlinable
  public func disabled(_ isDisabled: Bool = true) -> Self {
    var node = self
    node.isEnabled = !isDisabled
    return node
  }

  /// This node, hidden when `isHidden` is true.
  ///
  /// ```swift
  /// ViewNode.button("Retry", sends: .retryTapped).hidden(state.error == nil)
  /// ```
  @inlinable
  public func hidden(_ isHidden: Bool = true) -> Self {
    var node = self
    node.isHidden = isHidden
    return node
  }

  /// This button with `role`: what it does in an alert or a confirmation dialog.
  ///
  /// ```swift
  /// ViewNode.button("Delete", sends: .deleteTapped).role(.destructive)
  /// ```
  @inlinable
  public func role(_ role: ButtonRole?) -> Self {
    var node = self
    node.role = role
    return node
  }
}
