import Foundation

/// The snapshot files of one snapshots folder, as the review command sees them: pending `.new`
/// files to accept or reject (inline snapshots' `.inline.new` records among them), and files no
/// test of the last complete run touched.
package struct SnapshotCatalog {
  package var folder: URL

  package init(folder: URL) { self.folder = folder }

  /// A `<name>.txt.new` file waiting beside its reference.
  package struct Pending: Equatable {
    /// The path relative to the snapshots folder, without `.txt`, such as `MyTests/Suite.test.1`.
    package var name: String
    /// The reference file, or for an inline snapshot the test file it is written into.
    package var reference: URL
    package var pending: URL
    /// The record of a pending inline snapshot; `nil` for a file snapshot.
    var inline: InlineSnapshotRecord?
  }

  /// File snapshots first, then inline ones, each by name.
  package func pendingSnapshots() -> [Pending] {
    let files = files(endingWith: ".txt.new").map { relative in
      let name = String(relative.dropLast(".txt.new".count))
      return Pending(
        name: name, reference: folder.appendingPathComponent(name + ".txt"),
        pending: folder.appendingPathComponent(relative))
    }
    let inline = InlineSnapshotRecord.all(in: folder).map { record in
      Pending(
        name: record.name, reference: URL(fileURLWithPath: record.sourcePath),
        pending: record.url(in: folder), inline: record)
    }
    return files + inline
  }

  /// The pending snapshots of `all` (``pendingSnapshots()``) that `operand` matches, tried in order:
  /// a path (from `currentDirectory`) of a pending file, of a reference, or of the test file of inline
  /// snapshots (all of that file's); a name, with or without `.txt` or `.txt.new`; the end of one
  /// name, after a `/` or a `.`, such as the file's own name.
  package func pending(
    matching operand: String, among all: [Pending], currentDirectory: String
  ) -> Result<[Pending], SnapshotFailure> {
    let path = URL(
      fileURLWithPath: operand, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true)
    )
    .standardizedFileURL.path
    let byPath = all.filter {
      $0.pending.standardizedFileURL.path == path || $0.reference.standardizedFileURL.path == path
    }
    if !byPath.isEmpty { return .success(byPath) }
    let stem = [".inline.new", ".txt.new", ".txt"].reduce(operand) {
      $0.hasSuffix($1) ? String($0.dropLast($1.count)) : $0
    }
    if let exact = all.first(where: { $0.name == stem }) { return .success([exact]) }
    let byEnding = all.filter { $0.name.hasSuffix("/" + stem) || $0.name.hasSuffix("." + stem) }
    switch byEnding.count {
    case 1: return .success(byEnding)
    case 0: return .failure(SnapshotFailure(SnapshotReviewMessages.noMatch(operand)))
    default:
      return .failure(SnapshotFailure(SnapshotReviewMessages.ambiguous(operand, names: byEnding.map(\.name))))
    }
  }

  /// The diff from the reference to the pending text, or the whole text for a new snapshot.
  package func diff(of pending: Pending) -> String {
    if let record = pending.inline {
      let current: String?
      switch record.currentText(in: folder) {
      case .failure(let failure):
        return InlineSnapshotMessages.cannotBeWritten(failure.message, record.actual)
      case .success(let text): current = text
      }
      guard let current else { return InlineSnapshotMessages.noSnapshotYet(record.actual) }
      return TextDiff.lines(
        expected: current, actual: record.actual, format: InlineSnapshotMessages.reviewFormat)
        ?? SnapshotReviewMessages.sameLines(as: "source")
    }
    let new = (try? String(contentsOf: pending.pending, encoding: .utf8)).map(SnapshotFile.comparedText) ?? ""
    guard let reference = try? String(contentsOf: pending.reference, encoding: .utf8) else {
      return SnapshotReviewMessages.noReferenceYet(pending: new)
    }
    return TextDiff.lines(
      expected: SnapshotFile.comparedText(ofFile: reference), actual: new,
      format: .init(
        expectedLabel: "Reference", actualLabel: "Pending", firstLineNumber: SnapshotFile.firstTextLineNumber)
    )
      ?? SnapshotReviewMessages.sameLines(as: "reference")
  }

  /// Accepts each of `chosen`: a file snapshot by renaming, inline snapshots by writing them into
  /// their test files, one pass per file (the others of those files move with their calls); `all`
  /// is every pending snapshot (``pendingSnapshots()``).
  ///
  /// Returns the failures by name: of chosen snapshots,
  /// which were not accepted, and of others that a rewritten file moved but that could not be kept.
  package func accept(_ chosen: [Pending], among all: [Pending]) -> [String: SnapshotFailure] {
    var failures: [String: SnapshotFailure] = [:]
    for pending in chosen where pending.inline == nil {
      if let failure = accept(pending) { failures[pending.name] = failure }
    }
    let names = Set(chosen.compactMap(\.inline).map(\.name))
    let written = InlineSnapshotWriter.write(in: folder) { names.contains($0.name) }
    for outcome in written {
      if let failure = outcome.failure { failures[outcome.record.name] = failure }
    }
    return failures
  }

  /// Moves the pending text over the reference, in one atomic rename; the failure if it could not.
  private func accept(_ pending: Pending) -> SnapshotFailure? {
    guard rename(pending.pending.path, pending.reference.path) == 0 else {
      return SnapshotFailure(
        SnapshotReviewMessages.notAccepted(pending.name, why: String(cString: strerror(errno))))
    }
    return nil
  }

  package func reject(_ pending: Pending) throws {
    try FileManager.default.removeItem(at: pending.pending)
  }

  /// Snapshot files (relative paths) that no test touched in the last complete, finished run, or
  /// why that run cannot tell.
  ///
  /// Files changed after the run started are left out: it never saw them.
  package func obsoleteFiles() -> Result<[String], SnapshotFailure> {
    let manifests = SnapshotRunManifest.readAll(in: SnapshotRunManifest.folder(forSnapshotsIn: folder))
    if let refusal = Self.refusal(for: manifests) { return .failure(refusal) }
    let touched = manifests.reduce(into: Set<String>()) { $0.formUnion($1.touched) }
    let runStart = manifests.map(\.startedAt).min() ?? .distantPast
    let candidates = files(endingWith: ".txt") + files(endingWith: ".txt.new")
    return .success(
      candidates.filter { relative in
        let reference = relative.hasSuffix(".new") ? String(relative.dropLast(".new".count)) : relative
        return !touched.contains(reference) && modificationDate(of: relative) <= runStart
      }.sorted())
  }

  static func refusal(for manifests: [SnapshotRunManifest]) -> SnapshotFailure? {
    guard let first = manifests.first else {
      return SnapshotFailure(SnapshotReviewMessages.noRunRecorded)
    }
    if manifests.contains(where: { $0.runKey != first.runKey }) {
      return SnapshotFailure(SnapshotReviewMessages.mixedRuns(folder: SnapshotRunManifest.folderName))
    }
    if let partial = manifests.first(where: { !$0.narrowingArguments.isEmpty }) {
      return SnapshotFailure(SnapshotReviewMessages.partialRun(arguments: partial.narrowingArguments))
    }
    if let unfinished = manifests.first(where: { !$0.isFinished }) {
      return SnapshotFailure(SnapshotReviewMessages.unfinishedRun(processID: "\(unfinished.processID)"))
    }
    return nil
  }

  private func files(endingWith suffix: String) -> [String] {
    let found = SnapshotDirectory.files(in: folder, endingWith: suffix)
    return suffix == ".txt" ? found.filter { !$0.hasSuffix(".txt.new") } : found
  }

  private func modificationDate(of relative: String) -> Date {
    let attributes = try? FileManager.default.attributesOfItem(
      atPath: folder.appendingPathComponent(relative).path)
    return attributes?[.modificationDate] as? Date ?? .distantPast
  }
}
