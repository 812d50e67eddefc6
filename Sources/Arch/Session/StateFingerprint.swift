/// A short, stable digest of a state: equal states have equal fingerprints in every process and on
/// every platform, so a replay can tell where it first left the recorded path without the recording
/// holding every state.
///
/// It is a 64-bit FNV-1a hash of the state's `Encodable` encoding in a canonical form, written as 16
/// lowercase hexadecimal digits: each value with what it is (a string, a number, a container), the
/// properties of a type in the order it encodes them, and the elements of a set and the entries of a
/// dictionary in no particular order, since those iterate differently in every process.
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
    self.init(value: try FingerprintEncoder.digest(of: state))
  }

  /// The digest as 16 lowercase hexadecimal digits.
  public var description: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
