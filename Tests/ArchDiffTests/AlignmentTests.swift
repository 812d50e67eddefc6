import Arch
import Testing

@testable import ArchDiff

/// `count` pairs of short sequences over a small alphabet, where repeats and ties are common.
private func randomPairs(count: Int, seed: UInt64) -> [([Int], [Int])] {
  var generator = SplitMix64(seed: seed)
  func sequence() -> [Int] {
    (0..<Int.random(in: 0...8, using: &generator)).map { _ in Int.random(in: 0...3, using: &generator) }
  }
  return (0..<count).map { _ in (sequence(), sequence()) }
}

/// The new sequence rebuilt from the old one and the edits, or `nil` if the edits are not a valid
/// script: each old and new index used once, in order, and kept elements equal.
private func applying(_ edits: [SequenceEdit], to old: [Int], toward new: [Int]) -> [Int]? {
  var nextOld = 0, nextNew = 0, result: [Int] = []
  for edit in edits {
    switch edit {
    case .same(let oldIndex, let newIndex):
      guard oldIndex == nextOld, newIndex == nextNew, old[oldIndex] == new[newIndex] else { return nil }
      result.append(old[oldIndex])
      nextOld += 1
      nextNew += 1
    case .removed(let oldIndex):
      guard oldIndex == nextOld else { return nil }
      nextOld += 1
    case .inserted(let newIndex):
      guard newIndex == nextNew else { return nil }
      result.append(new[newIndex])
      nextNew += 1
    }
  }
  return nextOld == old.count && nextNew == new.count ? result : nil
}

/// The new sequence rebuilt from the old one and Myers' changes, or `nil` if they are not valid.
private func applying(_ changes: [SequenceDiff.Change], to old: [Int], toward new: [Int]) -> [Int]? {
  var result: [Int] = [], oldNext = 0, newNext = 0
  for change in changes {
    guard change.old.lowerBound >= oldNext, change.new.lowerBound >= newNext,
      change.old.lowerBound - oldNext == change.new.lowerBound - newNext,
      old[oldNext..<change.old.lowerBound] == new[newNext..<change.new.lowerBound]
    else { return nil }
    result += old[oldNext..<change.old.lowerBound]
    result += new[change.new]
    oldNext = change.old.upperBound
    newNext = change.new.upperBound
  }
  guard old.count - oldNext == new.count - newNext, old[oldNext...] == new[newNext...] else { return nil }
  return result + old[oldNext...]
}

/// The length of a longest common subsequence, by the textbook table: the reference for minimality.
private func longestCommonSubsequence(_ old: [Int], _ new: [Int]) -> Int {
  var table = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
  for i in stride(from: old.count - 1, through: 0, by: -1) {
    for j in stride(from: new.count - 1, through: 0, by: -1) {
      table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
    }
  }
  return table[0][0]
}

@Suite struct AlignmentTests {
  /// Inputs where a one-character change to the alignment code once looped until memory ran out.
  static let tricky: [([Int], [Int])] = [
    ([0, 1], [1, 1, 2]),  // ["a","c"] against ["c","c","b"]
    ([1, 1, 2], [0, 1]),
    ([], [1, 2]), ([1, 2], []), ([], []),
    ([1, 1, 1], [1, 1]), ([0, 1, 0, 1], [1, 0, 1, 0]), ([2, 2, 2, 2], [3, 3, 3]),
  ]

  @Test(arguments: tricky)
  func patienceEditsTurnTheOldSequenceIntoTheNewOne(old: [Int], new: [Int]) {
    #expect(applying(sequenceEdits(from: old, to: new), to: old, toward: new) == new)
  }

  @Test(arguments: tricky)
  func myersChangesAreAShortestScript(old: [Int], new: [Int]) {
    let changes = MyersDiff.changes(from: old, to: new)
    #expect(applying(changes, to: old, toward: new) == new)
    let edited = changes.reduce(0) { $0 + $1.old.count + $1.new.count }
    #expect(edited == old.count + new.count - 2 * longestCommonSubsequence(old, new))
  }

  @Test func randomSmallInputsAlwaysAlignToTheNewSequence() {
    for (old, new) in randomPairs(count: 3000, seed: 13) {
      #expect(applying(sequenceEdits(from: old, to: new), to: old, toward: new) == new, "\(old) → \(new)")
      let changes = MyersDiff.changes(from: old, to: new)
      #expect(applying(changes, to: old, toward: new) == new, "\(old) → \(new)")
      let edited = changes.reduce(0) { $0 + $1.old.count + $1.new.count }
      #expect(edited == old.count + new.count - 2 * longestCommonSubsequence(old, new), "\(old) → \(new)")
    }
  }

  @Test func pastTheCostLimitTheScriptStaysValid() {
    for (old, new) in randomPairs(count: 2000, seed: 31) {
      for limit in [1, 2] {
        let changes = MyersDiff.changes(from: old, to: new, costLimit: limit)
        #expect(applying(changes, to: old, toward: new) == new, "\(old) → \(new), limit \(limit)")
      }
    }
  }

  @Test func uniqueElementsAnchorTheAlignmentInTheirLongestOrderedChain() {
    // a, x, y, b occur once on each side; the longest chain in order on both sides is x, y.
    let (a, x, y, b) = (0, 1, 2, 3)
    #expect(
      sequenceEdits(from: [a, x, y, b], to: [b, x, y, a]) == [
        .removed(0), .inserted(0), .same(1, 1), .same(2, 2), .removed(3), .inserted(3),
      ])
  }

  @Test func aRepeatedElementIsNotAnAnchor() {
    // 9 occurs twice in the new sequence, so the unique 5 anchors and the 9s around it are aligned
    // on their own.
    #expect(
      sequenceEdits(from: [9, 5], to: [5, 9, 9]) == [.removed(0), .same(1, 0), .inserted(1), .inserted(2)])
  }
}
