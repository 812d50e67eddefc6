/// A line-by-line diff of two texts, such as two renderings of a view: unchanged lines keep two
/// spaces, lines only in the first are marked `−`, lines only in the second `+`.
enum LineDiff {
  static func between(_ first: String, _ second: String) -> String {
    let old = first.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = second.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let common = longestCommonSubsequenceLengths(old, new)
    var lines: [String] = []
    var oldIndex = 0, newIndex = 0
    while oldIndex < old.count || newIndex < new.count {
      if oldIndex < old.count, newIndex < new.count, old[oldIndex] == new[newIndex] {
        lines.append("  " + old[oldIndex])
        oldIndex += 1
        newIndex += 1
      } else if newIndex == new.count
        || (oldIndex < old.count && common[oldIndex + 1][newIndex] >= common[oldIndex][newIndex + 1])
      {
        lines.append("− " + old[oldIndex])
        oldIndex += 1
      } else {
        lines.append("+ " + new[newIndex])
        newIndex += 1
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `lengths[i][j]`: the length of the longest common subsequence of `old[i...]` and `new[j...]`.
  private static func longestCommonSubsequenceLengths(_ old: [String], _ new: [String]) -> [[Int]] {
    var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    return lengths
  }
}
