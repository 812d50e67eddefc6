/// A dictionary last fingerprinted at one place of a state, with its entries' digests and the sum of
/// their words: the next dictionary there costs a lookup and a comparison per entry, and the
/// encoding of the entries that changed.
final class FingerprintDictionaryMemo<Key: Hashable & Encodable, Value: Equatable & Encodable> {
  // Only the fingerprinting that owns the memo touches it, one state at a time.
  @exclusivity(unchecked) private var dictionary: [Key: Value] = [:]
  @exclusivity(unchecked) private var entries: [Key: UInt64] = [:]
  @exclusivity(unchecked) private var sum: UInt64 = 0
  @exclusivity(unchecked) private var digest: UInt64?

  /// The digest of `new`, made from the last dictionary's entries where they are the same.
  func digest(of new: [Key: Value]) throws -> UInt64 {
    if let digest, ValueBits.same(dictionary, new) { return digest }
    do {
      try update(to: new)
    } catch {
      // Half updated: start over next time.
      (dictionary, entries, sum, digest) = ([:], [:], 0, nil)
      throw error
    }
    dictionary = new
    let digest = FingerprintCombination.digest(.unordered, count: new.count, sum: sum)
    self.digest = digest
    return digest
  }

  private func update(to new: [Key: Value]) throws {
    var kept = 0
    for (key, value) in new {
      if let index = dictionary.index(forKey: key) {
        kept += 1
        // By bits, not `==`, which may ignore what a key or a value encodes.
        let old = dictionary[index]
        if ValueBits.same(old.key, key) && ValueBits.same(old.value, value) { continue }
      }
      let entry = try Self.entryDigest(key, value)
      if let old = entries.updateValue(entry, forKey: key) { sum &-= FingerprintCombination.word(old) }
      sum &+= FingerprintCombination.word(entry)
    }
    guard kept < dictionary.count else { return }
    for key in dictionary.keys where new[key] == nil {
      if let old = entries.removeValue(forKey: key) { sum &-= FingerprintCombination.word(old) }
    }
  }

  /// The digest the entry has in a dictionary's encoding: keyed by its coding key when the key is a
  /// string, an integer or `CodingKeyRepresentable`, as `Dictionary` encodes them, else a key and
  /// value pair.
  private static func entryDigest(_ key: Key, _ value: Value) throws -> UInt64 {
    let valueDigest = try FingerprintEncoder.digest(of: value, format: .combined)
    if let codingKey = codingKey(of: key) {
      return FingerprintNode.entryDigest(key: codingKey, value: valueDigest)
    }
    let keyDigest = try FingerprintEncoder.digest(of: key, format: .combined)
    return FingerprintNode.pairDigest(keyDigest, valueDigest, format: .combined)
  }

  private static func codingKey(of key: Key) -> String? {
    if Key.self == String.self { return key as? String }
    if Key.self == Int.self { return (key as? Int).map { String($0) } }
    return (key as? any CodingKeyRepresentable)?.codingKey.stringValue
  }
}
