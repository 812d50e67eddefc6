/// The differences between two sequences, as the smallest set of blocks where old elements were
/// replaced by new ones (Myers' O(ND) algorithm).
///
/// Everything between two changes is unchanged, so callers that print context walk the gaps. Any
/// ArchTesting diff of ordered things can reuse it; the text diff does.
///
/// ```swift
/// let changes = SequenceDiff.changes(from: ["a", "b", "c"], to: ["a", "x", "c"])
/// // [Change(old: 1..<2, new: 1..<2)]
/// ```
package enum SequenceDiff {
  /// One block of difference: `old` elements were replaced by `new` ones.
  ///
  /// One of the ranges may be
  /// empty (a pure insertion or deletion); its lower bound is still the position in that sequence.
  package struct Change: Equatable, Sendable {
    package var old: Range<Int>
    package var new: Range<Int>

    package init(old: Range<Int>, new: Range<Int>) {
      self.old = old
      self.new = new
    }
  }

  /// The changes turning `old` into `new`, in order.
  package static func changes<Element: Hashable>(from old: [Element], to new: [Element]) -> [Change] {
    var ids: [Element: Int] = [:]
    func id(_ element: Element) -> Int {
      if let known = ids[element] { return known }
      let fresh = ids.count
      ids[element] = fresh
      return fresh
    }
    return MyersDiff.changes(from: old.map(id), to: new.map(id))
  }
}
