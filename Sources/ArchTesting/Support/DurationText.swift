extension Duration {
  /// A short, exact reading for messages: `1 s`, `1.5 s`, `300 ms`, `0 s`.
  var shortDescription: String {
    let (seconds, attoseconds) = components
    let totalMilliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    if totalMilliseconds == 0 { return "0 s" }
    if abs(totalMilliseconds) < 1000 { return "\(totalMilliseconds) ms" }
    let whole = totalMilliseconds / 1000
    let fraction = abs(totalMilliseconds % 1000)
    guard fraction > 0 else { return "\(whole) s" }
    var decimals = String(fraction)
    decimals = String(repeating: "0", count: 3 - decimals.count) + decimals
    while decimals.hasSuffix("0") { decimals.removeLast() }
    return "\(whole).\(decimals) s"
  }
}
