import Foundation

/// A short, stable digest of a state: equal states have equal fingerprints in every process and on
/// every platform, so a replay can tell where it first left the recorded path without the recording
/// holding every state.
///
/// It is the 64-bit FNV-1a hash of the state's JSON encoding with sorted keys, written as 16
/// lowercase hexadecimal digits.
///
/// ```swift
/// let before = try StateFingerprint(of: ["milk"])
/// let after = try StateFingerprint(of: ["milk", "eggs"])
/// print(before == after)   // false
/// ```
public struct StateFingerprint: Hashable, Sendable, CustomStringConvertible {
  /// The 64-bit digest.
  public var value: UInt64

  /// Makes a fingerprint from its digest, as read from a recorded session.
  ///
  /// ```swift
  /// let fingerprint = StateFingerprint(value: 0xcbf2_9ce4_8422_2325)
  /// ```
  public init(value: UInt64) { self.value = value }

  /// The fingerprint of `state`.
  ///
  /// ```swift
  /// let fingerprint = try StateFingerprint(of: Counter.State(count: 3))
  /// ```
  ///
  /// - Throws: The encoder's error when `state` cannot be encoded.
  public init(of state: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    self.init(value: Self.fnv1a(try encoder.encode(state)))
  }

  /// The digest as 16 lowercase hexadecimal digits.
  public var description: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  private static func fnv1a(_ bytes: Data) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
  }
}
