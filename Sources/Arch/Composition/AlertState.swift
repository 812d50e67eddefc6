/// An alert or a confirmation as a value: a title, a message, and buttons that send actions.
///
/// Keep it in the state (often as one case of a destination), render it with
/// ``ViewNode/alert(_:id:)``, and compare it by value in tests. A confirmation is the same value with a
/// destructive choice and a way out.
///
/// ```swift
/// state.destination = .alert(AlertState(
///   "Delete “Standup”?", message: "This cannot be undone.",
///   buttons: [.init("Delete", sends: .confirmDeletion(id: 1)), .init("Cancel", sends: .cancelTapped)]))
/// ```
public struct AlertState<Action: Sendable>: Sendable {
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
  /// The buttons, in order; each sends its action when tapped.
  ///
  /// ```swift
  /// alert.buttons.map(\.label) // ["Delete", "Cancel"]
  /// ```
  public var buttons: [AlertButton<Action>]

  /// Makes an alert.
  ///
  /// ```swift
  /// AlertState<MeetingsAlertAction>("Saved", buttons: [.init("OK", sends: .cancelTapped)])
  /// ```
  public init(_ title: String, message: String? = nil, buttons: [AlertButton<Action>]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

/// One button of an ``AlertState``: its label and the action a tap sends.
///
/// ```swift
/// AlertButton("Delete", sends: MeetingsAlert.confirmDeletion(id: 1))
/// ```
public struct AlertButton<Action: Sendable>: Sendable {
  /// What the button says.
  ///
  /// ```swift
  /// button.label // "Delete"
  /// ```
  public var label: String
  /// What a tap sends.
  ///
  /// ```swift
  /// button.action // .confirmDeletion(id: 1)
  /// ```
  public var action: Action

  /// Makes a button.
  ///
  /// ```swift
  /// AlertButton("Cancel", sends: MeetingsAlertAction.cancelTapped)
  /// ```
  public init(_ label: String, sends action: Action) {
    self.label = label
    self.action = action
  }
}

extension AlertState: Equatable where Action: Equatable {}
extension AlertButton: Equatable where Action: Equatable {}
