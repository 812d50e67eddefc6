/// A collection whose digest a ``FingerprintMemo`` can update from the one before: found once per
/// collection by a cast of its type, then typed generic code compares its elements.
protocol FingerprintMemoizable {
  /// The digest the collection has in ``FingerprintFormat/combined``, updated from what `memo`
  /// remembers of the one met at the same place before.
  func fingerprintDigest(in memo: FingerprintMemo) throws -> UInt64

  /// Whether the collection's entries hold no object: only then does an entry with the same bits as
  /// the one kept, or `==` to it, encode alike (an object's fields can change in place).
  static var entriesHoldNoObjects: Bool { get }
}

/// What a ``FingerprintMemo`` keeps of a collection: the collection and its entries' digests.
protocol FingerprintCollectionMemo: AnyObject {
  /// A memo of no collection yet.
  init()
}

extension FingerprintArrayMemo: FingerprintCollectionMemo {}
extension FingerprintDictionaryMemo: FingerprintCollectionMemo {}
extension FingerprintSetMemo: FingerprintCollectionMemo {}

extension Array: FingerprintMemoizable where Element: Equatable & Encodable {
  static var entriesHoldNoObjects: Bool {
    var types = ObjectFreeTypes()
    return types.holdsNoObjects(Element.self)
  }

  func fingerprintDigest(in memo: FingerprintMemo) throws -> UInt64 {
    try memo.collectionMemo(FingerprintArrayMemo<Element>.self).digest(of: self)
  }
}

extension Dictionary: FingerprintMemoizable where Key: Encodable, Value: Equatable & Encodable {
  static var entriesHoldNoObjects: Bool {
    var types = ObjectFreeTypes()
    return types.holdsNoObjects(Key.self) && types.holdsNoObjects(Value.self)
  }

  func fingerprintDigest(in memo: FingerprintMemo) throws -> UInt64 {
    try memo.collectionMemo(FingerprintDictionaryMemo<Key, Value>.self).digest(of: self)
  }
}

extension Set: FingerprintMemoizable where Element: Encodable {
  static var entriesHoldNoObjects: Bool {
    var types = ObjectFreeTypes()
    return types.holdsNoObjects(Element.self)
  }

  func fingerprintDigest(in memo: FingerprintMemo) throws -> UInt64 {
    try memo.collectionMemo(FingerprintSetMemo<Element>.self).digest(of: self)
  }
}
