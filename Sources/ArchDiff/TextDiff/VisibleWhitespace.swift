/// Makes characters a reader cannot see visible on a changed line, so a diff that differs only in a
/// trailing blank, a tab or a zero-width space shows where.
struct VisibleWhitespace {
  var isASCII: Bool
  /// Set once any character was replaced, so the diff can explain the marks.
  private(set) var didReplace = false

  init(isASCII: Bool) { self.isASCII = isASCII }

  mutating func render(_ line: String) -> String {
    let scalars = Array(line.unicodeScalars)
    let trailingSpaceStart =
      (scalars.lastIndex { !$0.properties.isWhitespace && !Self.isInvisible($0) } ?? -1) + 1
    var result = ""
    for (index, scalar) in scalars.enumerated() {
      if let mark = mark(for: scalar, isTrailing: index >= trailingSpaceStart) {
        result += mark
        didReplace = true
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  var legend: String {
    isASCII
      ? "Invisible characters are shown as <SP> (trailing space), <TAB> and <U+XXXX>."
      : "Invisible characters are shown as · (trailing space), → (tab) and <U+XXXX>."
  }

  private func mark(for scalar: Unicode.Scalar, isTrailing: Bool) -> String? {
    switch scalar {
    case " ": return isTrailing ? (isASCII ? "<SP>" : "·") : nil
    case "\t": return isASCII ? "<TAB>" : "→"
    default: return Self.isInvisible(scalar) ? Self.codePoint(scalar) : nil
    }
  }

  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0xA0, 0xAD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180E,
      0x2000...0x200F, 0x2028...0x202F, 0x205F...0x206F, 0x3000, 0x3164, 0xFEFF, 0xFFA0,
      0xFFF0...0xFFF8:
      return true
    default:
      return false
    }
  }

  private static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
  }
}
