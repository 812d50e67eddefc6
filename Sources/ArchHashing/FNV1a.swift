/// 64-bit FNV-1a: a hash that is the same in every process and on every platform, unlike `Hasher`,
/// which is seeded per process.
///
/// The one implementation the package uses: state fingerprints, explore's control names, snapshot
/// file names and the inline snapshots' file versions.
///
/// ```swift
/// var hash = FNV1a()
/// hash.combine(bytes: "button \"Save\"".utf8)
/// print(hash.value)
/// ```
@frozen
package struct FNV1a {
  /// The hash of the bytes combined so far; the offset basis before any.
  package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// Starts a hash of no bytes.
  @inlinable
  package init() {}

  /// The FNV prime for 64 bits.
  @inlinable
  static var prime: UInt64 { 0x0000_0100_0000_01b3 }

  /// Mixes in one byte.
  @inlinable
  package mutating func combine(byte: UInt8) {
    value = (value ^ UInt64(byte)) &* Self.prime
  }

  /// Mixes in the eight bytes of `word`, least significant first, keeping the hash in a local: the
  /// same as combining them one by one, for the digests that are mostly words.
  @inlinable
  package mutating func combine(littleEndianBytesOf word: UInt64) {
    var hash = value
    for shift in stride(from: UInt64(0), to: 64, by: 8) {
      hash = (hash ^ (word >> shift & 0xff)) &* Self.prime
    }
    value = hash
  }

  /// Mixes in `bytes`, in order.
  @inlinable
  package mutating func combine(bytes: some Sequence<UInt8>) {
    for byte in bytes { combine(byte: byte) }
  }

  /// The hash of `bytes`.
  @inlinable
  package static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hash = FNV1a()
    hash.combine(bytes: bytes)
    return hash.value
  }

  /// The hash of `bytes` as 16 lowercase hex digits, zero-padded.
  package static func hexHash(_ bytes: some Sequence<UInt8>) -> String {
    let hex = String(hash(bytes), radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
