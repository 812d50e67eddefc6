/// A platform-neutral description of a screen: a tree of texts, controls, lists and containers.
///
/// A ``ViewBuilder`` makes one from state. It is a plain value, `Equatable` and `Sendable`, so tests can
/// compare it, query it and snapshot its ``rendered`` text; an app maps it onto SwiftUI, UIKit or a
/// terminal. Interactive nodes carry the action they send and whether they are enabled.
///
/// ```swift
/// let view: ViewNode<Action> = .vstack {
///   ViewNode.text("Groceries")
///   ViewNode.button("Reload", sends: .reloadTapped, isEnabled: !state.isLoading)
///   ViewNode.list(id: "items", rows: state.items.map { item in
///     .row(id: item.id.uuidString) { ViewNode.toggle(item.name, isOn: item.isBought,
///                                                  sends: .toggleTapped(item.id)) }
///   })
/// }
/// ```
public struct ViewNode<Action: Sendable>: Sendable {
  /// What the node is, with what it shows and sends.
  public var kind: Kind
  /// A stable name for finding the node in tests, like an accessibility identifier.
  public var identifier: String?
  /// Whether an interactive node accepts input; a disabled one refuses it.
  public var isEnabled: Bool
  /// Whether the node is hidden; a hidden node is described but refuses input.
  public var isHidden: Bool
  /// What a button does in an alert or a confirmation dialog: cancel, or destroy something; `nil`
  /// for an ordinary button.
  public var role: ButtonRole?
  /// Nested nodes: the content of stacks, sections, lists, rows and alerts.
  public var children: [ViewNode]

  /// Makes a node; the static builders such as ``text(_:id:)`` and
  /// ``button(_:sends:isEnabled:id:)`` read better.
  ///
  /// ```swift
  /// ViewNode<Action>(kind: .text("Hello"))
  /// ```
  @inlinable
  public init(
    kind: Kind, identifier: String? = nil, isEnabled: Bool = true, isHidden: Bool = false,
    role: ButtonRole? = nil, children: [ViewNode] = []
  ) {
    self.kind = kind
    self.identifier = identifier
    self.isEnabled = isEnabled
    self.isHidden = isHidden
    self.role = role
    self.children = children
  }

  /// The kinds of node.
  ///
  /// ```swift
  /// if case .button(let label, let action) = node.kind { print(label, action) }
  /// ```
  public enum Kind: Sendable {
    /// A line of text.
    case text(String)
    /// A button with its label and the action a tap sends.
    case button(label: String, action: Action)
    /// A switch with its label, whether it is on, and the action flipping it sends.
    case toggle(label: String, isOn: Bool, action: Action)
    /// An editable field: its label, current text, the action each edit sends, and the action
    /// submitting sends.
    case textField(label: String, text: String, onChange: TextInput<Action>, onSubmit: Action?)
    /// A list whose children are ``row(id:content:)`` nodes.
    case list
    /// One row of a list, keyed by a stable id.
    case row(id: String)
    /// Children laid out in a column or a line.
    case stack(ViewAxis)
    /// A titled group of children.
    case section(title: String)
    /// An image by name.
    case image(name: String)
    /// Progress: a fraction from 0 to 1, or `nil` for "busy".
    case progress(label: String?, fraction: Double?)
    /// An alert with a title and message; its children are its buttons.
    case alert(title: String, message: String?)
    /// A confirmation dialog (an action sheet) with a title and message; its children are its
    /// choices.
    case confirmationDialog(title: String, message: String?)
  }
}

extension ViewNode {
  /// The label of a button, toggle or text field, the string of a text, or the title of a section or
  /// alert: what a person reads on the node.
  ///
  /// ```swift
  /// ViewNode<Never>.text("Hi").label // "Hi"
  /// ```
  @inlinable
  public var label: String? {
    switch kind {
    case .text(let text): return text
    case .button(let label, _), .toggle(let label, _, _), .textField(let label, _, _, _): return label
    case .section(let title), .alert(let title, _), .confirmationDialog(let title, _): return title
    case .progress(let label, _): return label
    case .image(let name): return name
    case .list, .row, .stack: return nil
    }
  }

  /// Whether a person can interact with the node: enabled and not hidden.
  ///
  /// ```swift
  /// ViewNode.button("Save", sends: Action.save, isEnabled: false).isInteractive // false
  /// ```
  @inlinable
  public var isInteractive: Bool { isEnabled && !isHidden }
}

extension ViewNode: Equatable where Action: Equatable {
  /// Whether two views are the same: same kinds, ids, states and children, in the same order.
  ///
  /// ```swift
  /// ViewNode<Never>.text("Hi") == .text("Hi") // true
  /// ```
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.isEnabled == rhs.isEnabled && lhs.isHidden == rhs.isHidden && lhs.role == rhs.role
      && lhs.identifier == rhs.identifier && lhs.kind == rhs.kind && lhs.children == rhs.children
  }
}

extension ViewNode.Kind: Equatable where Action: Equatable {
  // Written out because the derived version switches over a tuple of both sides, whose metadata
  // unspecialized generic code looks up on every call, and `explore` compares a whole view per step.

  /// Whether two kinds are the same case with equal values.
  ///
  /// ```swift
  /// ViewNode<Never>.Kind.text("Hi") == .text("Hi") // true
  /// ```
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch lhs {
    case .text(let text):
      guard case .text(let other) = rhs else { return false }
      return text == other
    case .button(let label, let action):
      guard case .button(let otherLabel, let otherAction) = rhs else { return false }
      return label == otherLabel && action == otherAction
    case .toggle(let label, let isOn, let action):
      guard case .toggle(let otherLabel, let otherIsOn, let otherAction) = rhs else { return false }
      return label == otherLabel && isOn == otherIsOn && action == otherAction
    case .textField(let label, let text, let onChange, let onSubmit):
      guard case .textField(let otherLabel, let otherText, let otherOnChange, let otherOnSubmit) = rhs
      else { return false }
      return label == otherLabel && text == otherText && onSubmit == otherOnSubmit
        && onChange == otherOnChange
    case .list:
      guard case .list = rhs else { return false }
      return true
    case .row(let id):
      guard case .row(let otherID) = rhs else { return false }
      return id == otherID
    case .stack(let axis):
      guard case .stack(let otherAxis) = rhs else { return false }
      return axis == otherAxis
    case .section(let title):
      guard case .section(let otherTitle) = rhs else { return false }
      return title == otherTitle
    case .image(let name):
      guard case .image(let otherName) = rhs else { return false }
      return name == otherName
    case .progress(let label, let fraction):
      guard case .progress(let otherLabel, let otherFraction) = rhs else { return false }
      return label == otherLabel && fraction == otherFraction
    case .alert(let title, let message):
      guard case .alert(let otherTitle, let otherMessage) = rhs else { return false }
      return title == otherTitle && message == otherMessage
    case .confirmationDialog(let title, let message):
      guard case .confirmationDialog(let otherTitle, let otherMessage) = rhs else { return false }
      return title == otherTitle && message == otherMessage
    }
  }
}

/// Which way a stack lays out its children; the same for views of every action type.
///
/// ```swift
/// ViewNode<Action>(kind: .stack(.horizontal))
/// ```
public enum ViewAxis: String, Sendable, Equatable {
  /// A column.
  case vertical
  /// A line.
  case horizontal
}
