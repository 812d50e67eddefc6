/// One encoded container in the tree a fingerprint is computed from: its entries' digests, combined
/// once the whole value is encoded (containers have no end to hook).
///
/// A value encoded into it is digested at once (its encoding is complete when `encode(to:)`
/// returns), and the entries of a keyed container whose order counts are hashed as they come: only a
/// nested container, filled after it is appended, is kept as a node until the digest is asked for.
final class FingerprintNode {
  /// How a container's entries combine: in order, or in any order (a set's elements, a
  /// dictionary's entries), which iterate in an order that differs from process to process.
  enum Order {
    case ordered, unordered
    /// A dictionary whose keys are not strings or integers: alternate keys and values, a pair each.
    case unorderedPairs
  }

  enum Entry {
    case digest(UInt64)
    case node(FingerprintNode)

    var digest: UInt64 {
      switch self {
      case .digest(let digest): digest
      case .node(let node): node.digest
      }
    }
  }

  let order: Order
  let format: FingerprintFormat
  /// The keyed entries hashed so far, in order, after the keyed tag.
  // A node lives within one encoding, on one thread: no exclusivity to check at run time.
  @exclusivity(unchecked) private var keyedPrefix: FingerprintHasher
  /// The keyed entries not hashed yet: every one when the order does not count, else those from the
  /// first nested container on.
  @exclusivity(unchecked) private var keyed: [(key: String, entry: Entry)] = []
  @exclusivity(unchecked) private var elements: [Entry] = []
  @exclusivity(unchecked) private var isKeyed = false
  @exclusivity(unchecked) private var single: Entry?

  init(order: Order = .ordered, format: FingerprintFormat) {
    self.order = order
    self.format = format
    keyedPrefix = FingerprintHasher(format: format)
  }

  func append(_ entry: Entry, forKey key: String) {
    if !isKeyed {
      isKeyed = true
      keyedPrefix.combine(tag: .keyed)
    }
    if order == .ordered, keyed.isEmpty, case .digest(let digest) = entry {
      keyedPrefix.combine(string: key)
      keyedPrefix.combine(digest)
    } else {
      keyed.append((key, entry))
    }
  }

  func append(_ entry: Entry) { elements.append(entry) }

  func set(_ entry: Entry) { single = entry }

  /// The node's digest: its single value's, or its entries' combined in the node's format.
  var digest: UInt64 {
    if let single { return single.digest }
    if isKeyed { return order == .ordered ? orderedKeyedDigest : unorderedKeyedDigest }
    let digests = elements.map(\.digest)
    switch format {
    case .streamed: return streamedDigest(of: digests)
    case .combined: return combinedDigest(of: digests)
    }
  }

  /// The same in both formats: a type's few properties, hashed as they come.
  private var orderedKeyedDigest: UInt64 {
    var hasher = keyedPrefix
    for entry in keyed {
      hasher.combine(string: entry.key)
      hasher.combine(entry.entry.digest)
    }
    return hasher.value
  }

  /// A dictionary keyed by strings or integers.
  private var unorderedKeyedDigest: UInt64 {
    switch format {
    case .streamed:
      var hasher = keyedPrefix
      for entry in keyed.sorted(by: { $0.key < $1.key }) {
        hasher.combine(string: entry.key)
        hasher.combine(entry.entry.digest)
      }
      return hasher.value
    case .combined:
      let digests = keyed.map { Self.entryDigest(key: $0.key, value: $0.entry.digest) }
      return FingerprintCombination.digest(
        .unordered, count: digests.count, sum: FingerprintCombination.unorderedSum(digests))
    }
  }

  private func streamedDigest(of digests: [UInt64]) -> UInt64 {
    var hasher = FingerprintHasher(format: .streamed)
    var digests = digests
    switch order {
    case .ordered:
      hasher.combine(tag: .unkeyed)
    case .unordered:
      hasher.combine(tag: .unordered)
      digests.sort()
    case .unorderedPairs:
      hasher.combine(tag: .unordered)
      digests = pairDigests(digests).sorted()
    }
    hasher.combine(UInt64(digests.count))
    for digest in digests { hasher.combine(digest) }
    return hasher.value
  }

  private func combinedDigest(of digests: [UInt64]) -> UInt64 {
    switch order {
    case .ordered:
      FingerprintCombination.digest(
        .unkeyed, count: digests.count, sum: FingerprintCombination.orderedSum(digests))
    case .unordered:
      FingerprintCombination.digest(
        .unordered, count: digests.count, sum: FingerprintCombination.unorderedSum(digests))
    case .unorderedPairs:
      FingerprintCombination.digest(
        .unordered, count: (digests.count + 1) / 2,
        sum: FingerprintCombination.unorderedSum(pairDigests(digests)))
    }
  }

  private func pairDigests(_ digests: [UInt64]) -> [UInt64] {
    stride(from: 0, to: digests.count, by: 2).map { index in
      Self.pairDigest(digests[index], index + 1 < digests.count ? digests[index + 1] : nil, format: format)
    }
  }

  /// The digest of a dictionary's entry in format 2 whose key encodes as the coding key `key`.
  static func entryDigest(key: String, value: UInt64) -> UInt64 {
    var hasher = FingerprintHasher(format: .combined)
    hasher.combine(string: key)
    hasher.combine(value)
    return hasher.value
  }

  /// The digest of a dictionary's entry whose key encodes as a value: the key's digest, then the
  /// value's (absent only after an odd element of a hand-written unordered container).
  static func pairDigest(_ key: UInt64, _ value: UInt64?, format: FingerprintFormat) -> UInt64 {
    var hasher = FingerprintHasher(format: format)
    hasher.combine(key)
    if let value { hasher.combine(value) }
    return hasher.value
  }
}
