import ArchHashing

/// How format 2 (``FingerprintFormat/combined``) digests a container.
///
/// Each entry's digest is mixed into a word, with its position when the order counts, and the words
/// are added. An addition can be undone, so replacing one entry changes the sum by the difference
/// of its two words, whatever the other entries are; the sum of a set or a dictionary is the same
/// in any order.
enum FingerprintCombination {
  /// The word an entry at `index` of an ordered container adds: equal elements at two places, or
  /// two elements swapped, add different words.
  @inline(__always)
  static func word(_ digest: UInt64, at index: Int) -> UInt64 {
    avalanche(digest &+ (UInt64(truncatingIfNeeded: index) &+ 1) &* 0x9e37_79b9_7f4a_7c15)
  }

  /// The word an entry of a container whose order does not count adds.
  @inline(__always)
  static func word(_ digest: UInt64) -> UInt64 { avalanche(digest) }

  /// The container's digest: what it is (`tag`), how many entries it has, and the sum of their words.
  static func digest(_ tag: FingerprintHasher.Tag, count: Int, sum: UInt64) -> UInt64 {
    var hasher = FingerprintHasher(format: .combined)
    hasher.combine(tag: tag)
    hasher.combine(UInt64(count))
    hasher.combine(sum)
    return hasher.value
  }

  /// The sum of the words of `digests`, in order.
  static func orderedSum(_ digests: some Sequence<UInt64>) -> UInt64 {
    var sum: UInt64 = 0
    for (index, digest) in digests.enumerated() { sum &+= word(digest, at: index) }
    return sum
  }

  /// The sum of the words of `digests`, in any order.
  static func unorderedSum(_ digests: some Sequence<UInt64>) -> UInt64 {
    digests.reduce(0) { $0 &+ word($1) }
  }

  /// A bijective avalanche of 64 bits (the finalizer of MurmurHash3): each input bit flips about
  /// half the output bits, so sums of mixed words do not cancel the way sums of raw digests could.
  @inline(__always)
  static func avalanche(_ value: UInt64) -> UInt64 {
    var value = value
    value ^= value >> 33
    value &*= 0xff51_afd7_ed55_8ccd
    value ^= value >> 33
    value &*= 0xc4ce_b9fe_1a85_ec53
    value ^= value >> 33
    return value
  }
}
