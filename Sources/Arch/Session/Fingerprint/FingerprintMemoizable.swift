/// A collection whose digest a ``FingerprintMemo`` can update from the one before: found once per
/// collection by a cast of its type, then typed generic code compares its elements.
protocol FingerprintMemoizable {
  /// The digest the collection has in ``FingerprintFormat/combined``, updated from what `memo`
  /// remembers of the one met at the same place before.
  func fingerprintDigest(in memo: FingerprintMemo) throws -> UInt64
}

extension Array: FingerprintMemoizable where Element: Equatable & Encodable {
  func fingerprintDigest(in memo: FingerprintMemo) throws -> UInt64 {
    // The memo starts over when another type is met there, so what it keeps was made for this one.
    if let arrayMemo = memo.collection {
      return try unsafeDowncast(arrayMemo, to: FingerprintArrayMemo<Element>.self).digest(of: self)
    }
    let arrayMemo = FingerprintArrayMemo<Element>()
    memo.collection = arrayMemo
    return try arrayMemo.digest(of: self)
  }
}
