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
  /// The keyed entries hashed so far, in order, after the keyed tag.
  private var keyedPrefix = FingerprintHasher()
  /// The keyed entries not hashed yet: every one when the order does not count, else those from the
  /// first nested container on.
  private var keyed: [(key: String, entry: Entry)] = []
  private var elements: [Entry] = []
  private var isKeyed = false
  private var single: Entry?

  init(order: Order = .ordered) { self.order = order }

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

  /// The node's digest: its single value's, or its entries' combined in their order.
  var digest: UInt64 {
    if let single { return single.digest }
    if isKeyed {
      var hasher = keyedPrefix
      let entries = order == .ordered ? keyed : keyed.sorted { $0.key < $1.key }
      for entry in entries {
        hasher.combine(string: entry.key)
        hasher.combine(entry.entry.digest)
      }
      return hasher.value
    }
    var hasher = FingerprintHasher()
    var digests = elements.map(\.digest)
    switch order {
    case .ordered:
      hasher.combine(tag: .unkeyed)
    case .unordered:
      hasher.combine(tag: .unordered)
      digests.sort()
    case .unorderedPairs:
      hasher.combine(tag: .unordered)
      digests = Self.pairDigests(digests).sorted()
    }
    hasher.combine(UInt64(digests.count))
    for digest in digests { hasher.combine(digest) }
    return hasher.value
  }

  private static func pairDigests(_ digests: [UInt64]) -> [UInt64] {
    stride(from: 0, to: digests.count, by: 2).map { index in
      var hasher = FingerprintHasher()
      hasher.combine(digests[index])
      if index + 1 < digests.count { hasher.combine(digests[index + 1]) }
      return hasher.value
    }
  }
}
