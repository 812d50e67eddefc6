import Foundation

extension UUID {
  /// The id whose last twelve digits are `number` in hexadecimal, the rest zeros: `UUID(0)` is
  /// `00000000-0000-0000-0000-000000000000` and `UUID(10)` is `00000000-0000-0000-0000-00000000000A`,
  /// the convention of swift-dependencies, so ported tests keep their ids.
  ///
  /// ``UUIDGenerator/incrementingFromZero`` makes them in order.
  ///
  /// ```swift
  /// let item = GroceryItem(id: UUID(0), name: "Milk")
  /// ```
  ///
  /// - Precondition: `number` is not negative and fits in twelve hexadecimal digits.
  public init(_ number: Int) {
    precondition(number >= 0 && number < 1 << 48, "UUID(\(number)): the number must fit in 12 hex digits")
    let digits = String(number, radix: 16, uppercase: true)
    self.init(
      uuidString: "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - digits.count) + digits)!
  }
}
