/// The wording of `swift run snapshots`: its review, what accept and reject say when their operands
/// do not settle what to do, and why `obsolete` cannot tell.
enum SnapshotReviewMessages {
  /// `--dir` given last, with no folder after it.
  static let dirWithoutFolder = "--dir needs a folder."

  /// What the tool asks for when it cannot find the snapshots folder itself.
  static let passTheFolder = "Pass --dir."

  /// No command at all.
  static let noCommand = "No command given."

  /// `accept` or `reject` with nothing to act on.
  static func noOperands(_ command: String) -> String { "\(command) needs snapshot names or --all." }

  /// A command or operands the tool does not know.
  static func unknownArguments(_ arguments: [String]) -> String {
    "Unknown command or arguments: \(arguments.joined(separator: " "))"
  }

  /// A snapshots folder, named as the user gave it, that does not exist.
  static func noFolder(at shown: String) -> String {
    "There is no snapshots folder at \(shown). Check --dir or \(SnapshotEnvironment.directoryVariable)."
  }

  /// Said by `review`, `accept` and `reject` when nothing is pending.
  static let nothingPending = "No pending snapshots."

  /// Said by `review` after the pending snapshots: how to settle them.
  static let settleAdvice =
    SnapshotMessages.acceptOrReject("<name>", accepting: "accepts it")
    + " Either takes --all instead of names."

  /// Said by `obsolete` when nothing is.
  static let nothingObsolete = "No obsolete snapshots."

  /// The obsolete files `list`ed, and how to delete them.
  static func obsolete(_ list: String) -> String {
    "Obsolete snapshots (no test touched them in the last complete run):\n\(list)\n"
      + "Delete them with `swift run snapshots obsolete --delete`."
  }

  /// What `obsolete --delete` deleted.
  static func deleted(_ count: Int, _ list: String) -> String {
    "Deleted \(count) obsolete snapshot file(s):\n\(list)"
  }

  /// Shown for a pending text with nothing to compare it to.
  static func noReferenceYet(pending: String) -> String {
    "No reference yet; the pending text is:\n" + pending
  }

  /// Shown for a pending text whose lines are those of the `source` or `reference` it would replace.
  static func sameLines(as what: String) -> String { "The pending text has the same lines as the \(what)." }

  /// A pending file that could not be renamed over its reference.
  static func notAccepted(_ name: String, why: String) -> String { "Could not accept \(name): \(why)." }

  /// What `obsolete` needs before it can tell.
  private static let obsoleteAdvice = "Run `swift test` without --filter or --skip first."

  /// No test run has left a record.
  static let noRunRecorded =
    "There is no record of a test run that used snapshots, so none can be called obsolete. \(obsoleteAdvice)"

  /// The records in `folder` are of several runs.
  static func mixedRuns(folder: String) -> String {
    "The run records in \(folder) come from different test runs. \(obsoleteAdvice)"
  }

  /// The last run was narrowed by `arguments`.
  static func partialRun(arguments: [String]) -> String {
    "The last test run was partial (\(arguments.joined(separator: " "))), so it cannot tell which snapshots "
      + "are obsolete. \(obsoleteAdvice)"
  }

  /// The last run's process `processID` left no end record.
  static func unfinishedRun(processID: String) -> String {
    "The last test run did not finish (process \(processID) left no end record), so it cannot tell which "
      + "snapshots are obsolete. \(obsoleteAdvice)"
  }

  /// An operand that matches no pending snapshot.
  static func noMatch(_ operand: String) -> String {
    "No pending snapshot matches \(operand): give its path, its name or the end of its name "
      + "(`swift run snapshots review` lists them)."
  }

  /// An operand whose name ending matches several pending snapshots.
  static func ambiguous(_ operand: String, names: [String]) -> String {
    "\(operand) names several pending snapshots: \(names.joined(separator: ", ")). Give the folder too."
  }

  /// Said after the operands that matched nothing: nothing was done, so a script can run it again.
  static func nothingDone(_ command: String) -> String {
    "Nothing was \(command == "accept" ? "accepted" : "rejected")."
  }
}
