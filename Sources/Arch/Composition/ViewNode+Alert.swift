extension ViewNode {
  /// The alert node for `alert`: its title and message, and one button per alert button.
  ///
  /// ```swift
  /// if case .alert(let alert) = state.destination {
  ///   ViewNode.alert(alert).map(MeetingsAction.alert)
  /// }
  /// ```
  public static func alert(_ alert: AlertState<Action>, id identifier: String? = nil) -> Self {
    .alert(alert.title, message: alert.message, id: identifier) {
      for button in alert.buttons { ViewNode.button(button.label, sends: button.action) }
    }
  }
}
