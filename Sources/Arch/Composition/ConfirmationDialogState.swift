/// A confirmation dialog (an action sheet) as a value: the same title, message and buttons as an
/// ``AlertState``, shown as a list of choices instead of an alert.
///
/// Render it with ``ViewNode/confirmationDialog(_:id:)`` and present it with
/// ``Feature/presentingDialog(state:action:)``: any choice tapped clears it.
///
/// ```swift
/// state.dialog = ConfirmationDialogState(
///   "Leave the meeting?",
///   buttons: [.init("End meeting", role: .destructive, sends: .endMeeting), .init("Resume", role: .cancel)])
/// ```
public struct ConfirmationDialogState<Action: Sendable>: DialogState {
  /// The title.
  ///
  /// ```swift
  /// dialog.title // "Leave the meeting?"
  /// ```
  public var title: String
  /// The text under the title, if any.
  ///
  /// ```swift
  /// dialog.message // "Nobody will be timed."
  /// ```
  public var message: String?
  /// The choices, in order.
  ///
  /// ```swift
  /// dialog.buttons.map(\.label) // ["End meeting", "Resume"]
  /// ```
  public var buttons: [AlertButton<Action>]

  /// Makes a confirmation dialog.
  ///
  /// ```swift
  /// ConfirmationDialogState<TimerAction>("Leave?", buttons: [.init("Leave", sends: .leave)])
  /// ```
  public init(_ title: String, message: String? = nil, buttons: [AlertButton<Action>]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {}
