import ArchHashing

/// The hash of a canonical stream: what a value is (its tag), then its bytes, little endian, so a
/// digest is the same in every process and on every platform (unlike `Hasher`, which is seeded per
/// process).
///
/// In ``FingerprintFormat/streamed`` (and for explore's control names and swarms, which make it with
/// `init()`) the stream is hashed a byte at a time with 64-bit FNV-1a. In
/// ``FingerprintFormat/combined`` it is hashed a word at a time (a string's bytes packed eight to a
/// word), each word mixed in with a multiplication, and the result avalanched: a few cycles a word
/// where FNV-1a takes a few a byte.
package struct FingerprintHasher {
  enum Tag: UInt8 {
    case null, bool, signed, unsigned, float, string, keyed, unkeyed, unordered
  }

  private let format: FingerprintFormat
  private var hash = FNV1a()
  /// Format 2's words mixed so far.
  private var words: UInt64 = 0xcbf2_9ce4_8422_2325

  /// The digest of what was combined so far.
  package var value: UInt64 {
    format == .streamed ? hash.value : FingerprintCombination.avalanche(words)
  }

  /// A hasher of FNV-1a, as format 1 and explore's names hash.
  package init() { format = .streamed }

  /// A hasher of `format`.
  init(format: FingerprintFormat) { self.format = format }

  mutating func combine(byte: UInt8) {
    switch format {
    case .streamed: hash.combine(byte: byte)
    case .combined: mixIn(UInt64(byte))
    }
  }

  /// Hashes `bytes` as they are, with no tag: the plain FNV-1a of a text's UTF-8 (a hasher made
  /// with `init()`).
  package mutating func combine(bytes: some Sequence<UInt8>) { hash.combine(bytes: bytes) }

  mutating func combine(tag: Tag) { combine(byte: tag.rawValue) }

  /// The word's eight bytes, least significant first: a digest is mostly words.
  mutating func combine(_ word: UInt64) {
    switch format {
    case .streamed: hash.combine(littleEndianBytesOf: word)
    case .combined: mixIn(word)
    }
  }

  mutating func combine(string: String) {
    combine(tag: .string)
    var string = string
    // Contiguous UTF-8, read in place: iterating `utf8` decodes a small string byte by byte.
    string.withUTF8 { bytes in
      combine(UInt64(bytes.count))
      switch format {
      case .streamed: for byte in bytes { hash.combine(byte: byte) }
      case .combined: combineWords(of: UnsafeRawBufferPointer(bytes))
      }
    }
  }

  /// The bytes eight to a word, little endian, the last word padded with zeros (the count before
  /// them tells the padding from the text).
  private mutating func combineWords(of bytes: UnsafeRawBufferPointer) {
    var offset = 0
    while offset + 8 <= bytes.count {
      mixIn(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
      offset += 8
    }
    guard offset < bytes.count else { return }
    var last: UInt64 = 0
    for (shift, byte) in bytes[offset...].enumerated() { last |= UInt64(byte) << (8 * UInt64(shift)) }
    mixIn(last)
  }

  /// One word of format 2: added in with a multiplication by an odd constant (a bijection, so no
  /// two hashes before it meet after it), the high bits folded down for the next multiplication.
  private mutating func mixIn(_ word: UInt64) {
    words = (words ^ word) &* 0x9e37_79b9_7f4a_7c15
    words ^= words >> 29
  }

  /// The digest of a primitive value, or `nil` when `value` is not one.
  ///
  /// Types are compared before
  /// any cast: most values are not primitives, and a failed cast costs more than a comparison.
  static func primitiveDigest<T>(of value: T, format: FingerprintFormat) -> UInt64? {
    var hasher = FingerprintHasher(format: format)
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

  static func nullDigest(_ format: FingerprintFormat) -> UInt64 {
    var hasher = FingerprintHasher(format: format)
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
