/// A failure of a grocery service, with a message written for the person using the app.
///
/// ```swift
/// throw GroceryServiceError("The server did not answer.")
/// ```
public nonisolated struct GroceryServiceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What to show the person.
  ///
  /// ```swift
  /// GroceryServiceError("Offline").message // "Offline"
  /// ```
  public var message: String

  /// Makes an error with `message`.
  ///
  /// ```swift
  /// GroceryServiceError("The saved list is damaged.")
  /// ```
  public init(_ message: String) { self.message = message }

  /// The message.
  ///
  /// ```swift
  /// print(GroceryServiceError("Offline")) // Offline
  /// ```
  public var description: String { message }
}

/// The words to show for `error`: a service's own message, or a plain description of anything else.
///
/// `nonisolated`: effects call it, and with default MainActor isolation a call would hop to the main actor.
nonisolated func message(describing error: any Error) -> String {
  (error as? GroceryServiceError)?.message ?? String(describing: error)
}
