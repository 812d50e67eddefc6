import Foundation

/// How a dump prints strings: one line in quotes with escapes, or, when the string holds line
/// breaks, a `"""` block whose lines read as they would in source.
func stringNode(_ string: String) -> DumpNode {
  let scan = scanForSpecialBytes(string)
  if scan.hasLineFeed {
    return .text(string.split(separator: "\n", omittingEmptySubsequences: false).map(escapedBlockLine))
  }
  return .scalar(scan.needsEscaping ? quoted(string) : "\"" + string + "\"")
}

/// One pass over the bytes: most strings need neither a block nor escapes, and are quoted as they
/// are.
private func scanForSpecialBytes(_ string: String) -> (hasLineFeed: Bool, needsEscaping: Bool) {
  var copy = string
  return copy.withUTF8 { bytes in
    var needsEscaping = false
    for byte in bytes where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte >= 0x7F {
      if byte == lineFeed { return (true, true) }
      needsEscaping = true
    }
    return (false, needsEscaping)
  }
}

/// `"text"` with quotes, backslashes and invisible characters escaped.
func quoted(_ string: some StringProtocol) -> String {
  var result = "\""
  for scalar in string.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    default: appendEscaped(scalar, to: &result)
    }
  }
  return result + "\""
}

private func escapedBlockLine(_ line: Substring) -> String {
  if !line.utf8.contains(where: needsEscapeInBlock) && !line.contains("\"\"\"") {
    return String(line)
  }
  var result = ""
  for scalar in line.unicodeScalars {
    if scalar == "\\" {
      result += "\\\\"
    } else if scalar == "\t" {
      result += "\t"
    } else {
      appendEscaped(scalar, to: &result)
    }
  }
  return result.replacingOccurrences(of: "\"\"\"", with: "\\\"\"\"")
}

private func appendEscaped(_ scalar: Unicode.Scalar, to result: inout String) {
  switch scalar {
  case "\n": result += "\\n"
  case "\r": result += "\\r"
  case "\t": result += "\\t"
  case "\0": result += "\\0"
  default:
    if scalar.value < 0x20 || scalar.value == 0x7F || isInvisibleFormatting(scalar) {
      result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    } else {
      result.unicodeScalars.append(scalar)
    }
  }
}

/// Zero-width and bidirectional formatting characters that would otherwise print as nothing.
private func isInvisibleFormatting(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0xFEFF: return true
  default: return false
  }
}

private let lineFeed: UInt8 = 0x0A

private func needsEscapeInBlock(_ byte: UInt8) -> Bool {
  (byte < 0x20 && byte != 0x09) || byte == 0x5C || byte == 0x7F || byte >= 0xE2
}
