import ArchLocking
import Foundation

/// Finds the folder snapshot files live in.
///
/// Precedence: a ``withSnapshotDirectory(_:operation:)`` scope, then `ARCH_SNAPSHOTS_DIR` (relative
/// paths are taken from the current directory), then `Snapshots/` in the package root: the nearest
/// folder above the test file that holds a `Package.swift`.
enum SnapshotDirectory {
  static let folderName = "Snapshots"

  static func resolve(filePath: String, environment: SnapshotEnvironment) -> Result<URL, SnapshotFailure> {
    if let scoped = SnapshotScope.directory { return .success(absolute(scoped)) }
    if let configured = environment.snapshotsDirectory { return .success(absolute(configured)) }
    guard let root = packageRoot(above: filePath) else {
      return .failure(
        SnapshotFailure(
          SnapshotMessages.noPackage(
            at: filePath,
            remedy:
              "Set \(SnapshotEnvironment.directoryVariable), or wrap the test in withSnapshotDirectory(_:)."))
      )
    }
    return .success(root.appendingPathComponent(folderName, isDirectory: true))
  }

  /// The nearest folder holding `Package.swift` at or above `path`'s folder, remembered per folder.
  static func packageRoot(above path: String) -> URL? {
    let start = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL
    if let known = knownRoots.withLock({ $0[start.path] }) { return known }
    var folder = start
    while true {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        knownRoots.withLock { $0[start.path] = folder }
        return folder
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }

  private static let knownRoots = Locked<[String: URL]>([:])

  /// The folder holding the snapshots folder `folder`, normally the package root: paths in messages
  /// start there, so they read the same wherever the package lives.
  static func messageRoot(forSnapshotsIn folder: URL) -> URL {
    folder.deletingLastPathComponent()
  }

  /// The paths below `folder`, relative to it and sorted, that end with `suffix`.
  ///
  /// Hidden files are left out: they are a write's temporary files, or not ArchTesting's.
  static func files(in folder: URL, endingWith suffix: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var found: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let fileName = relative.split(separator: "/").last.map(String.init) ?? relative
      if relative.hasSuffix(suffix) && !fileName.hasPrefix(".") { found.append(relative) }
    }
    return found.sorted()
  }

  private static func absolute(_ path: String) -> URL {
    let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    return URL(fileURLWithPath: path, isDirectory: true, relativeTo: base).standardizedFileURL
  }
}
