import Foundation

/// The `.swift` files of the package's folders, for the checks that read its code as text.
enum PackageSwiftFiles {
  /// The `.swift` files under `folders` of the package at `root`, sorted by path.
  static func urls(under root: URL, in folders: [String]) -> [URL] {
    folders.flatMap { folder in
      let enumerator = FileManager.default.enumerator(
        at: root.appending(path: folder), includingPropertiesForKeys: nil)
      let urls = enumerator?.allObjects.compactMap { $0 as? URL } ?? []
      return urls.filter { $0.pathExtension == "swift" }
    }
    .sorted { $0.path < $1.path }
  }
}
