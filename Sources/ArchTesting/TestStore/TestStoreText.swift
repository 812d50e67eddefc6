import Arch

/// How the test store shows values in its messages.
///
/// Outputs and actions appear on one line; states appear as a diff of their dumps.
enum TestStoreText {
  /// `.itemsDidLoad([…])`: an enum case with its payload, on one line.
  static func oneLine(_ value: Any) -> String { OneLineDescription.of(value) }

  /// ``oneLine(_:)`` cut short after `limit` characters, for values listed one per line in a message,
  /// so a large payload does not bury the rest of the list: `.itemsDidLoad(["a", "b", … (2410
  /// characters in all)`.
  static func abbreviated(_ value: Any, limit: Int = 240) -> String {
    let text = oneLine(value)
    let length = text.count
    guard length > limit else { return text }
    return "\(text.prefix(limit))… (\(length) characters in all)"
  }

  /// `.rows(id: 2, action: .tap)`: the whole path of cases, with the values beside them in a payload
  /// of several parts, to name a step; a case's sole payload that is not a case is left out
  /// (`.itemsDidLoad`).
  ///
  /// Past `labelLimit` characters the values show as `…`, keeping the cases.
  static func caseName(_ value: Any) -> String {
    guard EnumReflection.caseName(of: value) != nil else { return oneLine(value) }
    let shape = CaseShape.of(value, comparingSolePayloads: false)
    let whole = shape.rendered()
    return whole.count > labelLimit ? shape.rendered(elidingValues: true) : whole
  }

  /// The length past which a step's label elides the values of the path it names.
  static let labelLimit = 100

  /// The parts of the received `output` that differ from the `expected` path, when it names a
  /// payload of several parts (an id beside an inner case); empty otherwise, as the path shows all.
  static func differences<Output>(_ expected: CasePathName, _ output: Output) -> [String] {
    guard let shape = expected.shape, shape.hasSeveralParts else { return [] }
    return shape.differences(from: CaseShape.of(output, comparingSolePayloads: true))
  }

  /// The structural diff of two values known to differ, marked `−` (expected) and `+` (actual).
  static func diff<Value>(expected: Value, actual: Value) -> String {
    lazyDiff(expected, actual, format: .unicode) ?? identicalDumpsExplanation
  }
}
