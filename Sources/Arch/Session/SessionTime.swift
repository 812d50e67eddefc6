/// How a session file writes a step's time: milliseconds from the session's start, with as many
/// decimals as the duration needs (`0ms`, `250ms`, `1.5ms`, `0.000000000000001ms`), so every
/// `Duration` down to the attosecond reads back exactly.
enum SessionTime {
  private static let attosecondsPerMillisecond: Int128 = 1_000_000_000_000_000
  private static let fractionDigits = 15

  /// `duration` as session text.
  static func text(_ duration: Duration) -> String {
    let total = duration.attoseconds
    let sign = total < 0 ? "-" : ""
    let magnitude = total.magnitude
    let whole = magnitude / UInt128(attosecondsPerMillisecond)
    let fraction = magnitude % UInt128(attosecondsPerMillisecond)
    guard fraction != 0 else { return "\(sign)\(whole)ms" }
    var decimals = String(fraction)
    decimals = String(repeating: "0", count: fractionDigits - decimals.count) + decimals
    while decimals.hasSuffix("0") { decimals.removeLast() }
    return "\(sign)\(whole).\(decimals)ms"
  }

  /// The duration `text` writes, or `nil` when it is not a time in this format.
  static func duration(_ text: Substring) -> Duration? {
    guard text.hasSuffix("ms") else { return nil }
    var number = text.dropLast(2)
    let isNegative = number.first == "-"
    if isNegative { number = number.dropFirst() }
    let parts = number.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard let wholeText = parts.first, isDigits(wholeText), let whole = Int128(wholeText) else { return nil }
    var fraction: Int128 = 0
    if parts.count == 2 {
      let decimals = parts[1]
      guard isDigits(decimals), decimals.count <= fractionDigits else { return nil }
      let padded = decimals + String(repeating: "0", count: fractionDigits - decimals.count)
      guard let value = Int128(padded) else { return nil }
      fraction = value
    }
    let (scaled, overflow) = whole.multipliedReportingOverflow(by: attosecondsPerMillisecond)
    guard !overflow else { return nil }
    let (magnitude, overflowsToo) = scaled.addingReportingOverflow(fraction)
    guard !overflowsToo else { return nil }
    return Duration(attoseconds: isNegative ? -magnitude : magnitude)
  }

  private static func isDigits(_ text: Substring) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
  }
}
