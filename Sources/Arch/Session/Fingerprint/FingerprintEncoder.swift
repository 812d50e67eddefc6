/// Encodes a value into a ``FingerprintNode`` tree: the canonical form a ``StateFingerprint``
/// digests.
///
/// Unlike JSON, it knows a set or a dictionary from an array, and digests their entries in
/// any order, since they iterate in an order that changes from process to process.
///
/// The coding path is always empty: nothing reads it while hashing, and carrying one through every
/// container cost an allocation or a retain each.
struct FingerprintEncoder: Encoder {
  let node: FingerprintNode
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// The digest of `value`.
  static func digest(of value: some Encodable) throws -> UInt64 {
    try entry(for: value).digest
  }

  /// The digest of `value`, a primitive's or that of the node it encodes itself into: the node is
  /// complete once `encode(to:)` returns, so it is digested at once and not kept.
  static func entry<T: Encodable>(for value: T) throws -> FingerprintNode.Entry {
    if let digest = FingerprintHasher.primitiveDigest(of: value) { return .digest(digest) }
    // Cast the type, not the value: casting a value copies it into an existential first.
    let node = FingerprintNode(order: (T.self as? any FingerprintUnordered.Type)?.order ?? .ordered)
    try value.encode(to: FingerprintEncoder(node: node))
    return .digest(node.digest)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(FingerprintKeyedContainer<Key>(node: node))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    FingerprintUnkeyedContainer(node: node)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    FingerprintSingleValueContainer(node: node)
  }
}

/// Collections whose iteration order is not part of their value.
protocol FingerprintUnordered {
  static var order: FingerprintNode.Order { get }
}

extension Set: FingerprintUnordered {
  static var order: FingerprintNode.Order { .unordered }
}

extension Dictionary: FingerprintUnordered {
  /// String and integer keys encode as a keyed container, sorted by key; other keys as an
  /// unkeyed one, alternating keys and values.
  static var order: FingerprintNode.Order {
    Key.self == String.self || Key.self == Int.self ? .unordered : .unorderedPairs
  }
}
