import Foundation

/// The Swift files the package compiles (everything under `Sources/` and `Tests/`), each as its
/// lines with indentation and blank lines dropped, so a documented example can be looked up in them
/// whatever its indentation in the page.
struct CompiledSwiftSources {
  private(set) var files: [(path: String, lines: [String])] = []

  /// Reads every `.swift` file under `Sources/` and `Tests/` of the package at `root`.
  static func load(packageRoot root: URL) throws -> Self {
    var sources = Self()
    for folder in ["Sources", "Tests"] {
      let enumerator = FileManager.default.enumerator(
        at: root.appending(path: folder), includingPropertiesForKeys: nil)
      let urls = enumerator?.allObjects.compactMap { $0 as? URL } ?? []
      for url in urls where url.pathExtension == "swift" {
        let text = try String(contentsOf: url, encoding: .utf8)
        let path = String(url.path.dropFirst(root.path.count + 1))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        sources.files.append((path, normalized(lines)))
      }
    }
    sources.files.sort { $0.path < $1.path }
    return sources
  }

  /// The lines compared: leading and trailing spaces removed, blank lines left out.
  static func normalized(_ lines: [some StringProtocol]) -> [String] {
    lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// A line of a documented example standing for code left out: `// …` or `…`.
  static func isElision(_ line: String) -> Bool { line == "// …" || line == "…" }

  /// The first file holding `lines` in order, each run between elisions contiguous, or `nil`.
  func fileContaining(_ lines: [String]) -> String? {
    let runs = Self.normalized(lines).split(whereSeparator: Self.isElision).map(Array.init)
    guard !runs.isEmpty else { return nil }
    return files.first { file in Self.contains(runs, in: file.lines) }?.path
  }

  private static func contains(_ runs: [[String]], in lines: [String]) -> Bool {
    var start = 0
    for run in runs {
      guard let found = firstIndex(of: run, in: lines, from: start) else { return false }
      start = found + run.count
    }
    return true
  }

  private static func firstIndex(of run: [String], in lines: [String], from start: Int) -> Int? {
    guard lines.count - run.count >= start else { return nil }
    return (start...(lines.count - run.count)).first { lines[$0..<($0 + run.count)].elementsEqual(run) }
  }
}
