import Foundation

/// The edits inline snapshot writes made to one test file, kept in the snapshots folder, so that a
/// position in an earlier version of the file — the one the tests were compiled from, or the one a
/// record was saved against before another process wrote the file — can be followed to where the
/// same call is now.
///
/// A version no chain of these writes leads from was changed by something else,
/// and nothing is written into it by position.
///
/// ```swift
/// let journal = InlineEditJournal.read(for: "AppTests/ListTests.swift", in: snapshotsFolder)
/// journal.position(line: 12, column: 25, from: recordedVersion, to: currentVersion)   // (14, 25)?
/// ```
struct InlineEditJournal: Codable, Equatable {
  /// One rewrite of the file.
  struct Entry: Codable, Equatable {
    /// ``SourceFingerprint`` of the file before and after.
    var before: String
    var after: String
    /// When the file was last modified before this rewrite, in seconds since 1970.
    var beforeModified: Double
    var edits: [Edit]
  }

  /// One replaced range, in lines and UTF-8 columns of the version before, and the shape of the text
  /// put there.
  struct Edit: Codable, Equatable {
    var startLine: Int
    var startColumn: Int
    var endLine: Int
    var endColumn: Int
    var insertedBreaks: Int
    /// The bytes after the last inserted line break; all of them when there is none.
    var lastLineLength: Int
  }

  var entries: [Entry] = []

  /// The most entries kept: enough for every process of a test run, small enough to read at once.
  static let capacity = 256
  static let folderName = ".inline-edits"

  static func url(for fileID: String, in folder: URL) -> URL {
    folder.appendingPathComponent(folderName, isDirectory: true)
      .appendingPathComponent(SnapshotFileName.sanitized(fileID) + ".json")
  }

  /// Makes the journals' folder, with a `.gitignore` that keeps it out of version control: it
  /// is machinery, not snapshots.
  static func makeFolder(in folder: URL) {
    let journals = folder.appendingPathComponent(folderName, isDirectory: true)
    let ignore = journals.appendingPathComponent(".gitignore")
    guard !FileManager.default.fileExists(atPath: ignore.path) else { return }
    try? FileManager.default.createDirectory(at: journals, withIntermediateDirectories: true)
    try? SnapshotFile.write("*\n", to: ignore)
  }

  static func read(for fileID: String, in folder: URL) -> InlineEditJournal {
    guard let data = try? Data(contentsOf: url(for: fileID, in: folder)),
      let journal = try? JSONDecoder().decode(InlineEditJournal.self, from: data)
    else { return InlineEditJournal() }
    return journal
  }

  func save(for fileID: String, in folder: URL) throws(SnapshotWriteError) {
    // Strings, integers and finite numbers always encode.
    let data = try! JSONEncoder().encode(self)
    try SnapshotFile.write(String(decoding: data, as: UTF8.self), to: Self.url(for: fileID, in: folder))
  }

  mutating func append(_ entry: Entry) {
    entries.append(entry)
    if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
  }

  /// The version the tests were compiled from, given the file's current version and when it was
  /// last modified: the current one when that was before `builtAt`, else the version the writes
  /// since the build started from.
  ///
  /// `nil`: something else changed the file after the build.
  func compiledVersion(current: String, modified: Date, builtAt: Date) -> String? {
    if modified <= builtAt { return current }
    var version = current
    for _ in 0..<entries.count {
      guard let entry = entries.last(where: { $0.after == version }) else { return nil }
      if entry.beforeModified <= builtAt.timeIntervalSince1970 { return entry.before }
      version = entry.before
    }
    return nil
  }

  /// Where `line`/`column` of version `from` is in version `to`; `nil` when no chain of journaled
  /// writes leads from one to the other, or an edit replaced the position itself.
  func position(line: Int, column: Int, from: String, to: String) -> (line: Int, column: Int)? {
    guard let chain = chain(from: from, to: to) else { return nil }
    var position = (line: line, column: column)
    for entry in chain {
      for edit in entry.edits.sorted(by: { ($0.startLine, $0.startColumn) > ($1.startLine, $1.startColumn) })
      {
        guard let moved = edit.moving(position) else { return nil }
        position = moved
      }
    }
    return position
  }

  /// The entries that lead from version `from` to `to`, oldest first (breadth first: the shortest).
  private func chain(from: String, to: String) -> [Entry]? {
    var paths: [String: [Entry]] = [from: []]
    var frontier = [from]
    while !frontier.isEmpty {
      if let path = paths[to] { return path }
      var next: [String] = []
      for version in frontier {
        for entry in entries where entry.before == version && paths[entry.after] == nil {
          paths[entry.after] = paths[version]! + [entry]
          next.append(entry.after)
        }
      }
      frontier = next
    }
    return paths[to]
  }
}

extension InlineEditJournal.Edit {
  /// The edit of `range` of `source`, replaced by `replacement`.
  init(replacing range: Range<Int>, in source: InlineSource, with replacement: [UInt8]) {
    (startLine, startColumn) = source.position(of: range.lowerBound)
    (endLine, endColumn) = source.position(of: range.upperBound)
    insertedBreaks = replacement.count { $0 == ascii("\n") }
    lastLineLength = replacement.count - ((replacement.lastIndex(of: ascii("\n")) ?? -1) + 1)
  }

  /// Where `position` is after this edit; `nil` when the edit replaced it.
  func moving(_ position: (line: Int, column: Int)) -> (line: Int, column: Int)? {
    if (position.line, position.column) < (startLine, startColumn) { return position }
    if (position.line, position.column) < (endLine, endColumn) { return nil }
    guard position.line == endLine else {
      return (position.line + insertedBreaks - (endLine - startLine), position.column)
    }
    let lineStart = insertedBreaks == 0 ? startColumn + lastLineLength : lastLineLength + 1
    return (startLine + insertedBreaks, lineStart + position.column - endColumn)
  }
}
