import Foundation
import Testing

/// Keeps README.md's "Your first feature" exactly the code the package compiles: each block marked
/// `<!-- readme:NAME -->` on the line before its fence must equal, line for line, the region of
/// `Tests/SampleFeatureTests/FirstFeature/` between `// readme:NAME` and `// readme:end`, and every
/// region must be shown.
///
/// Stricter than ``DocumentedExampleTests``: nothing is left out, nothing
/// reflowed, so a newcomer who copies the blocks into an app and a test target gets code that builds.
struct ReadmeFirstFeatureTests {
  static let folder = "Tests/SampleFeatureTests/FirstFeature"

  @Test func theReadmeShowsEachCompiledRegionExactly() throws {
    let readme = try FailureOutputDocument.load("README.md").text
    let shown = MarkedRegions.readmeBlocks(in: readme)
    let compiled = try Self.compiledRegions()
    #expect(!compiled.isEmpty, "no `// readme:NAME` regions under \(Self.folder)")
    #expect(
      shown.map(\.name).sorted() == compiled.map(\.name).sorted(),
      "README.md's `<!-- readme:NAME -->` blocks and the regions under \(Self.folder) differ")
    for region in compiled {
      guard let block = shown.first(where: { $0.name == region.name }) else { continue }
      #expect(
        block.lines == region.lines,
        """
        README.md's block "\(region.name)" is not the compiled region; copy it from \(region.file):
        \(region.lines.joined(separator: "\n"))
        """)
    }
  }

  /// The copies under `Tests/MainActorDefault/` that the package builds with default `MainActor`
  /// isolation on the feature's target, the test target, or both: each is README.md's block with only
  /// the changes README's note names, so the note says all a new app's targets need.
  @Test func theMainActorDefaultCopiesChangeOnlyWhatTheReadmeSays() throws {
    let readme = try FailureOutputDocument.load("README.md").text
    let shown = MarkedRegions.readmeBlocks(in: readme)
    for copy in MainActorDefaultCopy.all {
      let text = try FailureOutputDocument.load("Tests/MainActorDefault/\(copy.file)").text
      let region = try #require(
        MarkedRegions.sourceRegions(in: text).first(where: { $0.name == copy.region }))
      let block = try #require(shown.first(where: { $0.name == copy.region }))
      #expect(
        region.lines == copy.changing(block.lines),
        "\(copy.file) is not README.md's block \"\(copy.region)\" with only the note's changes")
      for change in copy.changes {
        #expect(readme.contains("`\(change.to)`"), "README.md's note does not name `\(change.to)`")
      }
    }
  }

  @Test func theInstallationNamesOnlyProductsThePackageHas() throws {
    let readme = try FailureOutputDocument.load("README.md").text
    let manifest = try FailureOutputDocument.load("Package.swift").text
    let named = MarkedRegions.quotedNames(after: ".product(name: ", in: readme)
    let products = Set(MarkedRegions.quotedNames(after: ".library(name: ", in: manifest))
    #expect(Set(named) == products, "README.md names the products \(named); Package.swift has \(products)")
  }

  /// The manifest `Scripts/try-readme` builds: the `platforms:` line is the package's own, the path
  /// dependency is live and the URL one is a commented placeholder.
  @Test func theInstallationManifestMatchesThePackage() throws {
    let readme = try FailureOutputDocument.load("README.md").text
    let manifest = try FailureOutputDocument.load("Package.swift").text
    // Its marker sits above the fragment marker, which must be the line before the fence.
    let lines = MarkedRegions.lines(of: readme)
    let shown = try #require(
      SwiftCodeBlock.all(in: readme).first {
        $0.line >= 3 && lines[$0.line - 3] == "<!-- try-readme:manifest -->"
      })
    let platforms = { (lines: [String]) in
      lines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("platforms:") }
    }
    #expect(platforms(shown.lines).count == 1)
    #expect(platforms(shown.lines) == platforms(MarkedRegions.lines(of: manifest)))
    #expect(shown.lines.contains("    .package(path: \"../ArchTesting\"),"))
    #expect(
      shown.lines.contains {
        $0.contains("<#ArchTesting repository URL#>") && $0.hasPrefix("    // .package(url:")
      })
    #expect(!shown.lines.contains { $0.hasPrefix("    .package(url:") })
  }

  @Test func theReadmeLinksOnlyToFilesThatExist() throws {
    let readme = try FailureOutputDocument.load("README.md").text
    let root = FailureOutputDocument.packageRoot()
    let targets = readme.components(separatedBy: "](").dropFirst().compactMap {
      $0.split(separator: ")", maxSplits: 1).first.map(String.init)
    }
    let files = targets.filter { !$0.contains("://") && !$0.hasPrefix("#") }
    #expect(!files.isEmpty)
    for file in files {
      #expect(
        FileManager.default.fileExists(atPath: root.appending(path: file).path),
        "README.md links to \(file), which does not exist")
    }
  }

  @Test func regionsAndBlocksAreFoundByTheirMarkers() {
    let source = "x\n// readme:a\nlet a = 1\n\n  // kept\n// readme:end\ny"
    #expect(MarkedRegions.sourceRegions(in: source).map(\.lines) == [["let a = 1", "", "  // kept"]])
    let page = "<!-- readme:a -->\n```swift\nlet a = 1\n```\n```swift\nlet b = 2\n```"
    #expect(MarkedRegions.readmeBlocks(in: page).map(\.name) == ["a"])
    #expect(MarkedRegions.readmeBlocks(in: page).map(\.lines) == [["let a = 1"]])
  }

  private static func compiledRegions() throws -> [MarkedRegions.Region] {
    let root = FailureOutputDocument.packageRoot().appending(path: folder)
    let names = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
    return try names.filter { $0.hasSuffix(".swift") }.flatMap { name in
      let text = try String(contentsOf: root.appending(path: name), encoding: .utf8)
      return MarkedRegions.sourceRegions(in: text).map {
        MarkedRegions.Region(name: $0.name, lines: $0.lines, file: "\(folder)/\(name)")
      }
    }
  }
}

/// A copy of a README block under `Tests/MainActorDefault/`, and how it differs: a line that starts
/// with `from` starts with `to` in the copy, and tests import the feature's module after their imports
/// (`@testable import QuoteApp` in the README), as the formatter orders them.
struct MainActorDefaultCopy {
  var file: String
  var region: String
  var changes: [(from: String, to: String)] = []
  var testableImport: String?

  static let all = [
    // The feature in a target with default MainActor isolation.
    MainActorDefaultCopy(
      file: "MainActorFeature/QuoteFeature.swift", region: "feature",
      changes: [
        ("struct QuoteState", "nonisolated struct QuoteState"),
        ("enum QuoteAction", "nonisolated enum QuoteAction"),
        ("enum QuoteEvent", "nonisolated enum QuoteEvent"),
      ]),
    // Tested from a test target with the same default, and from one with the nonisolated default.
    MainActorDefaultCopy(
      file: "MainActorFeatureTests/QuoteFeatureTests.swift", region: "tests",
      testableImport: "MainActorFeature"),
    MainActorDefaultCopy(
      file: "MainActorFeatureNonisolatedTests/QuoteFeatureTests.swift", region: "tests",
      changes: [("@Suite struct QuoteFeatureTests", "@MainActor @Suite struct QuoteFeatureTests")],
      testableImport: "MainActorFeature"),
    // The feature unchanged in a nonisolated target, tested from a MainActor-default test target.
    MainActorDefaultCopy(file: "NonisolatedFeature/QuoteFeature.swift", region: "feature"),
    MainActorDefaultCopy(
      file: "NonisolatedFeatureMainActorTests/QuoteFeatureTests.swift", region: "tests",
      testableImport: "NonisolatedFeature"),
  ]

  /// The README block's lines as this copy has them.
  func changing(_ lines: [String]) -> [String] {
    var changed = lines.map { line in
      guard let change = changes.first(where: { line.hasPrefix($0.from) }) else { return line }
      return change.to + line.dropFirst(change.from.count)
    }
    if let testableImport, let last = changed.lastIndex(where: { $0.hasPrefix("import ") }) {
      changed.insert(contentsOf: ["", "@testable import \(testableImport)"], at: last + 1)
    }
    return changed
  }
}

/// The named regions of a Swift file (`// readme:NAME` … `// readme:end`) and the marked Swift blocks
/// of a Markdown page (`<!-- readme:NAME -->` before a ```` ```swift ```` fence).
enum MarkedRegions {
  struct Region: Equatable {
    var name: String
    var lines: [String]
    var file = ""
  }

  static func sourceRegions(in text: String) -> [Region] {
    var regions: [Region] = []
    var open: Region?
    for line in lines(of: text) {
      if line == "// readme:end", let region = open {
        regions.append(region)
        open = nil
      } else if line.hasPrefix("// readme:") {
        open = Region(name: String(line.dropFirst("// readme:".count)), lines: [])
      } else {
        open?.lines.append(line)
      }
    }
    return regions
  }

  /// The Swift blocks of `markdown` marked `<!-- KIND:NAME -->` on the line before their fence.
  static func readmeBlocks(in markdown: String, kind: String = "readme") -> [Region] {
    let lines = lines(of: markdown)
    let prefix = "<!-- \(kind):"
    return SwiftCodeBlock.all(in: markdown).compactMap { block in
      let marker = block.line >= 2 ? lines[block.line - 2] : ""
      guard marker.hasPrefix(prefix), marker.hasSuffix(" -->") else { return nil }
      let name = marker.dropFirst(prefix.count).dropLast(" -->".count)
      return Region(name: String(name), lines: block.lines)
    }
  }

  /// The string literals that follow each `prefix` in `text`: `.product(name: "Arch"` → `Arch`.
  static func quotedNames(after prefix: String, in text: String) -> [String] {
    text.components(separatedBy: prefix).dropFirst().compactMap { rest in
      guard rest.hasPrefix("\"") else { return nil }
      return rest.dropFirst().split(separator: "\"", maxSplits: 1).first.map(String.init)
    }
  }

  static func lines(of text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
