/// Every message inline snapshots fail with, in one place.
///
/// `location` is `Module/File.swift:12:5`.
enum InlineSnapshotMessages {
  static func recordedMissing(_ location: String) -> String {
    "No inline snapshot yet at \(location), so it was recorded: the test process writes it into the "
      + "source when it ends. Review it, then run the test again."
  }

  static func mismatch(_ location: String) -> String {
    "The inline snapshot at \(location) does not match."
  }

  static func rerecorded(_ mode: SnapshotRecordMode) -> String {
    "It was \(SnapshotMessages.reRecorded(mode)): the test process writes it into the source when it "
      + "ends. Review the change, then run the test again."
  }

  static func pending(_ name: String) -> String {
    "The new text is pending: "
      + SnapshotMessages.acceptOrReject(name, accepting: "writes it into the source")
  }

  /// A missing snapshot the mode or CI did not let be recorded; `refusal` is
  /// ``SnapshotMessages/refusal(mode:continuousIntegration:missing:)``'s sentence.
  static func notRecorded(_ location: String, _ refusal: String) -> String {
    "No inline snapshot at \(location). \(refusal)"
  }

  static func reachedWithDifferentValues(_ location: String) -> String {
    "The inline snapshot at \(location) ran again with a different value in this test process (a loop, "
      + "a helper or a parameterized test): one literal cannot hold both, so nothing is written for it. "
      + "Give each value its own assertInlineSnapshot call, or use assertSnapshot with `named:`."
  }

  static func sourceChanged(_ location: String) -> String {
    "\(location) changed since it was compiled: the inline snapshot call is no longer there, or its "
      + "literal no longer holds the text the test ran with. Nothing was written; build and run the test again."
  }

  /// A call whose literal another test process of the run wrote with a different value.
  static func clashWithAnotherProcess(_ location: String) -> String {
    "The inline snapshot at \(location) was written by another test process of this run with a different "
      + "value (a helper or a test reached from several processes): one literal cannot hold both, so nothing "
      + "was saved for this one. Give each value its own assertInlineSnapshot call, or use assertSnapshot "
      + "with `named:`."
  }

  /// A call whose literal another test process of the run wrote with this very value.
  static func writtenByAnotherProcess(_ location: String) -> String {
    "The inline snapshot at \(location) was already written with this text by another test process of this "
      + "run. Run the test again."
  }

  /// A test file modified after the test binary was built, by something else than an inline snapshot write.
  static func editedAfterBuild(_ fileID: String, line: Int) -> String {
    "\(fileID) was changed after the tests were built, so line \(line) may no longer hold the inline "
      + "snapshot call that ran (lines added or deleted above it move another call there). Nothing was "
      + "saved; build and run the test again."
  }

  /// The reasons a pending record is not written (each a sentence for ``notWritten(_:because:)``).
  static func changedSinceRecorded(_ fileID: String, line: Int) -> String {
    "\(fileID) was changed since the snapshot of the call at line \(line) was recorded, and not by an "
      + "inline snapshot write, so where that call is now is not known for sure."
  }

  /// `now` says what is there instead: `the call there is now `…`` or `that line now reads `…``.
  static func callChanged(_ fileID: String, line: Int, recorded: String, now: String) -> String {
    "the snapshot was recorded for the call `\(recorded)`, which is no longer at \(fileID):\(line): \(now)."
  }

  static func literalChanged(_ fileID: String, line: Int) -> String {
    "the snapshot literal of the call at \(fileID):\(line) no longer holds the text the test compared with."
  }

  static let secondRecordForOneCall = "another pending snapshot for the same call is written instead."

  static func readOnly(_ fileID: String) -> String {
    "\(fileID) is read-only, and inline snapshots never change a file's permissions."
  }

  /// A reason sentence for a system call of the rewrite that failed, as the system words it.
  static func ioFailure(_ problem: String) -> String { problem + "; the file is unchanged." }

  /// A pending record saved by a version that did not note its call.
  static func recordWithoutCall(_ name: String) -> String {
    "the pending record \(name) was saved by an older version of ArchTesting that did not note its call, "
      + "so it cannot be placed safely: reject it and run its test again."
  }

  /// What follows every refusal to write a pending record.
  static func stillPending(_ name: String) -> String {
    "The text stays pending: `swift run snapshots review` shows it, `swift run snapshots accept \(name)` "
      + "writes it once the file allows it."
  }

  static func readOnlyWhenRecorded(_ location: String, fileID: String) -> String {
    "The inline snapshot at \(location) was recorded, but \(fileID) is read-only, so it is not written at exit."
  }

  static func callNotUTF8(_ location: String) -> String {
    "The inline snapshot call at \(location) holds bytes that are not UTF-8, so it cannot be noted to "
      + "find it again. Nothing was saved."
  }

  static func closureNotALiteral(_ location: String) -> String {
    "The trailing closure of the inline snapshot at \(location) holds more than one string literal, so it "
      + "cannot be rewritten. Make it hold only the snapshot's literal."
  }

  static func closureInsideParentheses(_ location: String) -> String {
    "The inline snapshot at \(location) passes its text as `matches:` inside the parentheses; only a "
      + "trailing closure is rewritten. Move the closure after the `)`."
  }

  static func interpolatedLiteral(_ location: String) -> String {
    "The inline snapshot at \(location) uses string interpolation, so it cannot be rewritten. Write its "
      + "literal as plain text."
  }

  static func unreadableSource(_ fileID: String) -> String {
    "Cannot read \(fileID) to write its inline snapshot; nothing was written."
  }

  static func unlexableSource(_ fileID: String, _ failure: SwiftLexer.Failure) -> String {
    "Cannot read the Swift in \(fileID): at line \(failure.line), \(failure.reason). Nothing was written."
  }

  /// `file` is a test file's `#fileID` or a record's path from the package root, never an absolute
  /// path; `reason` is a sentence, with its period.
  static func notWritten(_ file: String, because reason: String) -> String {
    "No inline snapshot was written into \(file): \(reason)"
  }

  /// A pending record of a rewritten test file whose call moved, but that could not be saved under
  /// its new name after its old file was deleted; `why` is ``SnapshotWriteError/why(relativeTo:)``'s.
  static func movedRecordLost(_ name: String, movedTo newName: String, because why: String) -> String {
    "The pending inline snapshot \(name) is lost: writing its test file moved the call, and its record "
      + "could not be saved as \(newName): \(why). Run its test again to record it anew."
  }

  static func threw(_ location: String, _ error: any Error) -> String {
    "Could not make the value of the inline snapshot at \(location): it threw \(error)."
  }

  /// How a test process reports, on standard error, a file it could not write at exit.
  static func atExit(_ failure: SnapshotFailure) -> String { "ArchTesting: \(failure.message)\n" }

  static let diffFormat = TextDiff.Format(expectedLabel: "Snapshot", actualLabel: "Actual")
  static let collisionFormat = TextDiff.Format(expectedLabel: "First value", actualLabel: "This value")
  static let reviewFormat = TextDiff.Format(expectedLabel: "Source", actualLabel: "Pending")

  /// What review shows for a pending record that accept would refuse; `reason` a sentence.
  static func cannotBeWritten(_ reason: String, _ text: String) -> String {
    "Cannot be written as things are: \(reason)\nThe pending text is:\n" + text
  }

  static func noSnapshotYet(_ text: String) -> String {
    "No snapshot in the source yet; the pending text is:\n" + text
  }
}
