/// Something presented over the screen that offers buttons and goes away when one is tapped: an
/// ``AlertState`` or a ``ConfirmationDialogState``.
///
/// ``Feature/presentingDialog(state:action:)`` presents either, and clears it on any tap.
///
/// ```swift
/// func labels(of dialog: some DialogState) -> [String] { dialog.buttons.map(\.label) }
/// ```
public protocol DialogState<Action>: Sendable {
  /// What its buttons send.
  associatedtype Action: Sendable
  /// The title.
  var title: String { get }
  /// The text under the title, if any.
  var message: String? { get }
  /// The buttons, in order.
  var buttons: [AlertButton<Action>] { get }
}
