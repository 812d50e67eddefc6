import Foundation

/// Writes inline snapshot records into their test file, all of one file in one pass.
///
/// Every call is found by the line and column it was recorded at, in the file as it is before any
/// of them is written, and checked to still hold the text the test saw; if any is not, the file is
/// left untouched (it was edited since it was compiled). The edits are then applied from the end
/// of the file backwards, so no edit moves another, and the file is replaced atomically. Records of
/// the same file that stay pending are moved to their calls' new positions.
///
/// ```swift
/// let moved = try InlineSourceRewriter.write([record], keeping: others, pathsFrom: packageRoot).get()
/// ```
enum InlineSourceRewriter {
  /// Writes `records` (all for one source file) and returns `pending` records of that file with
  /// their new positions. A failure names paths from `root`, the folder holding the snapshots folder.
  static func write(
    _ records: [InlineSnapshotRecord], keeping pending: [InlineSnapshotRecord], pathsFrom root: URL
  ) -> Result<[InlineSnapshotRecord], SnapshotFailure> {
    guard let first = records.first else { return .success(pending) }
    let source: InlineSource
    switch InlineSource.load(path: first.sourcePath, fileID: first.fileID) {
    case .failure(let failure): return .failure(failure)
    case .success(let loaded): source = loaded
    }
    var edits: [InlineCall.Edit] = []
    for record in records {
      switch source.call(
        line: record.line, column: record.column, holding: record.expected, location: record.location)
      {
      case .failure(let failure):
        return .failure(
          SnapshotFailure(InlineSnapshotMessages.notWritten(first.fileID, because: failure.message)))
      case .success(let call): edits.append(call.edit(writing: record.actual, in: source.bytes))
      }
    }
    edits.sort { $0.range.lowerBound > $1.range.lowerBound }
    var bytes = source.bytes
    for edit in edits { bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8)) }
    do {
      try SnapshotFile.write(
        String(decoding: bytes, as: UTF8.self), to: URL(fileURLWithPath: first.sourcePath))
    } catch {
      return .failure(
        SnapshotFailure(
          InlineSnapshotMessages.notWritten(first.fileID, because: error.why(relativeTo: root) + ".")))
    }
    let rewritten = InlineSource(bytes: bytes, tokens: [])
    return .success(pending.map { moved($0, in: source, to: rewritten, by: edits) })
  }

  /// `record` with the position its call has after `edits`; unchanged if its call is not found.
  private static func moved(
    _ record: InlineSnapshotRecord, in old: InlineSource, to new: InlineSource, by edits: [InlineCall.Edit]
  ) -> InlineSnapshotRecord {
    guard let token = old.tokens.first(where: { $0.line == record.line && $0.column == record.column })
    else { return record }
    let offset = token.range.lowerBound
    let shift = edits.filter { $0.range.upperBound <= offset }
      .reduce(0) { $0 + $1.text.utf8.count - $1.range.count }
    var moved = record
    (moved.line, moved.column) = new.position(of: offset + shift)
    return moved
  }
}
