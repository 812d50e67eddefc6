/// A short, stable digest of a state: equal states have equal fingerprints in every process and on
/// every platform, so a replay can tell where it first left the recorded path without the recording
/// holding every state.
///
/// It digests the state's `Encodable` encoding in a canonical form, written as 16 lowercase
/// hexadecimal digits: each value with what it is (a string, a number, a container), the properties
/// of a type in the order it encodes them, and the elements of a set and the entries of a
/// dictionary in no particular order, since those iterate differently in every process. A
/// container's entry digests are each mixed into a word and the words added, so fingerprinting a
/// sequence of states each a step from the last can reuse the digests of the elements that did not
/// change.
///
/// ```swift
/// let before = try StateFingerprint(of: ["milk"])
/// let after = try StateFingerprint(of: ["milk", "eggs"])
/// print(before == after)   // false
/// ```
public struct StateFingerprint: Hashable, Sendable, CustomStringConvertible {
  /// The 64-bit digest.
  public var value: UInt64

  /// How the digest was made: ``FingerprintFormat/current`` unless read from a session recorded in
  /// an older format, which a replay then checks with the hasher of that format.
  package var format: FingerprintFormat

  /// Makes a fingerprint from its digest, as read from a recorded session.
  ///
  /// ```swift
  /// let fingerprint = StateFingerprint(value: 0xcbf2_9ce4_8422_2325)
  /// ```
  public init(value: UInt64) { self.init(value: value, format: .current) }

  /// Makes a fingerprint from its digest, made in `format`.
  ///
  /// ```swift
  /// let recordedBefore = StateFingerprint(value: 0x7f25_bf1a_7a70_91d5, format: .streamed)
  /// ```
  package init(value: UInt64, format: FingerprintFormat) {
    self.value = value
    self.format = format
  }

  /// The fingerprint of `state`.
  ///
  /// ```swift
  /// let fingerprint = try StateFingerprint(of: Counter.State(count: 3))
  /// ```
  ///
  /// - Throws: The encoder's error when `state` cannot be encoded.
  public init(of state: some Encodable) throws {
    try self.init(of: state, format: .current)
  }

  /// The fingerprint of `state` in `format`, to check a state against one recorded in that format.
  ///
  /// ```swift
  /// let fingerprint = try StateFingerprint(of: Counter.State(count: 3), format: .streamed)
  /// ```
  ///
  /// - Throws: The encoder's error when `state` cannot be encoded.
  package init(of state: some Encodable, format: FingerprintFormat) throws {
    self.init(value: try FingerprintEncoder.digest(of: state, format: format), format: format)
  }

  /// The fingerprint of `state`, the same as without `memo`, reusing what `memo` remembers of the
  /// state fingerprinted with it before: a sequence of states each a step from the last costs
  /// little more than comparing them.
  ///
  /// ```swift
  /// let memo = FingerprintMemo()
  /// let fingerprint = try StateFingerprint(of: Counter.State(count: 3), memo: memo)
  /// ```
  ///
  /// - Throws: The encoder's error when `state` cannot be encoded.
  package init(of state: some Encodable, memo: FingerprintMemo) throws {
    self.init(
      value: try FingerprintEncoder.digest(of: state, format: .combined, memo: memo), format: .combined)
  }

  /// The digest as 16 lowercase hexadecimal digits.
  public var description: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
