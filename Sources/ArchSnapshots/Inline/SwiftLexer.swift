/// A small Swift lexer over UTF-8 bytes: exactly what inline snapshots need to find a call's
/// trailing closure without swift-syntax.
///
/// It knows string literals of every kind (single-line, multi-line, raw `#"…"#` with any number of
/// `#`, interpolations holding nested strings, parentheses and closures), line comments, nested
/// block comments, backticked names and `#/…/#` regex literals. Whitespace and comments are
/// skipped; everything else becomes identifiers, numbers and one-byte punctuation. Bare `/…/` regex
/// literals read as punctuation, which is harmless unless one holds a quote.
///
/// ```swift
/// var lexer = SwiftLexer(Array(#"f("a") { "b" }"#.utf8))
/// let tokens = try lexer.tokens()
/// // identifier f, (, string "a", ), {, string "b", }
/// ```
struct SwiftLexer {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Source the lexer cannot read: an unterminated literal or comment.
  struct Failure: Error, Equatable {
    var line: Int
    var reason: String
  }

  /// The tokens at the top level; the inside of string interpolations is skipped.
  mutating func tokens() throws(Failure) -> [SwiftToken] {
    var tokens: [SwiftToken] = []
    try scanCode(untilUnbalancedParenthesis: false) { tokens.append($0) }
    return tokens
  }

  /// Scans code, handing each token to `emit`.
  ///
  /// Inside an interpolation it stops after the `)` that
  /// closes it.
  private mutating func scanCode(
    untilUnbalancedParenthesis: Bool, emit: (SwiftToken) -> Void
  ) throws(Failure) {
    var parentheses = 0
    while index < bytes.count {
      let byte = bytes[index]
      let start = index, startLine = line, startColumn = index - lineStart + 1
      func token(_ kind: SwiftToken.Kind) -> SwiftToken {
        SwiftToken(kind: kind, range: start..<index, line: startLine, column: startColumn)
      }
      switch byte {
      case ascii("\n"), ascii(" "), ascii("\t"), ascii("\r"), 0x0B, 0x0C:
        advance()
      case ascii("/") where peek(1) == ascii("/"):
        while index < bytes.count && bytes[index] != ascii("\n") { index += 1 }
      case ascii("/") where peek(1) == ascii("*"):
        try skipBlockComment()
      case ascii("\""):
        emit(token(.stringLiteral(try scanString(hashCount: 0))))
      case ascii("#"):
        let hashes = countHashes(from: index)
        if peek(hashes) == ascii("\"") {
          emit(token(.stringLiteral(try scanString(hashCount: hashes))))
        } else if peek(hashes) == ascii("/") {
          try skipRegex(hashCount: hashes)
          emit(token(.punctuation(ascii("/"))))
        } else {
          index += 1
          emit(token(.punctuation(byte)))
        }
      case ascii("`"):
        index += 1
        while index < bytes.count && bytes[index] != ascii("`") && bytes[index] != ascii("\n") { index += 1 }
        if index < bytes.count && bytes[index] == ascii("`") { index += 1 }
        emit(token(.identifier))
      case _ where Self.isIdentifierStart(byte):
        while index < bytes.count && Self.isIdentifierContinuation(bytes[index]) { index += 1 }
        emit(token(.identifier))
      case ascii("0")...ascii("9"):
        while index < bytes.count
          && (Self.isIdentifierContinuation(bytes[index])
            || (bytes[index] == ascii(".") && (peek(1).map { ascii("0")...ascii("9") ~= $0 } ?? false)))
        {
          index += 1
        }
        emit(token(.number))
      default:
        index += 1
        if untilUnbalancedParenthesis && byte == ascii("(") { parentheses += 1 }
        if untilUnbalancedParenthesis && byte == ascii(")") {
          if parentheses == 0 { return }
          parentheses -= 1
        }
        emit(token(.punctuation(byte)))
      }
    }
    if untilUnbalancedParenthesis { throw Failure(line: line, reason: "an interpolation is not closed") }
  }

  /// Scans a string literal whose opening (`#`s and quotes) starts at `index`.
  private mutating func scanString(hashCount: Int) throws(Failure) -> SwiftStringLiteral {
    let openingLine = line
    index += hashCount
    let isMultiline =
      peek(0) == ascii("\"") && peek(1) == ascii("\"") && peek(2) == ascii("\"")
      && !(hashCount > 0 && closesOnItsLine(hashCount: hashCount))
    index += isMultiline ? 3 : 1
    let contentStart = index
    var hasInterpolation = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == ascii("\\") && countHashes(from: index + 1) >= hashCount {
        index += 1 + hashCount
        if peek(0) == ascii("(") {
          index += 1
          hasInterpolation = true
          try scanCode(untilUnbalancedParenthesis: true) { _ in }
        } else if index < bytes.count {
          advance()
        }
        continue
      }
      if byte == ascii("\"") && closes(isMultiline: isMultiline, hashCount: hashCount) {
        let contentEnd = index
        index += (isMultiline ? 3 : 1) + hashCount
        return SwiftStringLiteral(
          hashCount: hashCount, isMultiline: isMultiline, hasInterpolation: hasInterpolation,
          contentRange: contentStart..<contentEnd)
      }
      if byte == ascii("\n") && !isMultiline { break }
      advance()
    }
    throw Failure(line: openingLine, reason: "a string literal is not closed")
  }

  /// Whether a raw literal that opens like `#"""` closes on the same line, which makes it a
  /// single-line literal holding quotes (`#"""#` is `""`): the compiler's rule.
  private func closesOnItsLine(hashCount: Int) -> Bool {
    var position = index + 2
    while position < bytes.count && bytes[position] != ascii("\n") && bytes[position] != ascii("\r") {
      position += 1
      if bytes[position - 1] == ascii("\"") && countHashes(from: position) >= hashCount { return true }
    }
    return false
  }

  /// Whether the quote at `index` is the literal's closing delimiter.
  private func closes(isMultiline: Bool, hashCount: Int) -> Bool {
    let quotes = isMultiline ? 3 : 1
    for offset in 0..<quotes where peek(offset) != ascii("\"") { return false }
    return countHashes(from: index + quotes) >= hashCount
  }

  private mutating func skipBlockComment() throws(Failure) {
    let openingLine = line
    var depth = 0
    while index < bytes.count {
      if bytes[index] == ascii("/") && peek(1) == ascii("*") {
        depth += 1
        index += 2
      } else if bytes[index] == ascii("*") && peek(1) == ascii("/") {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        advance()
      }
    }
    throw Failure(line: openingLine, reason: "a block comment is not closed")
  }

  /// Skips `#/…/#` (with `hashCount` hashes), which may hold quotes.
  private mutating func skipRegex(hashCount: Int) throws(Failure) {
    let openingLine = line
    index += hashCount + 1
    while index < bytes.count {
      if bytes[index] == ascii("\\") {
        index += 1
      } else if bytes[index] == ascii("/") && countHashes(from: index + 1) >= hashCount {
        index += 1 + hashCount
        return
      }
      if index < bytes.count { advance() }
    }
    throw Failure(line: openingLine, reason: "a regex literal is not closed")
  }

  /// Moves past one byte, keeping the line count.
  private mutating func advance() {
    if bytes[index] == ascii("\n") {
      line += 1
      lineStart = index + 1
    }
    index += 1
  }

  private func peek(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private func countHashes(from position: Int) -> Int {
    var count = 0
    while position + count < bytes.count && bytes[position + count] == ascii("#") { count += 1 }
    return count
  }

  private static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (ascii("a")...ascii("z")).contains(byte) || (ascii("A")...ascii("Z")).contains(byte)
      || byte == ascii("_") || byte == ascii("$") || byte >= 0x80
  }

  private static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (ascii("0")...ascii("9")).contains(byte)
  }
}

/// The byte of an ASCII character, for readable byte comparisons.
func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(character.value) }
