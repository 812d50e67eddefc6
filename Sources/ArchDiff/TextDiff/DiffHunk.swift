/// A window of a diff: nearby changes grouped with the unchanged lines around them, as printed
/// under one `@@ -old +new @@` header.
struct DiffHunk: Equatable {
  var old: Range<Int>
  var new: Range<Int>
  var changes: [SequenceDiff.Change]

  /// Groups `changes` into hunks with `context` unchanged lines on each side; changes separated by
  /// no more than twice that many unchanged lines share one hunk.
  static func group(
    _ changes: [SequenceDiff.Change], oldCount: Int, newCount: Int, context: Int
  ) -> [DiffHunk] {
    var hunks: [DiffHunk] = []
    for change in changes {
      if var last = hunks.last, change.old.lowerBound - last.changes.last!.old.upperBound <= 2 * context {
        last.changes.append(change)
        hunks[hunks.count - 1] = last
      } else {
        hunks.append(DiffHunk(old: 0..<0, new: 0..<0, changes: [change]))
      }
    }
    return hunks.map { $0.withContext(context, oldCount: oldCount, newCount: newCount) }
  }

  private func withContext(_ context: Int, oldCount: Int, newCount: Int) -> DiffHunk {
    let first = changes.first!, last = changes.last!
    let leading = min(context, first.old.lowerBound, first.new.lowerBound)
    let trailing = min(context, oldCount - last.old.upperBound, newCount - last.new.upperBound)
    return DiffHunk(
      old: (first.old.lowerBound - leading)..<(last.old.upperBound + trailing),
      new: (first.new.lowerBound - leading)..<(last.new.upperBound + trailing),
      changes: changes)
  }

  /// `@@ -12,7 +12,8 @@`: first lines and counts, numbering the texts' first line `firstLineNumber`;
  /// an empty side names the line before it.
  func header(firstLineNumber: Int) -> String {
    let offset = firstLineNumber - 1
    return "@@ -\(Self.describe(old, offset: offset)) +\(Self.describe(new, offset: offset)) @@"
  }

  private static func describe(_ range: Range<Int>, offset: Int) -> String {
    range.isEmpty ? "\(range.lowerBound + offset),0" : "\(range.lowerBound + 1 + offset),\(range.count)"
  }
}
