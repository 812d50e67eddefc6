/// What fingerprinting one state remembers for the next, so that a sequence of states each a step
/// from the one before costs little more than comparing them: for each array, dictionary or set of
/// equatable elements met along the state's properties, the collection and its entries' digests, so
/// only the entries that changed are encoded again.
///
/// Owned by whatever fingerprints a sequence (a replay, a recorder writing a session), never
/// shared between threads. A fingerprint made with a memo is the one made without: the memo only
/// skips encoding elements `==` to the ones at the same place last time (or the same bits), so it
/// trusts that equal values encode alike, as the test store's own comparisons trust `==`.
///
/// ```swift
/// let memo = FingerprintMemo()
/// let first = try StateFingerprint(of: state, memo: memo)
/// ```
package final class FingerprintMemo {
  // Touched by one fingerprinting at a time: no exclusivity to check at run time.
  /// The memo of each property of the keyed value here, in the order the value encodes them.
  @exclusivity(unchecked) private var properties: [(name: String, memo: FingerprintMemo)] = []
  @exclusivity(unchecked) private var wrappedMemo: FingerprintMemo?
  /// The type of the value met here last: the casts below are made once per type, not per state.
  @exclusivity(unchecked) private var valueType: ObjectIdentifier?
  /// The value's type as a collection the memo updates, when it is one whose entries hold no object.
  @exclusivity(unchecked) private(set) var memoizable: (any FingerprintMemoizable.Type)?
  /// How the value's entries combine, when they come in no set order.
  @exclusivity(unchecked) private(set) var unordered: FingerprintNode.Order?
  /// The collection last digested here and what its digest was made of (the
  /// ``FingerprintArrayMemo``, ``FingerprintDictionaryMemo`` or ``FingerprintSetMemo`` of the
  /// memoizable type), or `nil` before any.
  @exclusivity(unchecked) var collection: AnyObject?

  /// Makes an empty memo: the first state fingerprinted with it costs what a fingerprint without it
  /// does.
  package init() {}

  /// The memo of the property encoded `index`th under `name`; a property met elsewhere than last time
  /// starts over.
  func property(at index: Int, named name: String) -> FingerprintMemo {
    if index < properties.count {
      if properties[index].name == name { return properties[index].memo }
      properties.removeSubrange(index...)
    }
    let memo = FingerprintMemo()
    properties.append((name, memo))
    return memo
  }

  /// The memo of the collection kept here, made the first time.
  func collectionMemo<Memo: FingerprintCollectionMemo>(_: Memo.Type) -> Memo {
    // The memo starts over when another type is met here, so what it keeps was made for this one.
    if let collection { return unsafeDowncast(collection, to: Memo.self) }
    let memo = Memo()
    collection = memo
    return memo
  }

  /// Notes that a value of `type` is met here, starting over when it is not the last one's type.
  func meet<T>(_ type: T.Type) {
    guard valueType != ObjectIdentifier(type) else { return }
    valueType = ObjectIdentifier(type)
    memoizable = (type as? any FingerprintMemoizable.Type).flatMap { $0.entriesHoldNoObjects ? $0 : nil }
    unordered = (type as? any FingerprintUnordered.Type)?.order
    (properties, wrappedMemo, collection) = ([], nil, nil)
  }

  /// The memo of the value an optional or another single-value wrapper holds.
  var wrapped: FingerprintMemo {
    if let wrappedMemo { return wrappedMemo }
    let memo = FingerprintMemo()
    wrappedMemo = memo
    return memo
  }
}
