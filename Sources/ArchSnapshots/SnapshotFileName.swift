import ArchHashing

/// Turns a test identity and a label into a stable, portable file name:
/// `<Module>/<Suite>.<test>[(<arguments>)].<label or counter>.txt`.
///
/// In names and labels, characters outside letters, digits and `-_=,+@.` become `_`; arguments are
/// encoded so that distinct arguments never share a name (``SnapshotArgument``). A part longer than
/// 80 characters is shortened and suffixed with a hash of the whole, so names stay short and distinct.
enum SnapshotFileName {
  static let fileExtension = "txt"
  static let pendingExtension = "new"

  /// The path relative to the snapshots folder, without the extension.
  static func relativeName(for identity: SnapshotTestIdentity, label: String) -> String {
    var base = sanitized(identity.suite) + "." + sanitized(identity.test)
    if let arguments = identity.arguments { base += "(" + SnapshotArgument.fileName(of: arguments) + ")" }
    return sanitized(identity.module) + "/" + base + "." + sanitized(label)
  }

  static func sanitized(_ part: String) -> String {
    var result = ""
    for scalar in part.unicodeScalars {
      let isAllowed =
        scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "-_=,+@.".unicodeScalars.contains(scalar))
      result.unicodeScalars.append(isAllowed ? scalar : "_")
    }
    if result.isEmpty { return "_" }
    return shortened(result, hashing: part)
  }

  /// `name` itself up to 80 characters; past that its first 64, `~` and the hash of `whole` (what
  /// `name` was made from), so that long names stay short and still distinct.
  static func shortened(_ name: String, hashing whole: String) -> String {
    guard name.count > 80 else { return name }
    return String(name.prefix(64)) + "~" + stableHash(whole)
  }

  /// FNV-1a, 64-bit, printed as 16 hex digits: the same on every run and platform, unlike `Hasher`.
  static func stableHash(_ text: String) -> String { FNV1a.hexHash(text.utf8) }
}
