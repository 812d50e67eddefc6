/// An alert as a value: a title, a message, and buttons, each with a role and an action to send.
///
/// Keep it in the state (often as one case of a destination), render it with ``ViewNode/alert(_:id:)``,
/// and compare it by value in tests. Present it with ``Feature/presentingDialog(state:action:)``: any
/// button tapped then clears it, in the ``Store`` and the test store alike, so no action has to.
///
/// ```swift
/// state.alert = AlertState(
///   "Delete “Standup”?", message: "This cannot be undone.",
///   buttons: [.init("Delete", role: .destructive, sends: .confirmDeletion), .init("Cancel", role: .cancel)])
/// ```
public struct AlertState<Action: Sendable>: DialogState {
  /// The title.
  ///
  /// ```swift
  /// alert.title // "Delete “Standup”?"
  /// ```
  public var title: String
  /// The text under the title, if any.
  ///
  /// ```swift
  /// alert.message // "Its attendance history goes too."
  /// ```
  public var message: String?
  /// The buttons, in order.
  ///
  /// ```swift
  /// alert.buttons.map(\.label) // ["Delete", "Cancel"]
  /// ```
  public var buttons: [AlertButton<Action>]

  /// Makes an alert.
  ///
  /// ```swift
  /// AlertState<MeetingsAlertAction>("Saved", buttons: [.init("OK")])
  /// ```
  public init(_ title: String, message: String? = nil, buttons: [AlertButton<Action>]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

/// One button of an ``AlertState`` or a ``ConfirmationDialogState``: its label, its role, and the
/// action a tap sends, if any.
///
/// A tap on any button also dismisses what presents it.
///
/// ```swift
/// AlertButton("Delete", role: .destructive, sends: MeetingsAlertAction.confirmDeletion(id: 1))
/// AlertButton<MeetingsAlertAction>("Cancel", role: .cancel)
/// ```
public struct AlertButton<Action: Sendable>: Sendable {
  /// What the button says.
  ///
  /// ```swift
  /// button.label // "Delete"
  /// ```
  public var label: String
  /// What the button does: cancel, destroy something, or `nil` for neither.
  ///
  /// ```swift
  /// button.role // .destructive
  /// ```
  public var role: ButtonRole?
  /// What a tap sends besides dismissing; `nil` when the button only dismisses.
  ///
  /// ```swift
  /// button.action // .confirmDeletion(id: 1)
  /// ```
  public var action: Action?

  /// Makes a button that sends `action`.
  ///
  /// ```swift
  /// AlertButton("Delete", role: .destructive, sends: MeetingsAlertAction.confirmDeletion(id: 1))
  /// ```
  public init(_ label: String, role: ButtonRole? = nil, sends action: Action) {
    self.label = label
    self.role = role
    self.action = action
  }

  /// Makes a button that only dismisses.
  ///
  /// ```swift
  /// AlertButton<MeetingsAlertAction>("Cancel", role: .cancel)
  /// ```
  public init(_ label: String, role: ButtonRole? = nil) {
    self.label = label
    self.role = role
    self.action = nil
  }
}

extension AlertState: Equatable where Action: Equatable {}
extension AlertButton: Equatable where Action: Equatable {}
