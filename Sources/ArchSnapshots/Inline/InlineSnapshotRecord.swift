import Foundation

/// A new inline snapshot waiting to be written into a test's source: the inline counterpart of a
/// pending `.txt.new` file.
///
/// Each record is a small JSON file in the snapshots folder,
/// `<Module>/<File>.swift.<line>.<column>.inline.new`, keyed by the call's file, line and column.
/// Records are files rather than memory so that the `snapshots` command can review, accept and
/// reject them exactly like file snapshots, and so that nothing recorded is lost if the test
/// process dies before it writes them.
///
/// ```swift
/// let record = InlineSnapshotRecord(
///   sourcePath: "/pkg/Tests/AppTests/ListTests.swift", fileID: "AppTests/ListTests.swift",
///   line: 12, column: 5, expected: nil, actual: "Milk", writesAtExit: true)
/// record.name   // "AppTests/ListTests.swift.12.5"
/// ```
struct InlineSnapshotRecord: Codable, Equatable, Sendable {
  /// The test file, as `#filePath` gave it.
  var sourcePath: String
  /// `#fileID`, for messages: never an absolute path.
  var fileID: String
  /// Where the call's `(` is in the version ``sourceVersion`` of the test file.
  var line: Int
  var column: Int
  /// The text the call's literal held when the test ran; `nil` when it had none.
  var expected: String?
  /// The text to write.
  var actual: String
  /// Recorded under a mode that writes at once: the test process writes it when it ends.
  ///
  /// Otherwise it waits for `swift run snapshots accept`.
  var writesAtExit: Bool
  /// The call's own text as the test ran, from its function's name to its `)`: the record is only
  /// ever written into a call that spells exactly this.
  ///
  /// `nil` in a record of an older version.
  var call: String? = nil
  /// ``SourceFingerprint`` of the test file that ``line`` and ``column`` count in.
  var sourceVersion: String? = nil

  static let fileExtension = "inline.new"

  /// `<Module>/<File>.swift.<line>.<column>`: what the review command shows and accepts.
  var name: String {
    let parts = fileID.split(separator: "/").map(String.init)
    let module = parts.count > 1 ? parts[0] : "Tests"
    return SnapshotFileName.sanitized(module) + "/" + SnapshotFileName.sanitized(parts.last ?? fileID)
      + ".\(line).\(column)"
  }

  /// `Module/File.swift:12:5`, as compilers print a location.
  var location: String { "\(fileID):\(line):\(column)" }

  func url(in folder: URL) -> URL {
    folder.appendingPathComponent(name + "." + Self.fileExtension)
  }

  /// Writes the record as `url(in: folder)`; the error says plainly what stood in the way.
  func save(in folder: URL) throws(SnapshotWriteError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Strings, integers and a Bool always encode: only non-finite floating-point numbers can fail.
    let data = try! encoder.encode(self)
    try SnapshotFile.write(String(decoding: data, as: UTF8.self) + "\n", to: url(in: folder))
  }

  static func read(_ url: URL) -> InlineSnapshotRecord? {
    guard let data = try? Data(contentsOf: url) else { return nil }
    return try? JSONDecoder().decode(InlineSnapshotRecord.self, from: data)
  }

  /// Every readable record in `folder`, by name.
  static func all(in folder: URL) -> [InlineSnapshotRecord] {
    SnapshotDirectory.files(in: folder, endingWith: "." + fileExtension)
      .compactMap { read(folder.appendingPathComponent($0)) }
      .sorted { $0.name < $1.name }
  }
}
