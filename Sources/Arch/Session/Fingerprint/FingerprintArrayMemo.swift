#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An array last fingerprinted at one place of a state, with its elements' digests and the sum of
/// their words (``FingerprintCombination``): the next array there costs a comparison of each
/// element with the one at its place, and the encoding of those that changed.
///
/// Keeping the array keeps the storage its elements refer to alive and shared, so an element whose
/// bits are the same as before is the same value (a copy-on-write buffer cannot change while shared,
/// nor be freed and reused): the arrays are compared 64 elements at a time with `memcmp`, and a
/// block whose bytes differ (a change, or only padding) element by element, by their bits, before
/// an element is encoded again. Never by `==`, which may ignore what an element encodes.
final class FingerprintArrayMemo<Element: Equatable & Encodable> {
  // Only the fingerprinting that owns the memo touches it, one state at a time.
  @exclusivity(unchecked) private var elements: [Element] = []
  @exclusivity(unchecked) private var digests: [UInt64] = []
  @exclusivity(unchecked) private var sum: UInt64 = 0
  @exclusivity(unchecked) private var digest: UInt64?
  /// The memo the changed elements are encoded with, one after another: it knows their type, and
  /// the collections of the element encoded before.
  private let elementMemo = FingerprintMemo()
  /// The places of the elements that changed, kept to be refilled rather than made at each state.
  @exclusivity(unchecked) private var changed: [Int] = []

  /// The digest of `array`, made from the last array's where their elements are the same.
  func digest(of array: [Element]) throws -> UInt64 {
    if let digest, Self.sharesStorage(array, elements) { return digest }
    do {
      if digest == nil {
        digests = []
        digests.reserveCapacity(array.count)
        for element in array { digests.append(try digest(of: element)) }
        sum = FingerprintCombination.orderedSum(digests)
      } else if array.count == elements.count {
        try replaceChanged(by: array)
      } else {
        try resize(to: array)
      }
    } catch {
      // Half updated: start over next time.
      (elements, digests, sum, digest) = ([], [], 0, nil)
      throw error
    }
    elements = array
    let digest = FingerprintCombination.digest(.unkeyed, count: array.count, sum: sum)
    self.digest = digest
    return digest
  }

  /// Each element that changed in place, its word taken out of the sum and its new one added.
  private func replaceChanged(by array: [Element]) throws {
    Self.findChanged(from: elements, to: array, into: &changed)
    for index in changed {
      let digest = try digest(of: array[index])
      sum = sum &- FingerprintCombination.word(digests[index], at: index)
      sum = sum &+ FingerprintCombination.word(digest, at: index)
      digests[index] = digest
    }
  }

  /// Elements inserted or removed: those before the first change and after the last keep their
  /// digests (an insertion moves the words, not the digests, of the elements after it).
  private func resize(to array: [Element]) throws {
    let (prefix, suffix) = Self.commonEnds(of: elements, and: array)
    var resized = Array(digests[..<prefix])
    resized.reserveCapacity(array.count)
    for index in prefix..<(array.count - suffix) { resized.append(try digest(of: array[index])) }
    resized.append(contentsOf: digests[(digests.count - suffix)...])
    for index in prefix..<digests.count {
      sum = sum &- FingerprintCombination.word(digests[index], at: index)
    }
    for index in prefix..<resized.count {
      sum = sum &+ FingerprintCombination.word(resized[index], at: index)
    }
    digests = resized
  }

  private func digest(of element: Element) throws -> UInt64 {
    try FingerprintEncoder.digest(of: element, format: .combined, memo: elementMemo)
  }

  private static func sharesStorage(_ array: [Element], _ other: [Element]) -> Bool {
    array.count == other.count
      && array.withUnsafeBufferPointer { one in
        other.withUnsafeBufferPointer { $0.baseAddress == one.baseAddress }
      }
  }

  /// Fills `changed` with the places where `new` differs from `old`, of the same count.
  private static func findChanged(from old: [Element], to new: [Element], into changed: inout [Int]) {
    changed.removeAll(keepingCapacity: true)
    old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return }
        let (size, stride) = (MemoryLayout<Element>.size, MemoryLayout<Element>.stride)
        let block = 64
        var start = 0
        while start < new.count {
          let end = min(start + block, new.count)
          let (oldBlock, newBlock) = (UnsafeRawPointer(oldBase + start), UnsafeRawPointer(newBase + start))
          if memcmp(oldBlock, newBlock, (end - start - 1) * stride + size) != 0 {
            var (oldBytes, newBytes) = (oldBlock, newBlock)
            for index in start..<end {
              if ValueBits.differ(oldBytes, newBytes, size: size) {
                changed.append(index)
              }
              oldBytes += stride
              newBytes += stride
            }
          }
          start = end
        }
      }
    }
  }

  /// How many elements at the start, and then at the end, `old` and `new` have in common.
  private static func commonEnds(of old: [Element], and new: [Element]) -> (prefix: Int, suffix: Int) {
    old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        let common = min(old.count, new.count)
        guard common > 0, let oldBase = old.baseAddress, let newBase = new.baseAddress else { return (0, 0) }
        var prefix = 0
        while prefix < common, same(oldBase + prefix, newBase + prefix) { prefix += 1 }
        var suffix = 0
        while suffix < common - prefix,
          same(oldBase + old.count - 1 - suffix, newBase + new.count - 1 - suffix)
        {
          suffix += 1
        }
        return (prefix, suffix)
      }
    }
  }

  /// Whether two elements encode alike, by their bits.
  ///
  /// Not by `==`, which may ignore what an element encodes (a custom `==` by id, canonically
  /// equivalent strings).
  private static func same(_ old: UnsafePointer<Element>, _ new: UnsafePointer<Element>) -> Bool {
    !ValueBits.differ(UnsafeRawPointer(old), UnsafeRawPointer(new), size: MemoryLayout<Element>.size)
  }
}
