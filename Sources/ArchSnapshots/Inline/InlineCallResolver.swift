import Foundation

/// Finds, in the test file as it is now, the very call an inline snapshot belongs to — or says
/// exactly why it cannot, so that nothing is ever written into another call.
///
/// A position alone is not enough: lines deleted above a call while tests run can bring another
/// call to the same line and column. So a position is only trusted in the version of the file it
/// was taken in, and followed through the writes inline snapshots made since
/// (``InlineEditJournal``); a file changed by anything else is refused. When a test records, the
/// call's own text is noted; when the record is written, the call found must spell that text byte
/// for byte and its literal must still hold what the test compared with.
///
/// ```swift
/// let call = try source.call(recordedBy: record, journal: journal).get()
/// ```
extension InlineSource {
  /// The call a running test was compiled at (`site`), with where it is in this version.
  ///
  /// `builtAt` is when the test binary was built; `nil` trusts the file to be as compiled. `actual` is the
  /// text the test produced, to tell apart another process's write of the same text or of another.
  func compiledCall(
    at site: InlineSnapshotSite, holding expected: String?, actual: String, builtAt: Date?,
    journal: InlineEditJournal
  ) -> Result<(call: InlineCall, line: Int, column: Int), SnapshotFailure> {
    let current = version
    let compiled =
      builtAt.map { journal.compiledVersion(current: current, modified: modified, builtAt: $0) } ?? current
    guard let compiled else {
      return .failure(SnapshotFailure(InlineSnapshotMessages.editedAfterBuild(site.fileID, line: site.line)))
    }
    guard let position = journal.position(line: site.line, column: site.column, from: compiled, to: current)
    else { return .failure(SnapshotFailure(InlineSnapshotMessages.sourceChanged(site.description))) }
    let found = call(
      line: position.line, column: position.column, holding: expected, location: site.description)
    if case .failure = found, compiled != current,
      case .success(let now) = InlineCallLocator.locate(
        in: bytes, tokens: tokens, line: position.line, column: position.column),
      case .some(.some(let written)) = now.currentText(in: bytes)
    {
      // The literal differs from what was compiled only through this run's own writes: another test
      // process reached the call and wrote its value.
      return .failure(
        SnapshotFailure(
          written == actual
            ? InlineSnapshotMessages.writtenByAnotherProcess(site.description)
            : InlineSnapshotMessages.clashWithAnotherProcess(site.description)))
    }
    return found.map { (call: $0, line: position.line, column: position.column) }
  }

  /// The call `record` was saved for, checked byte for byte; the failure says what changed.
  func call(recordedBy record: InlineSnapshotRecord, journal: InlineEditJournal) -> Result<
    InlineCall, SnapshotFailure
  > {
    guard let recordedVersion = record.sourceVersion, let recordedCall = record.call else {
      return .failure(SnapshotFailure(InlineSnapshotMessages.recordWithoutCall(record.name)))
    }
    guard
      let position = journal.position(
        line: record.line, column: record.column, from: recordedVersion, to: version)
    else {
      return .failure(
        SnapshotFailure(InlineSnapshotMessages.changedSinceRecorded(record.fileID, line: record.line)))
    }
    let location = "\(record.fileID):\(position.line):\(position.column)"
    let found = InlineCallLocator.locate(
      in: bytes, tokens: tokens, line: position.line, column: position.column)
    switch found {
    case .failure(.closureNotALiteral), .failure(.closureInsideParentheses):
      return call(line: position.line, column: position.column, holding: record.expected, location: location)
    case .success(let call) where Array(call.text(in: bytes)) == Array(recordedCall.utf8):
      guard Self.literal(call.currentText(in: bytes), holds: record.expected) else {
        return .failure(
          SnapshotFailure(InlineSnapshotMessages.literalChanged(record.fileID, line: position.line)))
      }
      return .success(call)
    case .success(let call):
      let now = String(decoding: call.text(in: bytes), as: UTF8.self)
      return .failure(
        SnapshotFailure(
          InlineSnapshotMessages.callChanged(
            record.fileID, line: position.line, recorded: recordedCall, now: "the call there is now `\(now)`")
        ))
    case .failure:
      return .failure(
        SnapshotFailure(
          InlineSnapshotMessages.callChanged(
            record.fileID, line: position.line, recorded: recordedCall,
            now: "that line now reads `\(text(ofLine: position.line))`")))
    }
  }

  /// Whether a call's literal (``InlineCall/currentText(in:)``) holds `expected`; `nil`: no literal.
  private static func literal(_ current: String??, holds expected: String?) -> Bool {
    switch (current, expected) {
    case (.none, .none): true
    case (.some(.some(let now)), .some(let was)): now == was
    default: false
    }
  }
}

extension InlineSnapshotRecord {
  /// The text the record's call holds now (`nil`: no literal yet), or why the call cannot be
  /// found for sure: what `swift run snapshots review` diffs the pending text against.
  func currentText(in folder: URL) -> Result<String?, SnapshotFailure> {
    InlineSource.load(path: sourcePath, fileID: fileID).flatMap { source in
      source.call(recordedBy: self, journal: InlineEditJournal.read(for: fileID, in: folder))
        .map { $0.currentText(in: source.bytes) ?? nil }
    }
  }
}
