import Foundation

/// One snapshot comparison: the reference file, the text the test produced, and what may be written.
struct SnapshotVerification {
  var reference: URL
  /// The path relative to the snapshots folder, without `.txt`: what the review command accepts.
  var name: String
  var header: String
  var actual: String
  var mode: SnapshotRecordMode
  /// `NAME=value` of the CI variable that forbids writing, or `nil` locally.
  var continuousIntegration: String?

  var pending: URL { reference.appendingPathExtension(SnapshotFileName.pendingExtension) }
  /// `Snapshots/Module/Suite.test.1.txt`: short, and the same wherever the package lives.
  var displayPath: String { SnapshotWriteError.relativePath(of: reference, to: root) }
  private var mayWrite: Bool { mode.mayWrite(continuousIntegration: continuousIntegration) }
  /// The folder holding the snapshots folder, normally the package root: paths in messages start here.
  private var root: URL {
    var folder = reference.deletingLastPathComponent()
    for _ in name.split(separator: "/") { folder.deleteLastPathComponent() }
    return folder
  }

  /// Why the mode or CI forbids writing, as SnapshotMessages words it; `nil` when writing is allowed.
  private func refusal(missing: Bool) -> String? {
    SnapshotMessages.refusal(mode: mode, continuousIntegration: continuousIntegration, missing: missing)
  }

  /// Writes `text` under the header to `file`; returns why it could not, as a sentence ending.
  private func write(to file: URL) -> String? {
    do {
      try SnapshotFile.write(SnapshotFile.fileText(header: header, text: actual), to: file)
      return nil
    } catch {
      return error.why(relativeTo: root)
    }
  }

  /// Compares, writes what the mode allows, and returns the failure to report, if any.
  func run() -> SnapshotFailure? {
    do {
      switch try SnapshotFile.read(reference) {
      case .notUTF8(let offset):
        return SnapshotFailure(
          "The reference snapshot \(displayPath) is not valid UTF-8 (first bad byte at offset \(offset)). "
            + "It was left untouched: fix or delete it, then record again.")
      case .missing:
        return recordMissing()
      case .text(let reference) where reference == actual:
        return refreshAfterMatch()
      case .text(let reference):
        return recordMismatch(against: reference)
      }
    } catch {
      let why =
        SnapshotWriteError.isFolder(reference) ? "it is a folder, not a file" : error.localizedDescription
      return SnapshotFailure("Could not read the snapshot \(displayPath): \(why).")
    }
  }

  private func recordMissing() -> SnapshotFailure {
    if let refusal = refusal(missing: true) {
      return SnapshotFailure(
        "No reference snapshot at \(displayPath). \(refusal)", attachments: attachments())
    }
    if let why = write(to: reference) {
      return SnapshotFailure(
        "No reference snapshot at \(displayPath), and it could not be recorded: \(why).",
        attachments: attachments())
    }
    SnapshotFile.remove(pending)
    return SnapshotFailure(
      "No reference snapshot at \(displayPath) yet, so it was recorded. Review it, then run the test again.",
      attachments: attachments())
  }

  /// The actual text, and the diff when there is one, for the test report to keep: on CI, where
  /// nothing is written, they are the only copy of the new text.
  private func attachments(diff: String? = nil) -> [IssueAttachment] {
    let base = reference.deletingPathExtension().lastPathComponent
    var attachments = [
      IssueAttachment(named: "\(base).actual.\(SnapshotFileName.fileExtension)", text: actual)
    ]
    if let diff { attachments.append(IssueAttachment(named: "\(base).diff", text: diff)) }
    return attachments
  }

  private func refreshAfterMatch() -> SnapshotFailure? {
    guard mayWrite else { return nil }
    if mode == .all, let why = write(to: reference) {
      return SnapshotFailure(
        "Snapshot \(name) matches \(displayPath), but it could not be \(SnapshotMessages.reRecorded(mode)): \(why)."
      )
    }
    SnapshotFile.remove(pending)
    return nil
  }

  private func recordMismatch(against referenceText: String) -> SnapshotFailure {
    let diff =
      TextDiff.lines(
        expected: referenceText, actual: actual,
        format: .init(
          expectedLabel: "Reference", actualLabel: "Actual", firstLineNumber: SnapshotFile.firstTextLineNumber
        ))
      ?? ""
    func mismatch(_ followUp: String) -> SnapshotFailure {
      SnapshotFailure(
        SnapshotFileMessages.mismatch(displayPath, diff: diff, followUp: followUp),
        attachments: attachments(diff: diff))
    }
    if let refusal = refusal(missing: false) { return mismatch(refusal) }
    if mode == .missing {
      if let why = write(to: pending) {
        return mismatch(SnapshotFileMessages.pendingNotWritten(displayPath, why: why))
      }
      return mismatch(SnapshotFileMessages.pending(displayPath, name: name))
    }
    // `failed` or `all`: CI and `never` were refused above.
    if let why = write(to: reference) { return mismatch(SnapshotFileMessages.notReRecorded(mode, why: why)) }
    SnapshotFile.remove(pending)
    return mismatch(SnapshotFileMessages.reRecorded(mode))
  }
}
