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
    "It was re-recorded (record mode `\(mode.rawValue)`): the test process writes it into the source when it "
      + "ends. Review the change, then run the test again."
  }

  static func pending(_ name: String) -> String {
    "The new text is pending: `swift run snapshots accept \(name)` writes it into the source, "
      + "`swift run snapshots reject \(name)` drops it."
  }

  static func missingOnCI(_ location: String, _ setting: String) -> String {
    "No inline snapshot at \(location). Nothing is written on CI (\(setting)): record it locally, review "
      + "it and commit it."
  }

  static func missingUnderNever(_ location: String) -> String {
    "No inline snapshot at \(location). Nothing was written: the record mode is `never`."
  }

  static func notWrittenOnCI(_ setting: String) -> String { "Nothing is written on CI (\(setting))." }
  static let notWrittenUnderNever = "Nothing was written: the record mode is `never`."

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

  static func notWritten(_ fileID: String, because reason: any Error) -> String {
    "No inline snapshot was written into \(fileID): \(reason)"
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
