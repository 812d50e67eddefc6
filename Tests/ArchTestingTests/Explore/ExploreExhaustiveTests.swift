import Arch
import ArchTesting
import ExploreZoo
import Testing

/// `budget: .exhaustive(depth:)`: breadth first over distinct states.
struct ExploreExhaustiveTests {
  @Test(arguments: ZooBug.allCases)
  func eachZooBugIsFoundAtItsKnownMinimum(_ bug: ZooBug) async {
    var result: ExploreResult?
    let issues = await withIssueCapture { result = await bug.explore(budget: .exhaustive(depth: 4)) }
    print("=== \(bug)\n" + issues.map(\.message).joined(separator: "\n---\n"))
    #expect(result?.failure?.step == bug.minimumSteps)
  }
}
