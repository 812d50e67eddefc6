/// Where an inline snapshot call is, with its file as plain strings so tests can point it at a copy.
struct InlineSnapshotSite: Sendable, CustomStringConvertible {
  var fileID: String
  var filePath: String
  var line: Int
  var column: Int

  init(fileID: String, filePath: String, line: Int, column: Int) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  init(_ site: CallSite) {
    self.init(
      fileID: site.fileID.description, filePath: site.filePath.description, line: Int(site.line),
      column: Int(site.column))
  }

  /// The key collisions are found by: the file and the position.
  var key: String { "\(filePath):\(line):\(column)" }
  var description: String { "\(fileID):\(line):\(column)" }
}
