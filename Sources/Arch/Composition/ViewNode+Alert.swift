extension ViewNode {
  /// The alert node for `alert`: its title and message, and one button per alert button, with its
  /// role.
  ///
  /// A button sends its action, or `nil` when it only dismisses; the parent's action case
  /// holds an optional.
  ///
  /// ```swift
  /// if let alert = state.alert {
  ///   ViewNode.alert(alert).map(AppAction.alert) // case alert(AlertAction?)
  /// }
  /// ```
  public static func alert<ButtonAction>(
    _ alert: AlertState<ButtonAction>, id identifier: String? = nil
  ) -> Self where Action == ButtonAction? {
    .alert(alert.title, message: alert.message, id: identifier) {
      for button in alert.buttons { ViewNode.button(button) }
    }
  }

  /// The confirmation dialog node for `dialog`: its title and message, and one button per choice.
  ///
  /// ```swift
  /// if let dialog = state.dialog {
  ///   ViewNode.confirmationDialog(dialog).map(AppAction.dialog) // case dialog(DialogAction?)
  /// }
  /// ```
  public static func confirmationDialog<ButtonAction>(
    _ dialog: ConfirmationDialogState<ButtonAction>, id identifier: String? = nil
  ) -> Self where Action == ButtonAction? {
    .confirmationDialog(dialog.title, message: dialog.message, id: identifier) {
      for button in dialog.buttons { ViewNode.button(button) }
    }
  }

  private static func button<ButtonAction>(_ button: AlertButton<ButtonAction>) -> Self
  where Action == ButtonAction? {
    ViewNode.button(button.label, sends: button.action).role(button.role)
  }
}
