import Testing

@testable import ArchDiff

@Suite struct TextDiffTests {
  @Test func equalTextsHaveNoDiff() {
    #expect(TextDiff.lines(expected: "a\nb", actual: "a\nb") == nil)
  }

  @Test func crlfAndLFAreTheSameLineBreak() {
    #expect(TextDiff.lines(expected: "a\r\nb\r\n", actual: "a\nb\n") == nil)
  }

  @Test func oneChangedLineWithContext() {
    let expected = (1...10).map { "line \($0)" }.joined(separator: "\n")
    let actual = expected.replacingOccurrences(of: "line 5", with: "line five")
    #expect(
      TextDiff.lines(expected: expected, actual: actual) == """
        Expected: −, Actual: +
        @@ -2,7 +2,7 @@
          line 2
          line 3
          line 4
        − line 5
        + line five
          line 6
          line 7
          line 8
        """)
  }

  @Test func insertionAtStartAndDeletionAtEnd() {
    #expect(
      TextDiff.lines(expected: "b\nc\nd", actual: "a\nb\nc", format: .init(contextLines: 1)) == """
        Expected: −, Actual: +
        @@ -1,3 +1,3 @@
        + a
          b
          c
        − d
        """)
    #expect(
      TextDiff.lines(expected: "b", actual: "a\nb", format: .init(contextLines: 0)) == """
        Expected: −, Actual: +
        @@ -0,0 +1,1 @@
        + a
        """)
    #expect(
      TextDiff.lines(expected: "a\nb", actual: "a", format: .init(contextLines: 0)) == """
        Expected: −, Actual: +
        @@ -2,1 +1,0 @@
        − b
        """)
  }

  @Test func nearbyChangesShareAHunkAndDistantOnesDoNot() {
    let expected = (1...20).map(String.init).joined(separator: "\n")
    var lines = (1...20).map(String.init)
    lines[2] = "three"
    lines[5] = "six"
    lines[18] = "nineteen"
    let diff = TextDiff.lines(
      expected: expected, actual: lines.joined(separator: "\n"), format: .init(contextLines: 1))
    #expect(
      diff == """
        Expected: −, Actual: +
        @@ -2,6 +2,6 @@
          2
        − 3
        + three
          4
          5
        − 6
        + six
          7
        @@ -18,3 +18,3 @@
          18
        − 19
        + nineteen
          20
        """)
  }

  @Test func invisibleCharactersAreShownOnChangedLinesOnly() {
    let diff = TextDiff.lines(
      expected: "same\t\nkey: value", actual: "same\t\nkey:\tvalue \u{00A0}\u{200B}\r",
      format: .init(contextLines: 1))
    #expect(
      diff == """
        Expected: −, Actual: +
        Invisible characters are shown as · (trailing space), → (tab) and <U+XXXX>.
        @@ -1,2 +1,2 @@
          same\t
        − key: value
        + key:→value·<U+00A0><U+200B><U+000D>
        """)
  }

  @Test func asciiFormat() {
    let diff = TextDiff.lines(
      expected: "a", actual: "a \t",
      format: .init(expectedLabel: "Reference", actualLabel: "Recorded", isASCII: true))
    #expect(
      diff == """
        Reference: -, Recorded: +
        Invisible characters are shown as <SP> (trailing space), <TAB> and <U+XXXX>.
        @@ -1,1 +1,1 @@
        - a
        + a<SP><TAB>
        """)
  }

  @Test func oneChangeInRepetitiveTextIsOneSmallHunk() {
    var lines: [String] = []
    for index in 0..<4_000 { lines += ["  Item(", "    id: \(index)", "  ),"] }
    var changed = lines
    changed[6_001] = "    id: changed"
    let diff = TextDiff.lines(
      expected: lines.joined(separator: "\n"), actual: changed.joined(separator: "\n"),
      format: .init(contextLines: 1))
    #expect(
      diff
        == [
          "Expected: −, Actual: +", "@@ -6001,3 +6001,3 @@", "    Item(", "−     id: 2000",
          "+     id: changed", "    ),",
        ].joined(separator: "\n"))
  }

  @Test func oneChangeInAHundredThousandLines() {
    let lines = (0..<100_000).map { "row \($0)" }
    var changed = lines
    changed[54_321] = "row X"
    let diff = TextDiff.lines(
      expected: lines.joined(separator: "\n"), actual: changed.joined(separator: "\n"),
      format: .init(contextLines: 0))
    #expect(diff == "Expected: −, Actual: +\n@@ -54322,1 +54322,1 @@\n− row 54321\n+ row X")
  }

  @Test func unrelatedTextsStillGiveAValidDiff() {
    let old = (0..<3_000).map { "old \($0)" }
    let new = (0..<3_000).map { "new \($0)" }
    let changes = MyersDiff.changes(
      from: old.map { $0.hashValue }, to: new.map { $0.hashValue }, costLimit: 16)
    #expect(apply(changes, from: old, to: new) == new)
  }
}

@Suite struct SequenceDiffTests {
  @Test func replacementInsertionAndDeletion() {
    #expect(
      SequenceDiff.changes(from: ["a", "b", "c"], to: ["a", "x", "c"])
        == [.init(old: 1..<2, new: 1..<2)])
    #expect(SequenceDiff.changes(from: [1, 2], to: [0, 1, 2]) == [.init(old: 0..<0, new: 0..<1)])
    #expect(SequenceDiff.changes(from: [1, 2, 3], to: [1, 3]) == [.init(old: 1..<2, new: 1..<1)])
    #expect(SequenceDiff.changes(from: [Int](), to: []) == [])
  }

  @Test(arguments: 0..<40) func scriptsRebuildTheNewSequenceAndAreShortest(seed: Int) {
    var random = SeededRandom(seed: UInt64(seed))
    let old = (0..<Int(random.next() % 40)).map { _ in Int(random.next() % 4) }
    let new = (0..<Int(random.next() % 40)).map { _ in Int(random.next() % 4) }
    for limit in [1, 2, 1024] {
      let changes = MyersDiff.changes(from: old, to: new, costLimit: limit)
      #expect(apply(changes, from: old, to: new) == new)
      if limit == 1024 {
        let edits = changes.reduce(0) { $0 + $1.old.count + $1.new.count }
        #expect(edits == old.count + new.count - 2 * longestCommonSubsequence(old, new))
      }
    }
  }
}

/// Applies `changes` to `old`, taking inserted elements from `new`, and checks unchanged parts match.
private func apply<Element: Equatable>(
  _ changes: [SequenceDiff.Change], from old: [Element], to new: [Element]
) -> [Element]? {
  var result: [Element] = []
  var oldPosition = 0, newPosition = 0
  for change in changes + [.init(old: old.count..<old.count, new: new.count..<new.count)] {
    guard change.old.lowerBound - oldPosition == change.new.lowerBound - newPosition else { return nil }
    let unchanged = old[oldPosition..<change.old.lowerBound]
    guard Array(unchanged) == Array(new[newPosition..<change.new.lowerBound]) else { return nil }
    result += unchanged
    result += new[change.new]
    oldPosition = change.old.upperBound
    newPosition = change.new.upperBound
  }
  return result
}

private func longestCommonSubsequence(_ a: [Int], _ b: [Int]) -> Int {
  var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in a.indices.reversed() {
    for j in b.indices.reversed() {
      table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
    }
  }
  return table[0][0]
}

struct SeededRandom: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state >> 11
  }
}
