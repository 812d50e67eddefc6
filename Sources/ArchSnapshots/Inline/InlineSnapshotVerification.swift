import Foundation

/// One inline snapshot comparison: the text in the source, the text the test produced, and what the
/// record mode lets it write.
///
/// The rules are the file snapshots' (``SnapshotVerification``): a missing
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

  private var writesAtExit: Bool { expected == nil || mode == .failed || mode == .all }

  /// The record's name where the test was compiled: a match drops a record left there earlier.
  private var compiledRecordURL: URL {
    let record = InlineSnapshotRecord(
      sourcePath: site.filePath, fileID: site.fileID, line: site.line, column: site.column,
      expected: expected,
      actual: actual, writesAtExit: writesAtExit)
    return record.url(in: folder)
  }

  private var mayWrite: Bool { mode.mayWrite(continuousIntegration: continuousIntegration) }

  /// Why the mode or CI forbids writing; `nil` when writing is allowed.
  private func refusal(missing: Bool) -> String? {
    SnapshotMessages.refusal(mode: mode, continuousIntegration: continuousIntegration, missing: missing)
  }

  func run() -> InlineSnapshotLedger.Outcome {
    guard let expected else { return recordMissing() }
    if expected == actual {
      if mayWrite { SnapshotFile.remove(compiledRecordURL) }
      return .init(failure: nil)
    }
    let mismatch = InlineSnapshotMessages.mismatch(site.description)
    let diff =
      TextDiff.lines(expected: expected, actual: actual, format: InlineSnapshotMessages.diffFormat)
      .map { "\n\n" + $0 } ?? ""
    if let refusal = refusal(missing: false) {
      return .init(failure: SnapshotFailure("\(mismatch) \(refusal)\(diff)"))
    }
    var saved = save()
    guard let record = saved.saved, saved.failure == nil else {
      saved.failure = saved.failure.map { SnapshotFailure($0.message + diff) }
      return saved
    }
    let outcome =
      mode == .missing ? InlineSnapshotMessages.pending(record.name) : InlineSnapshotMessages.rerecorded(mode)
    saved.failure = SnapshotFailure("\(mismatch) \(outcome)\(diff)")
    return saved
  }

  /// The failure for a call site reached again with another text; a record left at its name is dropped.
  func clash(earlier: String) -> SnapshotFailure {
    if mayWrite { SnapshotFile.remove(compiledRecordURL) }
    let diff = TextDiff.lines(
      expected: earlier, actual: actual, format: InlineSnapshotMessages.collisionFormat)
    return SnapshotFailure(
      InlineSnapshotMessages.reachedWithDifferentValues(site.description) + (diff.map { "\n\n" + $0 } ?? ""))
  }

  private func recordMissing() -> InlineSnapshotLedger.Outcome {
    if let refusal = refusal(missing: true) {
      return .init(failure: SnapshotFailure(InlineSnapshotMessages.notRecorded(site.description, refusal)))
    }
    var saved = save()
    if saved.failure == nil {
      saved.failure = SnapshotFailure(InlineSnapshotMessages.recordedMissing(site.description))
    }
    return saved
  }

  /// Finds the compiled call in the test file as it is now and saves the record naming it, holding
  /// the file's lock so no other process rewrites it meanwhile; the failure if that cannot be done.
  private func save() -> InlineSnapshotLedger.Outcome {
    SourceFileLock.withLock(forSource: site.fileID, in: folder) {
      let source: InlineSource
      switch InlineSource.load(path: site.filePath, fileID: site.fileID) {
      case .failure(let failure): return .init(failure: failure)
      case .success(let loaded): source = loaded
      }
      let journal = InlineEditJournal.read(for: site.fileID, in: folder)
      let found: (call: InlineCall, line: Int, column: Int)
      switch source.compiledCall(
        at: site, holding: expected, actual: actual, builtAt: ledger.builtAt, journal: journal)
      {
      case .failure(let failure): return .init(failure: failure)
      case .success(let call): found = call
      }
      guard let callText = String(validating: found.call.text(in: source.bytes), as: UTF8.self) else {
        return .init(failure: SnapshotFailure(InlineSnapshotMessages.callNotUTF8(site.description)))
      }
      let readOnly = SourceFileWriter.isReadOnly(SourceFileWriter.target(of: site.filePath))
      let record = InlineSnapshotRecord(
        sourcePath: site.filePath, fileID: site.fileID, line: found.line, column: found.column,
        expected: expected, actual: actual, writesAtExit: writesAtExit && !readOnly, call: callText,
        sourceVersion: source.version)
      do throws(SnapshotWriteError) {
        try record.save(in: folder)
      } catch {
        // The write that failed is the record's, in the snapshots folder: the test file is not touched.
        let root = SnapshotDirectory.messageRoot(forSnapshotsIn: folder)
        return .init(
          failure: SnapshotFailure(
            InlineSnapshotMessages.notWritten(
              SnapshotWriteError.relativePath(of: record.url(in: folder), to: root),
              because: error.why(relativeTo: root) + ".")))
      }
      guard !readOnly else {
        return .init(
          failure: SnapshotFailure(
            InlineSnapshotMessages.readOnlyWhenRecorded(site.description, fileID: site.fileID) + " "
              + InlineSnapshotMessages.pending(record.name)),
          saved: record)
      }
      return .init(failure: nil, saved: record)
    }
  }
}
