/// Compares values by their bytes: for a value kept aside, whose storage stays alive and shared, or
/// of a type that holds no object (``ObjectFreeTypes``), the same bytes are the same value.
///
/// ```swift
/// ValueBits.same(Double.nan, Double.nan)   // true, where `==` says false
/// ```
package enum ValueBits {
  /// Whether `old` and `new`, of one type, have the same bytes.
  ///
  /// ```swift
  /// ValueBits.same(Double?.some(.nan), .some(.nan))   // true
  /// ```
  package static func same<T>(_ old: T, _ new: T) -> Bool {
    withUnsafeBytes(of: old) { old in
      withUnsafeBytes(of: new) { new in
        guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return true }
        return !differ(oldBase, newBase, size: old.count)
      }
    }
  }

  /// Whether the `size` bytes at `old` and `new` differ, read 16 bytes at a time (the last read
  /// overlapping the one before it), so an element of up to 32 bytes costs two reads of each.
  @inline(__always)
  static func differ(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer, size: Int) -> Bool {
    guard size >= 16 else { return smallDiffer(old, new, size: size) }
    let last = size &- 16
    var difference = (chunk(old, 0) ^ chunk(new, 0)) | (chunk(old, last) ^ chunk(new, last))
    var offset = 16
    while offset < last {
      difference |= chunk(old, offset) ^ chunk(new, offset)
      offset &+= 16
    }
    return difference != .zero
  }

  @inline(__always)
  private static func chunk(_ bytes: UnsafeRawPointer, _ offset: Int) -> SIMD2<UInt64> {
    bytes.loadUnaligned(fromByteOffset: offset, as: SIMD2<UInt64>.self)
  }

  private static func smallDiffer(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer, size: Int) -> Bool {
    if size >= 8 {
      let last = size &- 8
      return (word(old, 0) ^ word(new, 0)) | (word(old, last) ^ word(new, last)) != 0
    }
    for offset in 0..<size
    where old.load(fromByteOffset: offset, as: UInt8.self) != new.load(fromByteOffset: offset, as: UInt8.self)
    {
      return true
    }
    return false
  }

  @inline(__always)
  private static func word(_ bytes: UnsafeRawPointer, _ offset: Int) -> UInt64 {
    bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
  }
}
