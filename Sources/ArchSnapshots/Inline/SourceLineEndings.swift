/// The line breaks a test file is written with: text written into it uses the same, so a CRLF file
/// stays CRLF.
///
/// A file with both uses the kind it has more of; a file with none, `\n`.
///
/// ```swift
/// let breaks = SourceLineEndings(of: Array("a\r\nb\r\n".utf8))   // .crlf
/// breaks.applied(to: "{\n  x\n}")                                // "{\r\n  x\r\n}"
/// ```
enum SourceLineEndings: Equatable {
  case lf
  case crlf

  init(of bytes: [UInt8]) {
    var crlf = 0, lf = 0
    for index in bytes.indices where bytes[index] == ascii("\n") {
      if index > 0 && bytes[index - 1] == ascii("\r") { crlf += 1 } else { lf += 1 }
    }
    self = crlf > lf ? .crlf : .lf
  }

  /// `text`, written with `\n`, in this style.
  func applied(to text: String) -> [UInt8] {
    guard self == .crlf else { return Array(text.utf8) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      if byte == ascii("\n") { bytes.append(ascii("\r")) }
      bytes.append(byte)
    }
    return bytes
  }
}
