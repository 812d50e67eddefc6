import Foundation
import Testing

/// Keeps the tests README.md shows as printed by `explore` exactly what real runs printed: each block
/// marked `<!-- explored:NAME -->` must equal, line for line, the test `NAME` of the generated file
/// that `ExploreReproductionTests` checks against what `explore` prints now, and compiles and runs.
struct ReadmeExploredReproductionTests {
  static let generatedFile = "Tests/ExploreReproductionTests/Generated/ExploredReproductions.swift"

  @Test func theReadmeShowsPrintedTestsExactly() throws {
    let readme = try FailureOutputDocument.load("README.md").text
    let generated = try FailureOutputDocument.load(Self.generatedFile).text
    let shown = MarkedRegions.readmeBlocks(in: readme, kind: "explored")
    #expect(!shown.isEmpty, "README.md shows no `<!-- explored:NAME -->` block")
    for block in shown {
      #expect(
        block.lines == Self.test(named: block.name, in: generated),
        "README.md's printed test \(block.name) is not the one in \(Self.generatedFile)")
    }
  }

  /// The lines of the test function `name`, from its `@Test` line to its closing brace.
  static func test(named name: String, in source: String) -> [String] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: "@Test func \(name)() async {"),
      let end = lines[start...].firstIndex(of: "}")
    else { return [] }
    return Array(lines[start...end])
  }

  @Test func aTestIsFoundByItsName() {
    let source = "x\n@Test func a() async {\n  body()\n}\n@Test func b() async {\n}"
    #expect(Self.test(named: "a", in: source) == ["@Test func a() async {", "  body()", "}"])
    #expect(Self.test(named: "c", in: source) == [])
  }
}
