import Arch

/// What kind of node a ``ViewQuery`` looks for: a button, a toggle, a text field, a row or a text.
///
/// ```swift
/// view.findAll(.role(.row)).count // 3
/// ```
public enum ViewRole: String, Sendable, CustomStringConvertible {
  /// A line of text.
  case text
  /// A button.
  case button
  /// A switch.
  case toggle
  /// An editable text field.
  case textField
  /// A list.
  case list
  /// A row of a list.
  case row
  /// A vertical or horizontal stack.
  case stack
  /// A titled section.
  case section
  /// An image.
  case image
  /// A progress indicator.
  case progress
  /// An alert.
  case alert
  /// A confirmation dialog (an action sheet).
  case confirmationDialog

  /// The role's name as messages show it.
  ///
  /// ```swift
  /// ViewRole.textField.description // "textField"
  /// ```
  public var description: String { rawValue }

  /// The role of `node`.
  @inlinable
  init<Action>(of node: ViewNode<Action>) {
    switch node.kind {
    case .text: self = .text
    case .button: self = .button
    case .toggle: self = .toggle
    case .textField: self = .textField
    case .list: self = .list
    case .row: self = .row
    case .stack: self = .stack
    case .section: self = .section
    case .image: self = .image
    case .progress: self = .progress
    case .alert: self = .alert
    case .confirmationDialog: self = .confirmationDialog
    }
  }
}
