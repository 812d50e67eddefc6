/// A recorded session shrunk to the fewest steps that still fail (break an invariant, or diverge
/// from the recording), printed as a `TestStore` test.
///
/// ```swift
/// if let reproduction = await shrink(session, replayingWith: GroceryReport.self) {
///   print(reproduction.test.joined(separator: "\n"))
/// }
/// ```
public struct SessionReproduction: Sendable {
  /// The name of the invariant the session breaks; `nil` for a session shrunk until it diverges.
  ///
  /// ```swift
  /// #expect(reproduction.invariant == "no two items share an id")
  /// ```
  public var invariant: String?
  /// How many of the session's actions were replayed when it first failed.
  ///
  /// ```swift
  /// print("broke after \(reproduction.originalActions) actions")
  /// ```
  public var originalActions: Int
  /// Which of the session's steps the shrunk test keeps, counting from zero, in order.
  ///
  /// ```swift
  /// let kept = reproduction.keptSteps.map { session.steps[$0] }
  /// ```
  public var keptSteps: [Int]
  /// The shrunk sub-session, as the lines of a `TestStore` test that compiles as printed in the
  /// module that called `shrink`.
  ///
  /// ```swift
  /// print(reproduction.test.joined(separator: "\n"))
  /// ```
  public var test: [String]
  /// The whole message reported.
  ///
  /// ```swift
  /// #expect(reproduction.message.hasPrefix("Replaying the session breaks"))
  /// ```
  public var message: String
}
