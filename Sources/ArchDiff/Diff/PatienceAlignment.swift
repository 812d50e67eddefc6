/// One step of turning an old sequence into a new one.
enum SequenceEdit: Equatable {
  /// The old element at the first index matches the new one at the second.
  case same(Int, Int)
  case removed(Int)
  case inserted(Int)
}

/// The edits turning `old` into `new`, comparing elements by a hash key.
///
/// Elements that occur exactly once on both sides anchor the alignment (the longest chain of them in
/// order, as in patience diff); the gaps between anchors are aligned the same way, and only small
/// gaps without any anchor fall back to ``MyersDiff``. When few elements changed, nearly every
/// element is an anchor, so the cost grows with the length, not with length × changes.
///
/// It ends: every recursion works on a gap strictly inside the ranges it came from, leaving out at
/// least one anchor on each side, so the ranges' total length (the measure) drops by 2 or more each
/// time; every loop runs over a range or a list fixed before it starts.
func sequenceEdits(from old: [Int], to new: [Int]) -> [SequenceEdit] {
  var edits: [SequenceEdit] = []
  edits.reserveCapacity(max(old.count, new.count))
  appendEdits(old, 0..<old.count, new, 0..<new.count, to: &edits)
  return edits
}

private func appendEdits(
  _ old: [Int], _ oldRange: Range<Int>, _ new: [Int], _ newRange: Range<Int>,
  to edits: inout [SequenceEdit]
) {
  var oldStart = oldRange.lowerBound
  var newStart = newRange.lowerBound
  var oldEnd = oldRange.upperBound
  var newEnd = newRange.upperBound
  while oldStart < oldEnd, newStart < newEnd, old[oldStart] == new[newStart] {
    edits.append(.same(oldStart, newStart))
    oldStart += 1
    newStart += 1
  }
  var commonSuffix = 0
  while oldEnd > oldStart, newEnd > newStart, old[oldEnd - 1] == new[newEnd - 1] {
    oldEnd -= 1
    newEnd -= 1
    commonSuffix += 1
  }
  appendMiddleEdits(old, oldStart..<oldEnd, new, newStart..<newEnd, to: &edits)
  for offset in 0..<commonSuffix {
    edits.append(.same(oldEnd + offset, newEnd + offset))
  }
}

private func appendMiddleEdits(
  _ old: [Int], _ oldRange: Range<Int>, _ new: [Int], _ newRange: Range<Int>,
  to edits: inout [SequenceEdit]
) {
  if oldRange.isEmpty || newRange.isEmpty {
    for index in oldRange { edits.append(.removed(index)) }
    for index in newRange { edits.append(.inserted(index)) }
    return
  }
  let anchors = uniqueAnchorChain(old, oldRange, new, newRange)
  if anchors.isEmpty {
    appendUnanchoredEdits(old, oldRange, new, newRange, to: &edits)
    return
  }
  var oldNext = oldRange.lowerBound
  var newNext = newRange.lowerBound
  for anchor in anchors {
    // The chain increases on both sides and lies in the ranges, so each gap is a smaller problem.
    precondition(
      oldNext <= anchor.old && anchor.old < oldRange.upperBound
        && newNext <= anchor.new && anchor.new < newRange.upperBound, "anchors out of order")
    appendEdits(old, oldNext..<anchor.old, new, newNext..<anchor.new, to: &edits)
    edits.append(.same(anchor.old, anchor.new))
    oldNext = anchor.old + 1
    newNext = anchor.new + 1
  }
  appendEdits(old, oldNext..<oldRange.upperBound, new, newNext..<newRange.upperBound, to: &edits)
}

private struct Anchor {
  var old: Int
  var new: Int
}

private struct Occurrences {
  var oldCount = 0
  var newCount = 0
  var oldIndex = 0
  var newIndex = 0
}

/// The longest in-order chain of keys that occur once in each range.
private func uniqueAnchorChain(
  _ old: [Int], _ oldRange: Range<Int>, _ new: [Int], _ newRange: Range<Int>
) -> [Anchor] {
  var occurrences: [Int: Occurrences] = [:]
  occurrences.reserveCapacity(oldRange.count + newRange.count)
  for index in oldRange {
    occurrences[old[index], default: Occurrences()].oldCount += 1
    occurrences[old[index]]!.oldIndex = index
  }
  for index in newRange {
    occurrences[new[index], default: Occurrences()].newCount += 1
    occurrences[new[index]]!.newIndex = index
  }
  var candidates: [Anchor] = []
  for index in oldRange {
    let seen = occurrences[old[index]]!
    if seen.oldCount == 1 && seen.newCount == 1 {
      candidates.append(Anchor(old: index, new: seen.newIndex))
    }
  }
  return longestIncreasingChain(candidates)
}

/// Patience sorting: the longest subsequence of `anchors` (ordered by old index) whose new indices
/// also increase, in O(n log n).
private func longestIncreasingChain(_ anchors: [Anchor]) -> [Anchor] {
  if anchors.isEmpty { return [] }
  var pileTops: [Int] = []  // index into anchors of the top of each pile
  var predecessor = [Int](repeating: -1, count: anchors.count)
  for (index, anchor) in anchors.enumerated() {
    var low = 0
    var high = pileTops.count
    while low < high {
      let middle = (low + high) / 2
      if anchors[pileTops[middle]].new < anchor.new { low = middle + 1 } else { high = middle }
    }
    if low > 0 { predecessor[index] = pileTops[low - 1] }
    if low == pileTops.count { pileTops.append(index) } else { pileTops[low] = index }
  }
  var chain: [Anchor] = []
  chain.reserveCapacity(pileTops.count)
  var current = pileTops[pileTops.count - 1]
  while current >= 0 {
    chain.append(anchors[current])
    current = predecessor[current]
  }
  return chain.reversed()
}

/// Gaps without a unique anchor fall back to the shared Myers diff, which keeps its cost bounded.
private func appendUnanchoredEdits(
  _ old: [Int], _ oldRange: Range<Int>, _ new: [Int], _ newRange: Range<Int>,
  to edits: inout [SequenceEdit]
) {
  var oldNext = oldRange.lowerBound
  var newNext = newRange.lowerBound
  for change in MyersDiff.changes(from: Array(old[oldRange]), to: Array(new[newRange])) {
    let changedOld =
      (oldRange.lowerBound + change.old.lowerBound)..<(oldRange.lowerBound + change.old.upperBound)
    let changedNew =
      (newRange.lowerBound + change.new.lowerBound)..<(newRange.lowerBound + change.new.upperBound)
    while oldNext < changedOld.lowerBound {
      edits.append(.same(oldNext, newNext))
      oldNext += 1
      newNext += 1
    }
    for index in changedOld { edits.append(.removed(index)) }
    for index in changedNew { edits.append(.inserted(index)) }
    oldNext = changedOld.upperBound
    newNext = changedNew.upperBound
  }
  while oldNext < oldRange.upperBound {
    edits.append(.same(oldNext, newNext))
    oldNext += 1
    newNext += 1
  }
}
