import Foundation

/// A Markdown page of the package (a DocC article) and its failure-output blocks: a
/// fenced block between `<!-- failure-output:NAME -->` and `<!-- /failure-output -->`.
struct FailureOutputDocument {
  let url: URL
  private(set) var text: String

  /// Reads `path`, relative to the root of the package this file belongs to.
  static func load(_ path: String, from filePath: String = #filePath) throws -> Self {
    let url = packageRoot(above: URL(filePath: filePath)).appending(path: path)
    return Self(url: url, text: try String(contentsOf: url, encoding: .utf8))
  }

  func save() throws { try text.write(to: url, atomically: true, encoding: .utf8) }

  /// The names of the blocks, in document order.
  var blockNames: [String] {
    text.components(separatedBy: Self.startMarkerPrefix).dropFirst().compactMap { rest in
      rest.range(of: " -->").map { String(rest[..<$0.lowerBound]) }
    }
  }

  /// The text inside the fences of block `name`; `nil` when there is no such block.
  func block(named name: String) -> String? {
    guard let region = region(named: name) else { return nil }
    var lines = text[region].split(separator: "\n", omittingEmptySubsequences: false)
    while lines.first?.isEmpty == true { lines.removeFirst() }
    while lines.last?.isEmpty == true { lines.removeLast() }
    guard lines.count >= 2, lines[0].hasPrefix("```"), lines[lines.count - 1].hasPrefix("```") else {
      return nil
    }
    return lines.dropFirst().dropLast().joined(separator: "\n")
  }

  /// Puts `content` in block `name`, fenced with more backticks than `content` holds in a row.
  mutating func replaceBlock(named name: String, with content: String) {
    guard let region = region(named: name) else { return }
    let longestRun = content.split { $0 != "`" }.map(\.count).max() ?? 0
    let fence = String(repeating: "`", count: max(3, longestRun + 1))
    text.replaceSubrange(region, with: "\n\(fence)text\n\(content)\n\(fence)\n")
  }

  private static let startMarkerPrefix = "<!-- failure-output:"
  private static let endMarker = "<!-- /failure-output -->"

  private func region(named name: String) -> Range<String.Index>? {
    guard let start = text.range(of: "\(Self.startMarkerPrefix)\(name) -->"),
      let end = text.range(of: Self.endMarker, range: start.upperBound..<text.endIndex)
    else { return nil }
    return start.upperBound..<end.lowerBound
  }

  /// The root of the package this file belongs to.
  static func packageRoot(from filePath: String = #filePath) -> URL {
    packageRoot(above: URL(filePath: filePath))
  }

  /// The first folder above `file` holding a Package.swift.
  private static func packageRoot(above file: URL) -> URL {
    var folder = file.deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appending(path: "Package.swift").path),
      folder.pathComponents.count > 1
    {
      folder = folder.deletingLastPathComponent()
    }
    return folder
  }
}
