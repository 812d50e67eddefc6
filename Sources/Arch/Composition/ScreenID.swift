/// The stable id of one screen on a ``ScreenStack``: given when the screen is pushed, never reused by
/// that stack, so actions for a screen reach it however the stack changes around it.
///
/// Ids count up from 0 in the order screens are pushed, so a test names them with integer literals:
///
/// ```swift
/// await store.send(.detail(id: 0, action: .editTapped)) {
///   $0.path[id: 0, case: Path.detail]?.isEditing = true
/// }
/// ```
public struct ScreenID: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
  /// The position in push order: 0 for the first screen the stack ever held.
  public let rawValue: Int

  /// Makes an id from its push-order number.
  ///
  /// ```swift
  /// let second = ScreenID(rawValue: 1)
  /// ```
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Makes an id from an integer literal, as tests write them: `.detail(id: 0, action: .editTapped)`.
  ///
  /// ```swift
  /// let first: ScreenID = 0
  /// ```
  public init(integerLiteral value: Int) { self.rawValue = value }

  /// The id as messages show it.
  ///
  /// ```swift
  /// print(ScreenID(rawValue: 0))   // #0
  /// ```
  public var description: String { "#\(rawValue)" }

  /// Orders ids by push order.
  ///
  /// ```swift
  /// #expect(ScreenID(rawValue: 0) < ScreenID(rawValue: 1))
  /// ```
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
