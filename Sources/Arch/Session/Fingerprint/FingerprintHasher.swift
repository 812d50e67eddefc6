import ArchHashing

/// 64-bit FNV-1a over a canonical byte stream: what a value is (its tag), then its bytes, little
/// endian, so a digest is the same in every process and on every platform (unlike `Hasher`, which
/// is seeded per process).
///
/// Explore's swarms hash control names with it too.
package struct FingerprintHasher {
  enum Tag: UInt8 {
    case null, bool, signed, unsigned, float, string, keyed, unkeyed, unordered
  }

  private var hash = FNV1a()

  /// The digest of what was combined so far.
  package var value: UInt64 { hash.value }

  package init() {}

  mutating func combine(byte: UInt8) { hash.combine(byte: byte) }

  /// Hashes `bytes` as they are, with no tag: the plain FNV-1a of a text's UTF-8.
  package mutating func combine(bytes: some Sequence<UInt8>) { hash.combine(bytes: bytes) }

  mutating func combine(tag: Tag) { combine(byte: tag.rawValue) }

  /// The word's eight bytes, least significant first: a digest is mostly words.
  mutating func combine(_ word: UInt64) { hash.combine(littleEndianBytesOf: word) }

  mutating func combine(string: String) {
    combine(tag: .string)
    var string = string
    // Contiguous UTF-8, read in place: iterating `utf8` decodes a small string byte by byte.
    string.withUTF8 { bytes in
      combine(UInt64(bytes.count))
      for byte in bytes { combine(byte: byte) }
    }
  }

  /// The digest of a primitive value, or `nil` when `value` is not one.
  ///
  /// Types are compared before
  /// any cast: most values are not primitives, and a failed cast costs more than a comparison.
  static func primitiveDigest<T>(of value: T) -> UInt64? {
    var hasher = FingerprintHasher()
    if T.self == String.self {
      hasher.combine(string: value as! String)
    } else if T.self == Bool.self {
      hasher.combine(tag: .bool)
      hasher.combine(byte: value as! Bool ? 1 : 0)
    } else if T.self == Int.self {
      hasher.combine(signed: Int64(value as! Int))
    } else if T.self == Double.self {
      hasher.combine(float: value as! Double)
    } else if let number = signedInteger(value) {
      hasher.combine(signed: number)
    } else if let number = unsignedInteger(value) {
      hasher.combine(unsigned: number)
    } else if T.self == Float.self {
      hasher.combine(float: Double(value as! Float))
    } else {
      return nil
    }
    return hasher.value
  }

  private static func signedInteger<T>(_ value: T) -> Int64? {
    if T.self == Int64.self { return value as? Int64 }
    if T.self == Int32.self { return (value as? Int32).map(Int64.init) }
    if T.self == Int16.self { return (value as? Int16).map(Int64.init) }
    if T.self == Int8.self { return (value as? Int8).map(Int64.init) }
    return nil
  }

  private static func unsignedInteger<T>(_ value: T) -> UInt64? {
    if T.self == UInt.self { return (value as? UInt).map(UInt64.init) }
    if T.self == UInt64.self { return value as? UInt64 }
    if T.self == UInt32.self { return (value as? UInt32).map(UInt64.init) }
    if T.self == UInt16.self { return (value as? UInt16).map(UInt64.init) }
    if T.self == UInt8.self { return (value as? UInt8).map(UInt64.init) }
    return nil
  }

  static var nullDigest: UInt64 {
    var hasher = FingerprintHasher()
    hasher.combine(tag: .null)
    return hasher.value
  }

  private mutating func combine(signed number: Int64) {
    combine(tag: .signed)
    combine(UInt64(bitPattern: number))
  }

  private mutating func combine(unsigned number: UInt64) {
    combine(tag: .unsigned)
    combine(number)
  }

  /// Zero and negative zero are equal, so they digest alike.
  private mutating func combine(float number: Double) {
    combine(tag: .float)
    combine(number == 0 ? 0 : number.bitPattern)
  }
}
