/// The wording of a file snapshot's failures: one that does not match its reference (in the order a
/// failure reads best: what failed and where on one short line, then the diff, then what to do about
/// it), and one that cannot be named, made, read or written.
enum SnapshotFileMessages {
  /// A parameterized case whose arguments cannot be read, so its snapshot has no name.
  static func unnamable(suite: String, function: String) -> String {
    "Cannot name the snapshot of \(suite).\(function): the arguments of this parameterized test case "
      + "cannot be read. Pass a `named:` label that tells the cases apart."
  }

  /// Two assertions of one run that would write the same reference.
  static func claimedTwice(_ displayPath: String, first: String, second: String) -> String {
    "Two snapshot assertions in this run use \(displayPath): \(first) wrote it first, then \(second). "
      + "Give one of them its own `named:` label."
  }

  /// The strategy threw while turning the value into text.
  static func valueThrew(_ displayPath: String, error: any Error) -> String {
    "Could not make the value to snapshot as \(displayPath): it threw \(error)."
  }

  /// A reference that is not UTF-8 text, left as it is.
  static func notUTF8(_ displayPath: String, offset: Int) -> String {
    "The reference snapshot \(displayPath) is not valid UTF-8 (first bad byte at offset \(offset)). "
      + "It was left untouched: fix or delete it, then record again."
  }

  /// A reference that exists but cannot be read.
  static func unreadable(_ displayPath: String, why: String) -> String {
    "Could not read the snapshot \(displayPath): \(why)."
  }

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

/// The wording of a file snapshot with no reference to compare with: none at all, or one holding a
/// merge's conflict markers, which counts as missing.
extension SnapshotFileMessages {
  /// What is missing, as the first sentence of the failure.
  static func noReference(_ displayPath: String, conflicted: Bool) -> String {
    conflicted
      ? "The reference snapshot \(displayPath) holds merge-conflict markers (<<<<<<<, =======, >>>>>>>), "
        + "so it counts as missing."
      : "No reference snapshot at \(displayPath)."
  }

  /// The reference was recorded (over the conflicted one, when `conflicted`).
  static func missingRecorded(_ displayPath: String, conflicted: Bool) -> String {
    let recorded =
      conflicted
      ? "The reference snapshot \(displayPath) held merge-conflict markers, so it counted as missing and "
        + "was recorded again."
      : "No reference snapshot at \(displayPath) yet, so it was recorded."
    return recorded + " Review it, then run the test again."
  }

  /// The missing reference could not be recorded.
  static func missingNotRecorded(_ displayPath: String, conflicted: Bool, why: String) -> String {
    conflicted
      ? noReference(displayPath, conflicted: true) + " It could not be recorded: \(why)."
      : "No reference snapshot at \(displayPath), and it could not be recorded: \(why)."
  }

  /// Where the new text went instead of the snapshots folder, and how to take every change at once.
  static func inArtifacts(_ artifacts: SnapshotArtifacts, name: String) -> String {
    "The snapshots folder was left as it is (\(SnapshotEnvironment.artifactsVariable) is set). "
      + "The new text is in \(artifacts.shown(name + "." + SnapshotFileName.fileExtension + "." + SnapshotFileName.pendingExtension)); "
      + "`git apply \(artifacts.shown(SnapshotArtifacts.patchName))` in the package root takes every change of this run."
  }

  /// The artifacts folder could not take the new text.
  static func artifactsNotWritten(_ artifacts: SnapshotArtifacts, why: String) -> String {
    "The new text could not be left in \(artifacts.typed) (\(SnapshotEnvironment.artifactsVariable)): \(why)."
  }

  /// The external diff tool could not show the two files.
  static func diffToolFailed(_ tool: String, why: String) -> String {
    "\(SnapshotEnvironment.diffToolVariable) (\(tool)) could not show the diff: \(why)."
  }
}
