import Arch
import ArchTesting
import ExploreZoo
import Testing

/// Over a fixed set of base seeds, each bug of the zoo (``ZooBug``) is reported as its known
/// shortest sequence (the zoo of ExploreReproductionTests has the same test for its bugs).
struct ExploreMinimalityTests {
  static let seeds: [UInt64] = Array(1...20)

  @Test(arguments: ZooBug.allCases)
  func eachBugShrinksToItsKnownMinimum(_ bug: ZooBug) async {
    var steps: [Int] = []
    for seed in Self.seeds {
      var result: ExploreResult?
      _ = await withIssueCapture { result = await bug.explore(seed: seed) }
      steps.append(result?.failure?.step ?? -1)
    }
    #expect(steps == Array(repeating: bug.minimumSteps, count: Self.seeds.count))
  }
}
