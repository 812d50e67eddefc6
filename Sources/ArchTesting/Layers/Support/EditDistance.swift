/// How many single-character insertions, deletions and substitutions turn one string into another.
///
/// Failure messages use it to point at the closest thing that did arrive or was rendered, so a typo
/// in a test reads as a typo instead of as a missing value.
enum EditDistance {
  static func between(_ first: String, _ second: String) -> Int {
    let first = Array(first), second = Array(second)
    if first.isEmpty { return second.count }
    if second.isEmpty { return first.count }
    var previous = Array(0...second.count)
    var current = previous
    for (row, character) in first.enumerated() {
      current[0] = row + 1
      for column in 1...second.count {
        let substitution = previous[column - 1] + (character == second[column - 1] ? 0 : 1)
        current[column] = min(previous[column] + 1, current[column - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[second.count]
  }
}
