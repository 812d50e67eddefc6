struct FingerprintKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: FingerprintNode
  /// The memo of the value this container encodes, whose properties it looks up in encoding order.
  let memo: FingerprintMemo?
  var codingPath: [any CodingKey] { [] }
  /// How many properties were encoded so far: the place of the next one in `memo`.
  private var encoded = 0

  init(node: FingerprintNode, memo: FingerprintMemo? = nil) {
    self.node = node
    self.memo = memo
  }

  mutating func encodeNil(forKey key: Key) throws {
    node.append(.digest(FingerprintHasher.nullDigest(node.format)), forKey: key.stringValue)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    let name = key.stringValue
    let property = memo?.property(at: encoded, named: name)
    encoded += 1
    node.append(try FingerprintEncoder.entry(for: value, format: node.format, memo: property), forKey: name)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(
      FingerprintKeyedContainer<NestedKey>(node: child(forKey: key)))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    FingerprintUnkeyedContainer(node: child(forKey: key))
  }

  mutating func superEncoder() -> any Encoder {
    FingerprintEncoder(node: child(forKey: "super"))
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    FingerprintEncoder(node: child(forKey: key.stringValue))
  }

  private func child(forKey key: Key) -> FingerprintNode { child(forKey: key.stringValue) }

  private func child(forKey key: String) -> FingerprintNode {
    let child = FingerprintNode(format: node.format)
    node.append(.node(child), forKey: key)
    return child
  }
}

struct FingerprintUnkeyedContainer: UnkeyedEncodingContainer {
  let node: FingerprintNode
  var codingPath: [any CodingKey] { [] }
  private(set) var count = 0

  init(node: FingerprintNode) { self.node = node }

  mutating func encodeNil() throws {
    node.append(.digest(FingerprintHasher.nullDigest(node.format)))
    count += 1
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    node.append(try FingerprintEncoder.entry(for: value, format: node.format, memo: nil))
    count += 1
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(FingerprintKeyedContainer<NestedKey>(node: child()))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    FingerprintUnkeyedContainer(node: child())
  }

  mutating func superEncoder() -> any Encoder {
    FingerprintEncoder(node: child())
  }

  private mutating func child() -> FingerprintNode {
    let child = FingerprintNode(format: node.format)
    node.append(.node(child))
    count += 1
    return child
  }
}

struct FingerprintSingleValueContainer: SingleValueEncodingContainer {
  let node: FingerprintNode
  /// The memo of the value wrapped, as an optional or a wrapper type encodes it.
  let memo: FingerprintMemo?
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil() throws { node.set(.digest(FingerprintHasher.nullDigest(node.format))) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    node.set(try FingerprintEncoder.entry(for: value, format: node.format, memo: memo))
  }
}
