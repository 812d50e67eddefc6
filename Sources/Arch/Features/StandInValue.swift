/// A value of a common type made from nothing (an empty collection, zero, `nil`, the first case),
/// so a case constructor nobody has used yet can still be named: embedding the value and reading
/// the cases back tells the names.
///
/// Used only to name cases in messages.
enum StandInValue {
  /// A value of `type`, when it is a type with an obvious empty or zero value.
  static func of<Value>(_ type: Value.Type) -> Value? {
    if Value.self == Void.self { return () as? Value }
    if Value.self == Bool.self { return false as? Value }
    if let empty = type as? any RangeReplaceableCollection.Type { return empty.init() as? Value }
    if let empty = type as? any SetAlgebra.Type { return empty.init() as? Value }
    if let absent = type as? any ExpressibleByNilLiteral.Type { return absent.init(nilLiteral: ()) as? Value }
    if let number = type as? any AdditiveArithmetic.Type { return zero(number) as? Value }
    if let cases = type as? any CaseIterable.Type { return firstCase(cases) as? Value }
    return nil
  }

  private static func zero<Number: AdditiveArithmetic>(_ type: Number.Type) -> Number { .zero }

  private static func firstCase<Cases: CaseIterable>(_ type: Cases.Type) -> Cases? { type.allCases.first }
}
