/// One encoded value in the tree a fingerprint is computed from: a primitive's digest, or a
/// container's entries, digested once the whole value is encoded (containers have no end to hook).
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

  var order: Order
  private(set) var keyed: [(key: String, entry: Entry)] = []
  private(set) var elements: [Entry] = []
  private(set) var isKeyed = false
  private(set) var single: Entry?

  init(order: Order = .ordered) { self.order = order }

  func append(_ entry: Entry, forKey key: String) {
    isKeyed = true
    keyed.append((key, entry))
  }

  func append(_ entry: Entry) { elements.append(entry) }

  func set(_ entry: Entry) { single = entry }

  /// The node's digest: its single value's, or its entries' combined in their order.
  var digest: UInt64 {
    if let single { return single.digest }
    var hasher = FingerprintHasher()
    if isKeyed {
      hasher.combine(tag: .keyed)
      let entries = order == .ordered ? keyed : keyed.sorted { $0.key < $1.key }
      for entry in entries {
        hasher.combine(string: entry.key)
        hasher.combine(entry.entry.digest)
      }
      return hasher.value
    }
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
