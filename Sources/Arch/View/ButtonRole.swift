/// What a button does in an alert or a confirmation dialog, so the platform can place and style it:
/// cancel (leave without doing anything), or destroy something.
///
/// ```swift
/// AlertButton("Delete", role: .destructive, sends: MeetingsAlertAction.confirmDeletion(id: 1))
/// ```
public enum ButtonRole: String, Sendable, Equatable, CustomStringConvertible {
  /// Leaves without doing anything.
  case cancel
  /// Deletes or discards something.
  case destructive

  /// The role's name, as the rendered view shows it: `destructive`.
  ///
  /// ```swift
  /// ButtonRole.cancel.description // "cancel"
  /// ```
  public var description: String { rawValue }
}
