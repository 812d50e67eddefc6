import Foundation

/// The Swift files the package compiles (everything under `Sources/` and `Tests/`), each reduced to
/// its characters other than whitespace, so a documented example is found whatever its indentation,
/// alignment or line breaks: a formatter may reflow the compiled code without the page going stale.
struct CompiledSwiftSources {
  private(set) var files: [(path: String, code: [UInt8])] = []

  /// Reads every `.swift` file under `Sources/` and `Tests/` of the package at `root`.
  static func load(packageRoot root: URL) throws -> Self {
    var sources = Self()
    for url in PackageSwiftFiles.urls(under: root, in: ["Sources", "Tests"]) {
      let text = try String(contentsOf: url, encoding: .utf8)
      let path = String(url.path.dropFirst(root.path.count + 1))
      sources.files.append((path, withoutWhitespace(text)))
    }
    return sources
  }

  /// The UTF-8 of `text` without spaces, tabs and line breaks: what two layouts of the same code
  /// share.
  static func withoutWhitespace(_ text: some StringProtocol) -> [UInt8] {
    let whitespace = Set(" \t\n\r".utf8)
    return text.utf8.filter { !whitespace.contains($0) }
  }

  /// A line of a documented example standing for code left out: `// …` or `…`.
  static func isElision(_ line: some StringProtocol) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    return trimmed == "// …" || trimmed == "…"
  }

  /// The first file holding `lines` in order, the code between elisions contiguous, or `nil`.
  func fileContaining(_ lines: [String]) -> String? {
    let runs = lines.split(whereSeparator: Self.isElision)
      .map { Self.withoutWhitespace($0.joined()) }
      .filter { !$0.isEmpty }
    guard !runs.isEmpty else { return nil }
    return files.first { file in Self.contains(runs, in: file.code) }?.path
  }

  private static func contains(_ runs: [[UInt8]], in code: [UInt8]) -> Bool {
    var rest = code[...]
    for run in runs {
      guard let found = rest.firstRange(of: run) else { return false }
      rest = rest[found.upperBound...]
    }
    return true
  }
}
