/// How a diff marks its lines: Unicode `−`/`+` and `…` by default, or plain ASCII for logs and
/// terminals that mangle Unicode.
///
/// ```swift
/// let diff = valueDiff([1, 2], [1, 3], format: .ascii)
/// // [
/// //   [0]: 1,
/// // - [1]: 2
/// // + [1]: 3
/// // ]
/// ```
public struct DiffFormat: Sendable, Equatable {
  /// The marker of lines only in the expected value.
  ///
  /// ```swift
  /// DiffFormat.unicode.removed   // "−"
  /// ```
  public var removed: String
  /// The marker of lines only in the actual value.
  ///
  /// ```swift
  /// DiffFormat.ascii.inserted   // "+"
  /// ```
  public var inserted: String
  /// What stands for a collapsed run of unchanged lines.
  ///
  /// ```swift
  /// DiffFormat.ascii.ellipsis   // "..."
  /// ```
  public var ellipsis: String

  /// `−` (U+2212 MINUS SIGN), `+` and `…`.
  ///
  /// ```swift
  /// valueDiff(1, 2, format: .unicode)   // "− 1\n+ 2"
  /// ```
  public static let unicode = DiffFormat(removed: "\u{2212}", inserted: "+", ellipsis: "…")

  /// `-`, `+` and `...`.
  ///
  /// ```swift
  /// valueDiff(1, 2, format: .ascii)   // "- 1\n+ 2"
  /// ```
  public static let ascii = DiffFormat(removed: "-", inserted: "+", ellipsis: "...")

  /// The line explaining the markers: `Expected: −, Actual: +`.
  ///
  /// ```swift
  /// print(valueDiff(old, new)! + "\n\n" + DiffFormat.unicode.legend)
  /// ```
  public var legend: String { "Expected: \(removed), Actual: \(inserted)" }

  var removedMarker: String { removed + " " }
  var insertedMarker: String { inserted + " " }
  var contextMarker: String { String(repeating: " ", count: removed.count) + " " }
}
