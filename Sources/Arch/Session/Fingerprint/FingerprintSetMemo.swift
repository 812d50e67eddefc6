/// A set last fingerprinted at one place of a state, with its elements' digests and the sum of their
/// words: the next set there costs a lookup per element, and the encoding of the elements it did
/// not hold.
final class FingerprintSetMemo<Element: Hashable & Encodable> {
  // Only the fingerprinting that owns the memo touches it, one state at a time.
  @exclusivity(unchecked) private var set: Set<Element> = []
  @exclusivity(unchecked) private var digests: [Element: UInt64] = [:]
  @exclusivity(unchecked) private var sum: UInt64 = 0
  @exclusivity(unchecked) private var digest: UInt64?

  /// The digest of `new`, made from the last set's where they hold the same elements.
  func digest(of new: Set<Element>) throws -> UInt64 {
    if let digest, ValueBits.same(set, new) { return digest }
    do {
      try update(to: new)
    } catch {
      // Half updated: start over next time.
      (set, digests, sum, digest) = ([], [:], 0, nil)
      throw error
    }
    set = new
    let digest = FingerprintCombination.digest(.unordered, count: new.count, sum: sum)
    self.digest = digest
    return digest
  }

  private func update(to new: Set<Element>) throws {
    var kept = 0
    for element in new {
      let index = digests.index(forKey: element)
      if let index {
        kept += 1
        // By bits, not `==`, which may ignore what an element encodes.
        if ValueBits.same(digests[index].key, element) { continue }
        sum &-= FingerprintCombination.word(digests.remove(at: index).value)
      }
      let digest = try FingerprintEncoder.digest(of: element, format: .combined)
      digests[element] = digest
      sum &+= FingerprintCombination.word(digest)
    }
    guard kept < set.count else { return }
    for element in set where !new.contains(element) {
      if let old = digests.removeValue(forKey: element) { sum &-= FingerprintCombination.word(old) }
    }
  }
}
