/// Myers' O(ND) difference algorithm over integer ids, in linear space (the "middle snake" variant).
///
/// Time grows with the input size times the number of differences, so a one-line change in 100,000
/// lines costs one pass. Repetitive input (thousands of `),` lines) does not slow it down, unlike
/// LCS-table approaches. Past `costLimit` differences in one region it stops looking for the
/// shortest script and splits at the furthest point reached: the script stays correct, only possibly
/// longer, and two unrelated inputs cannot take quadratic time.
struct MyersDiff {
  private let old: [Int]
  private let new: [Int]
  private let costLimit: Int
  private var snakes: [Snake] = []

  /// A run of equal elements: `old[oldStart..<oldStart+length] == new[newStart..<newStart+length]`.
  private struct Snake {
    var oldStart: Int
    var newStart: Int
    var length: Int
  }

  static func changes(from old: [Int], to new: [Int], costLimit: Int = 1024) -> [SequenceDiff.Change] {
    var diff = MyersDiff(old: old, new: new, costLimit: costLimit)
    diff.compare(oldRange: 0..<old.count, newRange: 0..<new.count)
    return diff.changesBetweenSnakes()
  }

  private init(old: [Int], new: [Int], costLimit: Int) {
    self.old = old
    self.new = new
    self.costLimit = max(costLimit, 1)
  }

  private mutating func compare(oldRange: Range<Int>, newRange: Range<Int>) {
    var oldLower = oldRange.lowerBound, oldUpper = oldRange.upperBound
    var newLower = newRange.lowerBound, newUpper = newRange.upperBound
    let prefixStart = (oldLower, newLower)
    while oldLower < oldUpper && newLower < newUpper && old[oldLower] == new[newLower] {
      oldLower += 1
      newLower += 1
    }
    record(Snake(oldStart: prefixStart.0, newStart: prefixStart.1, length: oldLower - prefixStart.0))
    var suffixLength = 0
    while oldLower < oldUpper && newLower < newUpper && old[oldUpper - 1] == new[newUpper - 1] {
      oldUpper -= 1
      newUpper -= 1
      suffixLength += 1
    }
    if oldLower < oldUpper && newLower < newUpper {
      let oldMiddle = oldLower..<oldUpper, newMiddle = newLower..<newUpper
      let middle = splitting(middleSnake(oldRange: oldMiddle, newRange: newMiddle), oldMiddle, newMiddle)
      compare(oldRange: oldLower..<middle.oldStart, newRange: newLower..<middle.newStart)
      record(middle)
      compare(
        oldRange: (middle.oldStart + middle.length)..<oldUpper,
        newRange: (middle.newStart + middle.length)..<newUpper)
    }
    record(Snake(oldStart: oldUpper, newStart: newUpper, length: suffixLength))
  }

  /// `snake` if it splits the ranges into two strictly smaller problems, else the whole replacement.
  ///
  /// This is what makes `compare` end: its measure, the two ranges' total length, drops at every
  /// recursion, whatever the search returned. A snake inside the ranges does that unless it is empty
  /// and sits at a corner; the whole replacement splits n + m into n + 0 and 0 + m, both smaller
  /// since both ranges are non-empty here.
  private func splitting(_ snake: Snake, _ oldRange: Range<Int>, _ newRange: Range<Int>) -> Snake {
    let measure = oldRange.count + newRange.count
    let isInside =
      oldRange.lowerBound <= snake.oldStart && snake.oldStart + snake.length <= oldRange.upperBound
      && newRange.lowerBound <= snake.newStart && snake.newStart + snake.length <= newRange.upperBound
    let before = (snake.oldStart - oldRange.lowerBound) + (snake.newStart - newRange.lowerBound)
    let after =
      (oldRange.upperBound - snake.oldStart - snake.length)
      + (newRange.upperBound - snake.newStart - snake.length)
    guard isInside, before < measure, after < measure else {
      return wholeReplacement(oldRange: oldRange, newRange: newRange)
    }
    return snake
  }

  private mutating func record(_ snake: Snake) {
    if snake.length > 0 { snakes.append(snake) }
  }

  /// The snake in the middle of a shortest edit script of the two ranges, found by searching forward
  /// from the start and backward from the end at once until the two searches overlap.
  private func middleSnake(oldRange: Range<Int>, newRange: Range<Int>) -> Snake {
    let n = oldRange.count, m = newRange.count
    let oldBase = oldRange.lowerBound, newBase = newRange.lowerBound
    let delta = n - m
    let deltaIsOdd = delta & 1 != 0
    let maxCost = (n + m + 1) / 2
    let reach = min(maxCost, costLimit) + 2
    var forward = [Int](repeating: 0, count: 2 * reach + 1)
    var backward = [Int](repeating: 0, count: 2 * reach + 1)
    return old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        forward.withUnsafeMutableBufferPointer { forwardBuffer in
          backward.withUnsafeMutableBufferPointer { backwardBuffer in
            let vf = forwardBuffer.baseAddress! + reach
            let vb = backwardBuffer.baseAddress! + reach
            for cost in 0...maxCost {
              if cost > costLimit {
                return furthestForwardSplit(vf, cost: cost - 1, oldRange: oldRange, newRange: newRange)
              }
              for k in stride(from: -cost, through: cost, by: 2) {
                var x = (k == -cost || (k != cost && vf[k - 1] < vf[k + 1])) ? vf[k + 1] : vf[k - 1] + 1
                var y = x - k
                let startX = x, startY = y
                while x < n && y < m && old[oldBase + x] == new[newBase + y] {
                  x += 1
                  y += 1
                }
                vf[k] = x
                let mirrored = delta - k
                if deltaIsOdd && mirrored >= -(cost - 1) && mirrored <= cost - 1 && x + vb[mirrored] >= n {
                  return Snake(oldStart: oldBase + startX, newStart: newBase + startY, length: x - startX)
                }
              }
              for k in stride(from: -cost, through: cost, by: 2) {
                var x = (k == -cost || (k != cost && vb[k - 1] < vb[k + 1])) ? vb[k + 1] : vb[k - 1] + 1
                var y = x - k
                let startX = x
                while x < n && y < m && old[oldBase + n - 1 - x] == new[newBase + m - 1 - y] {
                  x += 1
                  y += 1
                }
                vb[k] = x
                let mirrored = delta - k
                if !deltaIsOdd && mirrored >= -cost && mirrored <= cost && x + vf[mirrored] >= n {
                  return Snake(oldStart: oldBase + n - x, newStart: newBase + m - y, length: x - startX)
                }
              }
            }
            return wholeReplacement(oldRange: oldRange, newRange: newRange)
          }
        }
      }
    }
  }

  /// Past the cost limit: split at the forward frontier point that got furthest along, as an empty
  /// snake, so each side is compared on its own.
  private func furthestForwardSplit(
    _ vf: UnsafeMutablePointer<Int>, cost: Int, oldRange: Range<Int>, newRange: Range<Int>
  ) -> Snake {
    let n = oldRange.count, m = newRange.count
    var best: (x: Int, y: Int)? = nil
    for k in stride(from: -cost, through: cost, by: 2) {
      let x = vf[k], y = vf[k] - k
      guard x <= n, y >= 0, y <= m, x + y > 0, x + y < n + m else { continue }
      if best == nil || x + y > best!.x + best!.y { best = (x, y) }
    }
    guard let best else { return wholeReplacement(oldRange: oldRange, newRange: newRange) }
    return Snake(oldStart: oldRange.lowerBound + best.x, newStart: newRange.lowerBound + best.y, length: 0)
  }

  /// Delete everything, then insert everything: always a valid script.
  private func wholeReplacement(oldRange: Range<Int>, newRange: Range<Int>) -> Snake {
    Snake(oldStart: oldRange.upperBound, newStart: newRange.lowerBound, length: 0)
  }

  private func changesBetweenSnakes() -> [SequenceDiff.Change] {
    var changes: [SequenceDiff.Change] = []
    var oldPosition = 0, newPosition = 0
    for snake in snakes + [Snake(oldStart: old.count, newStart: new.count, length: 0)] {
      if snake.oldStart > oldPosition || snake.newStart > newPosition {
        changes.append(.init(old: oldPosition..<snake.oldStart, new: newPosition..<snake.newStart))
      }
      oldPosition = snake.oldStart + snake.length
      newPosition = snake.newStart + snake.length
    }
    return changes
  }
}
