import Arch

/// Describes the nodes to find in a view description: by role, label, identifier or text, optionally
/// within another node.
///
/// A string literal is a query by label, so `view.tap(button: "Reload")` finds the button labelled
/// "Reload". A row's label is its id.
///
/// ```swift
/// view.find(.button("Reload"))
/// view.find(.id("summary"))
/// view.toggle(.toggle("Milk").within(.row("milk")))
/// ```
public struct ViewQuery: Sendable, Equatable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The role the node must have, if any.
  var role: ViewRole?
  /// The label the node must have, if any: what ``ViewNode/label`` reads, or a row's id.
  var label: String?
  /// The identifier the node must have, if any.
  var identifier: String?
  /// The containers to search in, outermost first; empty to search the whole view.
  var containers: [ViewQuery] = []

  /// Makes a query; the static builders such as ``button(_:)`` read better.
  ///
  /// ```swift
  /// ViewQuery(role: .button, label: "Reload")
  /// ```
  public init(role: ViewRole? = nil, label: String? = nil, identifier: String? = nil) {
    self.role = role
    self.label = label
    self.identifier = identifier
  }

  /// A query by label, whatever the role.
  ///
  /// ```swift
  /// let reload: ViewQuery = "Reload"
  /// ```
  public init(stringLiteral label: String) { self.init(label: label) }

  /// The node labelled `label`, whatever its role.
  ///
  /// ```swift
  /// view.find(.label("Groceries"))
  /// ```
  public static func label(_ label: String) -> Self { Self(label: label) }

  /// The node with `identifier`.
  ///
  /// ```swift
  /// view.text(of: .id("summary"))
  /// ```
  public static func id(_ identifier: String) -> Self { Self(identifier: identifier) }

  /// Any node of `role`, or the one labelled `label`.
  ///
  /// ```swift
  /// view.expectPresent(.role(.progress))
  /// ```
  public static func role(_ role: ViewRole, label: String? = nil) -> Self {
    Self(role: role, label: label)
  }

  /// A text node showing exactly `string`.
  ///
  /// ```swift
  /// view.expectPresent(.text("3 items"))
  /// ```
  public static func text(_ string: String) -> Self { Self(role: .text, label: string) }

  /// A button, or the one labelled `label`.
  ///
  /// ```swift
  /// view.find(.button("Reload"))?.isEnabled
  /// ```
  public static func button(_ label: String? = nil) -> Self { Self(role: .button, label: label) }

  /// A toggle, or the one labelled `label`.
  ///
  /// ```swift
  /// view.find(.toggle("Milk"))
  /// ```
  public static func toggle(_ label: String? = nil) -> Self { Self(role: .toggle, label: label) }

  /// A text field, or the one labelled `label`.
  ///
  /// ```swift
  /// view.text(of: .textField("New item"))
  /// ```
  public static func textField(_ label: String? = nil) -> Self { Self(role: .textField, label: label) }

  /// A row of a list, or the one with id `id`.
  ///
  /// ```swift
  /// view.find(.button("Delete").within(.row("milk")))
  /// ```
  public static func row(_ id: String? = nil) -> Self { Self(role: .row, label: id) }

  /// This query, searched only inside the node `container` finds.
  ///
  /// ```swift
  /// view.toggle(.toggle("Bought").within(.row("milk")))
  /// ```
  public func within(_ container: ViewQuery) -> Self {
    var query = self
    query.containers = container.containers + [container.withoutContainers] + containers
    return query
  }

  /// How messages name the query.
  ///
  /// ```swift
  /// ViewQuery.toggle("Bought").within(.row("milk")).description // toggle "Bought" within row "milk"
  /// ```
  public var description: String {
    (containers.map(\.ownDescription) + [ownDescription]).reversed().joined(separator: " within ")
  }

  /// The containers and the target, outermost first, as a search path: `row "milk" › toggle "Bought"`.
  var path: String {
    (containers + [withoutContainers]).map(\.ownDescription).joined(separator: " › ")
  }

  var withoutContainers: Self { Self(role: role, label: label, identifier: identifier) }

  /// This query for a node of `role`: a tap looks for a button, a toggle for a toggle, an edit for
  /// a text field, whatever role the query named.
  func requiring(_ role: ViewRole) -> Self {
    var query = self
    query.role = role
    return query
  }

  /// How a test wrote the query: the label in quotes when that is all it says.
  var argumentDescription: String {
    guard role == nil, identifier == nil, containers.isEmpty, let label else { return description }
    return label.debugDescription
  }

  private var ownDescription: String {
    var text = role?.description ?? "node"
    if let label {
      text += role == nil ? " labelled \(label.debugDescription)" : " \(label.debugDescription)"
    }
    if let identifier { text += " #\(identifier)" }
    return text
  }

  func matches<Action>(_ node: ViewNode<Action>) -> Bool {
    if let role, ViewRole(of: node) != role { return false }
    if let label, node.queryLabel != label { return false }
    if let identifier, node.identifier != identifier { return false }
    return true
  }
}

extension ViewNode {
  /// The label a query matches: the node's label, or a row's id.
  @inlinable
  var queryLabel: String? {
    if case .row(let id) = kind { return id }
    return label
  }
}
