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

  /// `.itemsDidLoad`: the case name alone, to name a step.
  static func caseName(_ value: Any) -> String {
    EnumReflection.caseName(of: value).map { "." + $0 } ?? oneLine(value)
  }

  /// The structural diff of two values known to differ, marked `−` (expected) and `+` (actual).
  static func diff<Value>(expected: Value, actual: Value) -> String {
    lazyDiff(expected, actual, format: .unicode) ?? identicalDumpsExplanation
  }
}

extension TestStoreText {
  /// Names a path of cases: `.destination(.edit)`. Swift cannot tell a case's name without a value,
  /// so a case whose payload no output revealed, and whose payload type has no obvious empty value,
  /// is named by its enum and payload type, as in `.destination(Destination case with EditForm)`.
  static func casePath(_ name: CasePathName) -> String {
    let unnamed = name.unnamed.map { "\($0.enumType) case with \($0.payloadType)" }
    return name.cases.reversed().reduce(unnamed) { inner, caseName in
      "." + caseName + (inner.map { "(\($0))" } ?? "")
    } ?? ""
  }
}
