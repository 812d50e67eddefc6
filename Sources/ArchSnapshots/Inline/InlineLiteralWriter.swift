/// Spells a snapshot's text as the multi-line string literal an inline snapshot is written with.
///
/// The literal is indented to `indentation`; its text is written as is. When the text holds `"""`
/// or a backslash, the literal is raw with the fewest `#` that keep both plain text, so what the
/// test shows is exactly what the value prints. Only control characters a source file cannot show
/// (a carriage return, NUL and the like; tabs stay) are written as escapes.
///
/// ```swift
/// InlineLiteralWriter.literal(for: #"say "hi" \o/"#, indentation: "    ")
/// // """
/// //     say "hi" \o/   (written with #"""  and  """#, since the text holds a backslash)
/// //     """
/// ```
enum InlineLiteralWriter {
  static func literal(for text: String, indentation: String) -> String {
    let hashes = String(repeating: "#", count: hashCount(for: text))
    let body = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.isEmpty ? "" : indentation + escapingControlCharacters(line, hashes: hashes)
    }
    return ([hashes + "\"\"\""] + body + [indentation + "\"\"\"" + hashes]).joined(separator: "\n")
  }

  private static func escapingControlCharacters(_ line: Substring, hashes: String) -> String {
    var result = ""
    for scalar in line.unicodeScalars {
      switch scalar {
      case "\r": result += "\\" + hashes + "r"
      case "\0": result += "\\" + hashes + "0"
      case _ where scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F:
        result += "\\" + hashes + "u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// 0 when no quote triple or backslash needs protecting; otherwise the fewest `#` that no
  /// `"""` or `\` in the text is followed by.
  static func hashCount(for text: String) -> Int {
    guard text.contains("\"\"\"") || text.contains("\\") else { return 0 }
    var count = 1
    while text.contains("\"\"\"" + String(repeating: "#", count: count))
      || text.contains("\\" + String(repeating: "#", count: count))
    {
      count += 1
    }
    return count
  }
}
