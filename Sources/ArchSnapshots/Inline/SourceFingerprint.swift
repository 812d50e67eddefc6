/// A short name for one exact content of a test file: FNV-1a over its bytes, and its length.
///
/// Inline snapshots use it to tell the versions of a file apart in ``InlineEditJournal``.
///
/// ```swift
/// SourceFingerprint.of(Array("let a = 1\n".utf8))   // "c8e1b9d5e4c0a7f1-10" (say)
/// ```
enum SourceFingerprint {
  static func of(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return String(hash, radix: 16) + "-" + String(bytes.count)
  }
}
