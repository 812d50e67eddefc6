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
  /// Where new texts go instead of the snapshots folder (`ARCH_SNAPSHOT_ARTIFACTS`), if set.
  var artifacts: SnapshotArtifacts?
  /// The external diff tool to run on a mismatch (`ARCH_DIFF_TOOL`), if set.
  var diffTool: String?

  var pending: URL { reference.appendingPathExtension(SnapshotFileName.pendingExtension) }
  /// `Snapshots/Module/Suite.test.1.txt`: short, and the same wherever the package lives.
  var displayPath: String { SnapshotWriteError.relativePath(of: reference, to: root) }
  /// Whether the snapshots folder may be written: never with an artifacts folder.
  private var mayWrite: Bool {
    artifacts == nil && mode.mayWrite(continuousIntegration: continuousIntegration)
  }
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
        return SnapshotFailure(SnapshotFileMessages.notUTF8(displayPath, offset: offset))
      case .missing:
        return recordMissing(conflicted: false)
      case .conflicted:
        return recordMissing(conflicted: true)
      case .text(let reference) where reference == actual:
        return refreshAfterMatch()
      case .text(let reference):
        return recordMismatch(against: reference)
      }
    } catch {
      let why =
        SnapshotWriteError.isFolder(reference) ? "it is a folder, not a file" : error.localizedDescription
      return SnapshotFailure(SnapshotFileMessages.unreadable(displayPath, why: why))
    }
  }

  /// No reference, or one holding conflict markers: recorded where the mode allows, as a pending
  /// file in the artifacts folder when there is one.
  private func recordMissing(conflicted: Bool) -> SnapshotFailure {
    let noReference = SnapshotFileMessages.noReference(displayPath, conflicted: conflicted)
    if let artifacts {
      return SnapshotFailure(
        noReference + " " + keep(in: artifacts, oldFileText: conflicted ? referenceFileText : nil).message,
        attachments: attachments())
    }
    if let refusal = refusal(missing: true) {
      return SnapshotFailure(noReference + " " + refusal, attachments: attachments())
    }
    if let why = write(to: reference) {
      return SnapshotFailure(
        SnapshotFileMessages.missingNotRecorded(displayPath, conflicted: conflicted, why: why),
        attachments: attachments())
    }
    SnapshotFile.remove(pending)
    return SnapshotFailure(
      SnapshotFileMessages.missingRecorded(displayPath, conflicted: conflicted), attachments: attachments())
  }

  /// The reference file as it is, for the patch to replace exactly.
  private var referenceFileText: String? { try? String(contentsOf: reference, encoding: .utf8) }

  /// Leaves the new text and its change in `artifacts`: the follow-up to say so, and the pending file.
  private func keep(in artifacts: SnapshotArtifacts, oldFileText: String?) -> (message: String, file: URL?) {
    let kept = artifacts.keep(
      name: name, fileText: SnapshotFile.fileText(header: header, text: actual), oldFileText: oldFileText,
      displayPath: displayPath)
    switch kept {
    case .success(let file): return (SnapshotFileMessages.inArtifacts(artifacts, name: name), file)
    case .failure(let error):
      let why = error.why(relativeTo: artifacts.folder.deletingLastPathComponent())
      return (SnapshotFileMessages.artifactsNotWritten(artifacts, why: why), nil)
    }
  }

  /// Runs the diff tool, if one is set, on the reference and `new` (a temporary copy of the new text
  /// when nothing was written); the sentence to add when it could not run.
  private func showInDiffTool(new: URL?) -> String? {
    guard let diffTool else { return nil }
    let fileText = SnapshotFile.fileText(header: header, text: actual)
    guard
      let new = new ?? SnapshotDiffTool.temporaryFile(named: reference.lastPathComponent, fileText: fileText)
    else {
      return SnapshotFileMessages.diffToolFailed(diffTool, why: "the new text could not be written for it")
    }
    return SnapshotDiffTool.show(reference: reference, new: new, command: diffTool).map {
      SnapshotFileMessages.diffToolFailed(diffTool, why: $0)
    }
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
    // The diff tool shows the reference beside the new text, wherever that was left; not after a
    // re-recording, which made them the same.
    func mismatch(_ followUp: String, shown new: URL?, showsTool: Bool = true) -> SnapshotFailure {
      let toolFailure = showsTool ? showInDiffTool(new: new).map { "\n" + $0 } ?? "" : ""
      return SnapshotFailure(
        SnapshotFileMessages.mismatch(displayPath, diff: diff, followUp: followUp + toolFailure),
        attachments: attachments(diff: diff))
    }
    if let artifacts {
      let kept = keep(in: artifacts, oldFileText: referenceFileText)
      return mismatch(kept.message, shown: kept.file)
    }
    if let refusal = refusal(missing: false) { return mismatch(refusal, shown: nil) }
    if mode == .missing {
      if let why = write(to: pending) {
        return mismatch(SnapshotFileMessages.pendingNotWritten(displayPath, why: why), shown: nil)
      }
      return mismatch(SnapshotFileMessages.pending(displayPath, name: name), shown: pending)
    }
    // `failed` or `all`: CI and `never` were refused above.
    if let why = write(to: reference) {
      return mismatch(SnapshotFileMessages.notReRecorded(mode, why: why), shown: nil)
    }
    SnapshotFile.remove(pending)
    return mismatch(SnapshotFileMessages.reRecorded(mode), shown: nil, showsTool: false)
  }
}
