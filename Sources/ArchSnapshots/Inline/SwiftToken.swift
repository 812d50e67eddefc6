/// One token of Swift source as ``SwiftLexer`` sees it: just enough kinds to find a call, its
/// parentheses, its trailing closure and the string literal inside.
struct SwiftToken: Equatable {
  enum Kind: Equatable {
    /// A name or keyword, including a backticked name.
    case identifier
    /// A number; its spelling does not matter here.
    case number
    /// A `#`-directive or a single punctuation byte such as `(`, `{`, `.` or `,`.
    case punctuation(UInt8)
    case stringLiteral(SwiftStringLiteral)
  }

  var kind: Kind
  /// Byte offsets into the UTF-8 source.
  var range: Range<Int>
  /// 1-based, as `#line` counts.
  var line: Int
  /// 1-based UTF-8 column, as `#column` counts.
  var column: Int

  func isPunctuation(_ character: Character) -> Bool {
    kind == .punctuation(character.asciiValue!)
  }
}

/// Where a string literal's parts are, and what kind of literal it is.
struct SwiftStringLiteral: Equatable {
  /// The number of `#` around a raw string: 0 for `"…"`, 2 for `##"…"##`.
  var hashCount: Int
  var isMultiline: Bool
  var hasInterpolation: Bool
  /// Between the opening and the closing quotes (for a multi-line literal, from the line break
  /// after `"""` to the closing `"""`, its indentation included).
  var contentRange: Range<Int>
}
