import Foundation

/// Reading and writing one snapshot file: a one-line header naming the test, then the text.
///
/// The header is skipped when comparing, a UTF-8 byte order mark is ignored, `\r\n` reads as `\n`,
/// and the final line break the file ends with is not part of the text. Writes go to a temporary
/// file in the same folder that is then renamed over the target, so tests writing in parallel never
/// leave a half-written or interleaved file.
enum SnapshotFile {
  static let headerPrefix = "// ArchTesting snapshot"
  /// The line of the file the compared text starts on, below the header: diffs number lines from it,
  /// so a line number in a failure is the line to open in the file.
  static let firstTextLineNumber = 2

  static func header(for identity: SnapshotTestIdentity, fileID: String) -> String {
    "\(headerPrefix) of \(identity.description) in \(fileID). This line is not compared."
  }

  /// What a read found.
  enum Contents: Equatable {
    case missing
    case text(String)
    /// Not valid UTF-8: the offset of the first bad byte.
    case notUTF8(offset: Int)
    /// Holds a merge's conflict markers: no version of the reference is the one to compare with.
    case conflicted
  }

  static func read(_ url: URL) throws -> Contents {
    guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
    var data = try Data(contentsOf: url)
    if data.starts(with: [0xEF, 0xBB, 0xBF]) { data.removeFirst(3) }
    guard let text = String(validating: data, as: UTF8.self) else {
      return .notUTF8(offset: firstInvalidUTF8Offset(in: data))
    }
    if holdsConflictMarkers(text) { return .conflicted }
    return .text(comparedText(ofFile: text))
  }

  /// Whether `text` has the three lines a merge conflict leaves, in order: `<<<<<<<`, `=======`,
  /// `>>>>>>>` (each alone or followed by a space and a label).
  static func holdsConflictMarkers(_ text: String) -> Bool {
    // Most references hold no `<<<<<<<` at all: one search settles them.
    guard text.contains("<<<<<<<") else { return false }
    var expected = ["<<<<<<<", "=======", ">>>>>>>"][...]
    for line in normalizedLineBreaks(text).split(separator: "\n", omittingEmptySubsequences: false) {
      guard let marker = expected.first else { break }
      if line == marker || line.hasPrefix(marker + " ") { expected.removeFirst() }
    }
    return expected.isEmpty
  }

  /// The file's text without its header line and final line break, with `\r\n` read as `\n`.
  static func comparedText(ofFile text: String) -> String {
    var body = normalizedLineBreaks(text)
    if body.hasPrefix(headerPrefix) {
      if let newline = body.firstIndex(of: "\n") {
        body = String(body[body.index(after: newline)...])
      } else {
        body = ""
      }
    }
    if body.hasSuffix("\n") { body.removeLast() }
    return body
  }

  static func normalizedLineBreaks(_ text: String) -> String {
    containsCarriageReturn(text) ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
  }

  /// `memchr` rather than a byte loop: this runs on every assertion, in debug builds too.
  private static func containsCarriageReturn(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { buffer in
      buffer.count > 0 && memchr(buffer.baseAddress!, 13, buffer.count) != nil
    }
  }

  static func fileText(header: String, text: String) -> String {
    header + "\n" + text + "\n"
  }

  /// Writes `contents` to `url` atomically, creating folders as needed; throws a
  /// ``SnapshotWriteError`` saying plainly what stood in the way.
  static func write(_ contents: String, to url: URL) throws(SnapshotWriteError) {
    // What stood in the way is found out only after a failure: looking first would cost every write.
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      let blocking = SnapshotWriteError.firstFile(onTheWayTo: folder)
      throw SnapshotWriteError(
        file: url,
        reason: blocking.map { .fileInsteadOfFolder($0) }
          ?? .readOnlyFolder(nearestExistingFolder(of: folder)))
    }
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else {
      throw SnapshotWriteError(
        file: url, reason: SnapshotWriteError.reason(errno: errno, writing: url, in: folder))
    }
    let writeCode = writeAllBytes(of: contents, to: descriptor)
    close(descriptor)
    guard writeCode == 0, rename(temporary.path, url.path) == 0 else {
      let code = writeCode == 0 ? errno : writeCode
      try? FileManager.default.removeItem(at: temporary)
      throw SnapshotWriteError(
        file: url, reason: SnapshotWriteError.reason(errno: code, writing: url, in: folder))
    }
  }

  /// `folder`, or the nearest folder above it that exists: the one that refused a new subfolder.
  private static func nearestExistingFolder(of folder: URL) -> URL {
    var candidate = folder
    while !SnapshotWriteError.isFolder(candidate), candidate.pathComponents.count > 1 {
      candidate = candidate.deletingLastPathComponent()
    }
    return candidate
  }

  /// Appends `text` to `url`, creating it, on an `O_APPEND` descriptor, so that what parallel tests
  /// append never interleaves; returns the `errno` of a failure.
  static func append(_ text: String, to url: URL) -> Int32? {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
    guard descriptor >= 0 else { return errno }
    defer { close(descriptor) }
    let code = writeAllBytes(of: text, to: descriptor)
    return code == 0 ? nil : code
  }

  static func remove(_ url: URL) {
    try? FileManager.default.removeItem(at: url)
  }

  private static func firstInvalidUTF8Offset(in data: Data) -> Int {
    let bytes = [UInt8](data)
    var offset = 0
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput, .error: return offset
      }
    }
  }
}

/// Writes every byte of `contents`; returns 0, or the `errno` of the write that failed.
///
/// Outside ``SnapshotFile`` so that `write` is the system call, not the enum's own.
private func writeAllBytes(of contents: String, to descriptor: Int32) -> Int32 {
  var contents = contents
  return contents.withUTF8 { buffer in
    var offset = 0
    while offset < buffer.count {
      let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      guard written > 0 else { return written < 0 ? errno : EIO }
      offset += written
    }
    return 0
  }
}
