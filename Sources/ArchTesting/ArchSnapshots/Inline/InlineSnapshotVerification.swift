import Foundation

/// One inline snapshot comparison: the text in the source, the text the test produced, and what the
/// record mode lets it write. The rules are the file snapshots' (``SnapshotVerification``): a missing
/// snapshot is recorded; under `missing` a different one waits for review, under `failed` and
/// `all` it is written at once; under `never` and on CI nothing is written.
struct InlineSnapshotVerification {
  var site: InlineSnapshotSite
  /// The closure's text; `nil` when the call has no closure yet.
  var expected: String?
  var actual: String
  var mode: SnapshotRecordMode
  /// `NAME=value` of the CI variable that forbids writing, or `nil` locally.
  var continuousIntegration: String?
  var folder: URL
  var ledger: InlineSnapshotLedger

  private var record: InlineSnapshotRecord {
    InlineSnapshotRecord(
      sourcePath: site.filePath, fileID: site.fileID, line: site.line, column: site.column,
      expected: expected, actual: actual, writesAtExit: expected == nil || mode == .failed || mode == .all)
  }

  private var mayWrite: Bool { mode.mayWrite(continuousIntegration: continuousIntegration) }

  /// Why the mode or CI forbids writing; `nil` when writing is allowed.
  private func refusal(missing: Bool) -> String? {
    SnapshotMessages.refusal(mode: mode, continuousIntegration: continuousIntegration, missing: missing)
  }

  func run() -> SnapshotFailure? {
    guard let expected else { return recordMissing() }
    if expected == actual {
      if mayWrite { SnapshotFile.remove(record.url(in: folder)) }
      return nil
    }
    let mismatch = InlineSnapshotMessages.mismatch(site.description)
    let diff =
      TextDiff.lines(expected: expected, actual: actual, format: InlineSnapshotMessages.diffFormat)
      .map { "\n\n" + $0 } ?? ""
    if let refusal = refusal(missing: false) { return SnapshotFailure("\(mismatch) \(refusal)\(diff)") }
    if let refusal = save() { return SnapshotFailure(refusal.message + diff) }
    let outcome =
      mode == .missing ? InlineSnapshotMessages.pending(record.name) : InlineSnapshotMessages.rerecorded(mode)
    return SnapshotFailure("\(mismatch) \(outcome)\(diff)")
  }

  /// The failure for a call site reached again with another text; whatever it recorded is dropped.
  func collision(earlier: String) -> SnapshotFailure {
    if mayWrite { SnapshotFile.remove(record.url(in: folder)) }
    let diff = TextDiff.lines(
      expected: earlier, actual: actual, format: InlineSnapshotMessages.collisionFormat)
    return SnapshotFailure(
      InlineSnapshotMessages.reachedWithDifferentValues(site.description) + (diff.map { "\n\n" + $0 } ?? ""))
  }

  private func recordMissing() -> SnapshotFailure {
    if let refusal = refusal(missing: true) {
      return SnapshotFailure(InlineSnapshotMessages.notRecorded(site.description, refusal))
    }
    return save() ?? SnapshotFailure(InlineSnapshotMessages.recordedMissing(site.description))
  }

  /// Checks the source still holds the compiled call, then saves the record; the failure if not.
  private func save() -> SnapshotFailure? {
    let source: InlineSource
    switch InlineSource.load(path: site.filePath, fileID: site.fileID) {
    case .failure(let failure): return failure
    case .success(let loaded): source = loaded
    }
    if case .failure(let failure) = source.call(
      line: site.line, column: site.column, holding: expected, location: site.description)
    {
      return failure
    }
    let record = self.record
    do {
      try record.save(in: folder)
    } catch {
      // The write that failed is the record's, in the snapshots folder: the test file is not touched yet.
      let root = SnapshotDirectory.messageRoot(forSnapshotsIn: folder)
      return SnapshotFailure(
        InlineSnapshotMessages.notWritten(
          SnapshotWriteError.relativePath(of: record.url(in: folder), to: root),
          because: error.why(relativeTo: root) + "."))
    }
    if record.writesAtExit { ledger.writeAtExit(site.filePath, folder: folder) }
    return nil
  }
}
