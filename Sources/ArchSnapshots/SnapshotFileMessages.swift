/// The wording of a file snapshot that does not match its reference, in the order a failure reads
/// best: what failed and where on one short line, then the diff, then what to do about it.
enum SnapshotFileMessages {
  /// `Snapshot does not match <path>.`, the diff, then `followUp`, each block apart.
  static func mismatch(_ displayPath: String, diff: String, followUp: String) -> String {
    "Snapshot does not match \(displayPath).\n\n\(diff)\n\n\(followUp)"
  }

  /// Where the new text waits and the two commands that settle it, one command a line to copy.
  static func pending(_ displayPath: String, name: String) -> String {
    """
    The new text is pending in \(displayPath).\(SnapshotFileName.pendingExtension).
    Accept it: swift run snapshots accept \(name)
    Reject it: swift run snapshots reject \(name)
    """
  }

  /// Why the pending file could not be written.
  static func pendingNotWritten(_ displayPath: String, why: String) -> String {
    "The new text could not be left in \(displayPath).\(SnapshotFileName.pendingExtension): \(why)."
  }

  /// The reference was rewritten under record mode `failed` or `all`.
  static func reRecorded(_ mode: SnapshotRecordMode) -> String {
    "It was \(SnapshotMessages.reRecorded(mode)): review the change, then run the test again."
  }

  /// The reference could not be rewritten under record mode `failed` or `all`.
  static func notReRecorded(_ mode: SnapshotRecordMode, why: String) -> String {
    "It could not be \(SnapshotMessages.reRecorded(mode)): \(why)."
  }
}
