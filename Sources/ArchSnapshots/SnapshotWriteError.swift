import Foundation

/// Why a snapshot file could not be written, found out plainly instead of passed on as a system error
/// with an absolute path.
struct SnapshotWriteError: Error, Equatable {
  enum Reason: Equatable {
    /// A file sits where a folder on the way to the snapshot should be.
    case fileInsteadOfFolder(URL)
    /// A folder sits where the snapshot file should be.
    case folderInsteadOfFile
    /// The folder cannot be written to: read-only, or no permission.
    case readOnlyFolder(URL)
    /// Anything else, as the system words it (without a path).
    case other(String)
  }

  var file: URL
  var reason: Reason

  /// `Snapshots/App/Cart.total.1.txt.new is a folder`, with paths relative to the folder holding the
  /// snapshots folder (the package root).
  func why(relativeTo root: URL) -> String {
    let shown = { (url: URL) in SnapshotWriteError.relativePath(of: url, to: root) }
    switch reason {
    case .fileInsteadOfFolder(let file): return "\(shown(file)) is a file, not a folder"
    case .folderInsteadOfFile: return "\(shown(file)) is a folder, not a file"
    case .readOnlyFolder(let folder): return "the folder \(shown(folder)) is read-only"
    case .other(let problem): return problem
    }
  }

  /// `url` from `root` down, or its last two components when it lies elsewhere.
  static func relativePath(of url: URL, to root: URL) -> String {
    let parts = url.standardizedFileURL.pathComponents, base = root.standardizedFileURL.pathComponents
    guard parts.count > base.count, Array(parts.prefix(base.count)) == base else {
      return parts.suffix(2).joined(separator: "/")
    }
    return parts.dropFirst(base.count).joined(separator: "/")
  }

  /// Names the problem behind `code` (an `errno`) when writing `file` into `folder`.
  static func reason(errno code: Int32, writing file: URL, in folder: URL) -> Reason {
    if [EACCES, EPERM, EROFS].contains(code) { return .readOnlyFolder(folder) }
    if isFolder(file) { return .folderInsteadOfFile }
    if let blocking = firstFile(onTheWayTo: folder) { return .fileInsteadOfFolder(blocking) }
    return .other(String(cString: strerror(code)))
  }

  static func isFolder(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// The first path on the way down to `folder` that exists and is not a folder.
  static func firstFile(onTheWayTo folder: URL) -> URL? {
    var path = URL(fileURLWithPath: "/")
    for component in folder.standardizedFileURL.pathComponents.dropFirst() {
      path.appendPathComponent(component)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory) else { return nil }
      if !isDirectory.boolValue { return path }
    }
    return nil
  }
}
