/// The value a string literal spells, worked out the way the compiler does: a multi-line literal
/// loses the closing delimiter's indentation on every line, escapes (`\n`, `\u{…}`, raw `\#n`) are
/// replaced and a backslash at a line's end joins it to the next.
///
/// Inline snapshots compare this value with the text the test ran with, to tell that the source
/// still holds the call that was compiled. A literal with interpolations has no fixed value: `nil`.
///
/// ```swift
/// let source = Array(#""a\tb""#.utf8)
/// var lexer = SwiftLexer(source)
/// let token = try lexer.tokens()[0]
/// if case .stringLiteral(let literal) = token.kind { literal.value(in: source) }   // "a\tb"
/// ```
extension SwiftStringLiteral {
  func value(in source: [UInt8]) -> String? {
    guard !hasInterpolation else { return nil }
    let content = Array(source[contentRange])
    guard let text = isMultiline ? Self.multilineBody(content) : content else { return nil }
    return Self.unescaped(text, hashCount: hashCount)
  }

  /// The lines between the opening and closing `"""`, each without the closing line's indentation.
  private static func multilineBody(_ content: [UInt8]) -> [UInt8]? {
    guard let firstBreak = content.firstIndex(of: ascii("\n")),
      let lastBreak = content.lastIndex(of: ascii("\n"))
    else { return nil }
    let indentation = content[(lastBreak + 1)...]
    guard indentation.allSatisfy({ $0 == ascii(" ") || $0 == ascii("\t") }) else { return nil }
    guard firstBreak < lastBreak else { return [] }
    var lines = content[(firstBreak + 1)..<lastBreak].split(
      separator: ascii("\n"), omittingEmptySubsequences: false)
    for (number, line) in lines.enumerated() {
      var line = line
      if line.last == ascii("\r") { line.removeLast() }
      if line.starts(with: indentation) {
        line.removeFirst(indentation.count)
      } else if line.allSatisfy({ $0 == ascii(" ") || $0 == ascii("\t") }) {
        line = []
      } else {
        return nil
      }
      lines[number] = line
    }
    return Array(lines.joined(separator: [ascii("\n")]))
  }

  private static func unescaped(_ text: [UInt8], hashCount: Int) -> String? {
    var result: [UInt8] = []
    var index = 0
    while index < text.count {
      let isEscape =
        text[index] == ascii("\\")
        && text.count > index + hashCount + 1
        && text[(index + 1)..<(index + 1 + hashCount)].allSatisfy { $0 == ascii("#") }
      guard isEscape else {
        result.append(text[index])
        index += 1
        continue
      }
      index += 1 + hashCount
      let escaped = text[index]
      index += 1
      switch escaped {
      case ascii("n"): result.append(ascii("\n"))
      case ascii("t"): result.append(ascii("\t"))
      case ascii("r"): result.append(ascii("\r"))
      case ascii("0"): result.append(0)
      case ascii("\\"), ascii("\""), ascii("'"): result.append(escaped)
      case ascii("\n"): continue
      case ascii("u"):
        guard index < text.count, text[index] == ascii("{"),
          let close = text[index...].firstIndex(of: ascii("}")),
          let value = UInt32(String(decoding: text[(index + 1)..<close], as: UTF8.self), radix: 16),
          let scalar = Unicode.Scalar(value)
        else { return nil }
        result.append(contentsOf: Array(String(Character(scalar)).utf8))
        index = close + 1
      default: return nil
      }
    }
    return String(validating: result, as: UTF8.self)
  }
}
