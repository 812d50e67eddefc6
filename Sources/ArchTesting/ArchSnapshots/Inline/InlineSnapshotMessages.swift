/// Every message inline snapshots fail with, in one place. `location` is `Module/File.swift:12:5`.
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

  static func noSnapshotYet(_ text: String) -> String {
    "No snapshot in the source yet; the pending text is:\n" + text
  }
}
