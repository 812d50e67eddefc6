struct FingerprintKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: FingerprintNode
  var codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws {
    node.append(.digest(FingerprintHasher.nullDigest), forKey: key.stringValue)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    node.append(
      try FingerprintEncoder.entry(for: value, codingPath: codingPath), forKey: key.stringValue)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(
      FingerprintKeyedContainer<NestedKey>(node: child(forKey: key), codingPath: codingPath))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    FingerprintUnkeyedContainer(node: child(forKey: key), codingPath: codingPath)
  }

  mutating func superEncoder() -> any Encoder {
    FingerprintEncoder(node: child(forKey: "super"), codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    FingerprintEncoder(node: child(forKey: key.stringValue), codingPath: codingPath)
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
  var codingPath: [any CodingKey]
  private(set) var count = 0

  init(node: FingerprintNode, codingPath: [any CodingKey]) {
    self.node = node
    self.codingPath = codingPath
  }

  mutating func encodeNil() throws {
    node.append(.digest(FingerprintHasher.nullDigest))
    count += 1
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    node.append(try FingerprintEncoder.entry(for: value, codingPath: codingPath))
    count += 1
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(FingerprintKeyedContainer<NestedKey>(node: child(), codingPath: codingPath))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    FingerprintUnkeyedContainer(node: child(), codingPath: codingPath)
  }

  mutating func superEncoder() -> any Encoder {
    FingerprintEncoder(node: child(), codingPath: codingPath)
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
  var codingPath: [any CodingKey]

  mutating func encodeNil() throws { node.set(.digest(FingerprintHasher.nullDigest)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    node.set(try FingerprintEncoder.entry(for: value, codingPath: codingPath))
  }
}
