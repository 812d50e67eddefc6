import Foundation
import Testing

/// Keeps the Swift examples of README.md and the DocC articles (the tutorial among them) true.
///
/// Every ```` ```swift ```` block must appear verbatim (whitespace and line breaks aside) in a Swift file
/// the package compiles — a test, the sample, the library — so an example is code that compiles and
/// runs, and a change to that code fails here until the page shows it. A line `// …` in a block
/// stands for code left out: the pieces around it must appear in that order in one file.
///
/// A block that cannot be compiled on purpose (a sketch of another library's API, a signature on its
/// own) says so on the line before its fence: `<!-- example: fragment, REASON -->`.
struct DocumentedExampleTests {
  static let catalogs = [
    "Sources/Arch/Arch.docc",
    "Sources/ArchTesting/ArchTesting.docc",
    "Sources/ArchDiff/ArchDiff.docc",
    "Sources/ArchSnapshots/ArchSnapshots.docc",
  ]
  static let documents = ["README.md"] + catalogs.flatMap(doccArticles(in:))

  @Test func everyCatalogHasArticles() {
    for catalog in Self.catalogs {
      #expect(!Self.doccArticles(in: catalog).isEmpty, "\(catalog) has no articles: was it moved?")
    }
  }

  @Test(arguments: documents)
  func everySwiftExampleIsCompiledCode(document path: String) throws {
    let document = try FailureOutputDocument.load(path)
    let sources = try CompiledSwiftSources.load(packageRoot: FailureOutputDocument.packageRoot())
    let blocks = SwiftCodeBlock.all(in: document.text)
    for block in blocks {
      if let reason = block.fragmentReason {
        #expect(!reason.isEmpty, "\(path):\(block.line): say why the fragment is not compiled code")
        continue
      }
      #expect(
        sources.fileContaining(block.lines) != nil,
        """
        \(path):\(block.line): this swift example is not in any compiled file under Sources/ or Tests/. \
        Cut it from a test that compiles it, or mark it `\(SwiftCodeBlock.fragmentMarkerPrefix) REASON -->`:
        \(block.lines.joined(separator: "\n"))
        """)
    }
  }

  @Test func theCheckerFindsEveryBlockAndRejectsCodeNobodyCompiles() throws {
    let uncompiled = "let store = TestStore(initialState: GroceryState(), feature: \("NoSuch")Feature())"
    let page = """
      Intro.
      ```swift
      \(uncompiled)
      ```
      <!-- example: fragment, another library's API -->
      ```swift
      store.dispatch(.x)
      ```
      """
    let blocks = SwiftCodeBlock.all(in: page)
    #expect(blocks.map(\.line) == [2, 6])
    #expect(blocks.map(\.fragmentReason) == [nil, "another library's API"])
    let sources = try CompiledSwiftSources.load(packageRoot: FailureOutputDocument.packageRoot())
    #expect(sources.fileContaining(blocks[0].lines) == nil)
    let cut = ["    struct DocumentedExampleTests {", "// …", "  static let documents =", "  [", "// …"]
    let thisFile = "Tests/SampleFeatureTests/DocumentedExamples/DocumentedExampleTests.swift"
    #expect(sources.fileContaining(cut) == thisFile)
  }

  /// The Markdown articles of a DocC catalog, relative to the package root.
  private static func doccArticles(in catalog: String) -> [String] {
    let folder = FailureOutputDocument.packageRoot().appending(path: catalog)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
  }
}
