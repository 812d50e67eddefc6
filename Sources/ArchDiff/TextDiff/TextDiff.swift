/// A line-by-line diff of two texts, printed as hunks with line numbers and context.
///
/// `\r\n` and `\n` count as the same line break. On changed lines, trailing spaces, tabs and other
/// invisible characters are made visible. Its cost grows linearly with the input when few lines
/// differ (see ``MyersDiff``).
///
/// ```swift
/// TextDiff.lines(expected: "a\nb\nc", actual: "a\nB\nc")
/// // Expected: −, Actual: +
/// // @@ -1,3 +1,3 @@
/// //   a
/// // − b
/// // + B
/// //   c
/// ```
package enum TextDiff {
  /// How a diff is printed.
  package struct Format: Sendable {
    /// What the `−` lines are, in the legend.
    package var expectedLabel: String
    /// What the `+` lines are, in the legend.
    package var actualLabel: String
    /// Unchanged lines shown around each change.
    package var contextLines: Int
    /// `-` instead of `−` (U+2212), and ASCII marks for invisible characters.
    package var isASCII: Bool
    /// The number hunk headers give the texts' first line: 2 for a file whose first line is a header
    /// the texts leave out, so the numbers are the file's own.
    package var firstLineNumber: Int

    package init(
      expectedLabel: String = "Expected", actualLabel: String = "Actual", contextLines: Int = 3,
      isASCII: Bool = false, firstLineNumber: Int = 1
    ) {
      self.expectedLabel = expectedLabel
      self.actualLabel = actualLabel
      self.contextLines = contextLines
      self.isASCII = isASCII
      self.firstLineNumber = firstLineNumber
    }

    var removedMarker: String { isASCII ? "-" : "\u{2212}" }
  }

  /// The printed diff, or `nil` when the texts have the same lines.
  package static func lines(expected: String, actual: String, format: Format = Format()) -> String? {
    if expected == actual { return nil }
    let old = TextLines(expected), new = TextLines(actual)
    let changes = lineChanges(from: old, to: new)
    if changes.isEmpty { return nil }
    let hunks = DiffHunk.group(
      changes, oldCount: old.count, newCount: new.count, context: max(0, format.contextLines))
    return render(hunks, old: old, new: new, format: format)
  }

  /// The changed line blocks between two texts.
  static func lineChanges(from old: TextLines, to new: TextLines) -> [SequenceDiff.Change] {
    var prefix = 0
    while prefix < old.count && prefix < new.count && old.line(prefix, equals: prefix, in: new) {
      prefix += 1
    }
    var suffix = 0
    while suffix < old.count - prefix && suffix < new.count - prefix
      && old.line(old.count - 1 - suffix, equals: new.count - 1 - suffix, in: new)
    {
      suffix += 1
    }
    var ids: [ArraySlice<UInt8>: Int] = [:]
    func id(_ line: ArraySlice<UInt8>) -> Int {
      if let known = ids[line] { return known }
      ids[line] = ids.count
      return ids.count - 1
    }
    let oldIDs = (prefix..<(old.count - suffix)).map { id(old.lineBytes($0)) }
    let newIDs = (prefix..<(new.count - suffix)).map { id(new.lineBytes($0)) }
    return MyersDiff.changes(from: oldIDs, to: newIDs).map { change in
      SequenceDiff.Change(
        old: (change.old.lowerBound + prefix)..<(change.old.upperBound + prefix),
        new: (change.new.lowerBound + prefix)..<(change.new.upperBound + prefix))
    }
  }

  private static func render(
    _ hunks: [DiffHunk], old: TextLines, new: TextLines, format: Format
  ) -> String {
    var visible = VisibleWhitespace(isASCII: format.isASCII)
    var body: [String] = []
    for hunk in hunks {
      body.append(hunk.header(firstLineNumber: format.firstLineNumber))
      var oldLine = hunk.old.lowerBound
      for change in hunk.changes {
        while oldLine < change.old.lowerBound {
          body.append("  " + old.line(oldLine))
          oldLine += 1
        }
        for index in change.old { body.append(format.removedMarker + " " + visible.render(old.line(index))) }
        for index in change.new { body.append("+ " + visible.render(new.line(index))) }
        oldLine = change.old.upperBound
      }
      while oldLine < hunk.old.upperBound {
        body.append("  " + old.line(oldLine))
        oldLine += 1
      }
    }
    var header = ["\(format.expectedLabel): \(format.removedMarker), \(format.actualLabel): +"]
    if visible.didReplace { header.append(visible.legend) }
    return (header + body).joined(separator: "\n")
  }
}
