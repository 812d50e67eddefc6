/// `==` on two values whose types are known only at run time.
package enum EquatableValues {
  /// Whether both are `Equatable` values of the same type that are equal.
  ///
  /// ```swift
  /// EquatableValues.areEqual(2 as Any, 2 as Any) // true
  /// ```
  package static func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return isEqual(lhs, rhs)
  }

  private static func isEqual<Value: Equatable>(_ value: Value, _ other: Any) -> Bool {
    (other as? Value) == value
  }
}
