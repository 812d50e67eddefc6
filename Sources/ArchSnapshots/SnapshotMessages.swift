/// The wording file and inline snapshots share, so that the two kinds of snapshot say the same
/// thing the same way: why nothing was written, how to review a pending text, a re-recording.
enum SnapshotMessages {
  /// Why nothing may be written under `mode` (CI first, then `never`), as a sentence to follow "No
  /// snapshot at …" (`missing`) or "… does not match."; `nil` when writing is allowed.
  static func refusal(mode: SnapshotRecordMode, continuousIntegration: String?, missing: Bool) -> String? {
    guard !mode.mayWrite(continuousIntegration: continuousIntegration) else { return nil }
    guard let continuousIntegration else { return "Nothing was written: the record mode is `never`." }
    let onCI = "Nothing is written on CI (\(continuousIntegration))"
    return missing ? onCI + ": record it locally, review it and commit it." : onCI + "."
  }

  /// No `Package.swift` at or above `path`, so no `Snapshots` folder beside it; `remedy` says what
  /// to do instead.
  static func noPackage(at path: String, remedy: String) -> String {
    "Cannot find the snapshots folder: there is no Package.swift at or above \(path). \(remedy)"
  }

  /// The two commands that settle the pending snapshot `name`; `accepting` says what accept does.
  static func acceptOrReject(_ name: String, accepting: String) -> String {
    "`swift run snapshots accept \(name)` \(accepting), `swift run snapshots reject \(name)` drops it."
  }

  /// The words re-recorded (record mode `all`), to follow "It was" or "It could not be".
  static func reRecorded(_ mode: SnapshotRecordMode) -> String {
    "re-recorded (record mode `\(mode.rawValue)`)"
  }
}
