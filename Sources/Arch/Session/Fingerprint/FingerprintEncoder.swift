/// Encodes a value into a ``FingerprintNode`` tree: the canonical form a ``StateFingerprint``
/// digests.
///
/// Unlike JSON, it knows a set or a dictionary from an array, and digests their entries in
/// any order, since they iterate in an order that changes from process to process.
///
/// The coding path is always empty: nothing reads it while hashing, and carrying one through every
/// container cost an allocation or a retain each. A ``FingerprintMemo``, when given, follows the
/// properties down to the collections it remembers.
struct FingerprintEncoder: Encoder {
  let node: FingerprintNode
  /// The memo of the value this encoder encodes, when a sequence of states is fingerprinted.
  let memo: FingerprintMemo?
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(node: FingerprintNode, memo: FingerprintMemo? = nil) {
    self.node = node
    self.memo = memo
  }

  /// The digest of `value` in `format`; `memo` remembers its collections for the next value's.
  static func digest<T: Encodable>(
    of value: T, format: FingerprintFormat, memo: FingerprintMemo? = nil
  ) throws -> UInt64 {
    if let digest = FingerprintHasher.primitiveDigest(of: value, format: format) { return digest }
    let unordered: FingerprintNode.Order?
    // A memo keeps digests of format 2, the only one whose containers it can update.
    if let memo, format == .combined {
      memo.meet(T.self)
      if let type = memo.memoizable { return try memoizedDigest(of: value, as: type, in: memo) }
      unordered = memo.unordered
    } else {
      // Cast the type, not the value: casting a value copies it into an existential first.
      unordered = (T.self as? any FingerprintUnordered.Type)?.order
    }
    let node = FingerprintNode(order: unordered ?? .ordered, format: format)
    // A set's or a dictionary's entries come in no set order: no place of theirs to remember.
    try value.encode(
      to: FingerprintEncoder(node: node, memo: unordered == nil && format == .combined ? memo : nil))
    return node.digest
  }

  /// `value`'s digest from what `memo` remembers of the collection it last met there; `T` is `M`.
  private static func memoizedDigest<T, M: FingerprintMemoizable>(
    of value: T, as _: M.Type, in memo: FingerprintMemo
  ) throws -> UInt64 {
    try (value as! M).fingerprintDigest(in: memo)
  }

  /// The digest of `value`, a primitive's or that of the node it encodes itself into: the node is
  /// complete once `encode(to:)` returns, so it is digested at once and not kept.
  static func entry<T: Encodable>(
    for value: T, format: FingerprintFormat, memo: FingerprintMemo?
  ) throws -> FingerprintNode.Entry {
    .digest(try digest(of: value, format: format, memo: memo))
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(FingerprintKeyedContainer<Key>(node: node, memo: memo))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    FingerprintUnkeyedContainer(node: node)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    FingerprintSingleValueContainer(node: node, memo: memo?.wrapped)
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
