struct FingerprintKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: FingerprintNode
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil(forKey key: Key) throws {
    node.append(.digest(FingerprintHasher.nullDigest), forKey: key.stringValue)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    node.append(
      try FingerprintEncoder.entry(for: value), forKey: key.stringValue)
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
    let child = FingerprintNode()
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
    node.append(.digest(FingerprintHasher.nullDigest))
    count += 1
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    node.append(try FingerprintEncoder.entry(for: value))
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
    let child = FingerprintNode()
    node.append(.node(child))
    count += 1
    return child
  }
}

struct FingerprintSingleValueContainer: SingleValueEncodingContainer {
  let node: FingerprintNode
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil() throws { node.set(.digest(FingerprintHasher.nullDigest)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    node.set(try FingerprintEncoder.entry(for: value))
  }
}
