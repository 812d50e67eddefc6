import ArchHashing

/// A short name for one exact content of a test file: FNV-1a over its bytes, and its length.
///
/// Inline snapshots use it to tell the versions of a file apart in ``InlineEditJournal``.
///
/// ```swift
/// SourceFingerprint.of(Array("let a = 1\n".utf8))   // "c8e1b9d5e4c0a7f1-10" (say)
/// ```
enum SourceFingerprint {
  static func of(_ bytes: [UInt8]) -> String {
    String(FNV1a.hash(bytes), radix: 16) + "-" + String(bytes.count)
  }
}
