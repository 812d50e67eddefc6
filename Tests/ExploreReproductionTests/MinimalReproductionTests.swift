import ArchTesting
import Testing

/// Over a fixed set of base seeds, each zoo bug is reported as its known shortest sequence.
struct MinimalReproductionTests {
  enum Bug: String, CaseIterable, Sendable {
    case selectAll, blankName, staleRefresh, eggTimer

    /// The number of steps of the shortest sequence that shows the bug.
    var minimumSteps: Int {
      switch self {
      case .selectAll: 2  // toggle "Select all", toggle one row off
      case .blankName: 2  // type a blank ("\n" or " "), tap "Save"
      case .staleRefresh: 3  // tap "Refresh" twice, move the clock with the answers reordered
      case .eggTimer: 2  // tap "Start", move the clock past the fourth tick (four moves merged)
      }
    }

    func explore(seed: UInt64) async -> ExploreResult {
      switch self {
      case .selectAll: await ArchTesting.explore(SelectAll.Exploration.self, seed: seed)
      case .blankName: await ArchTesting.explore(BlankName.Exploration.self, seed: seed)
      case .staleRefresh: await ArchTesting.explore(StaleRefresh.Exploration.self, seed: seed)
      case .eggTimer: await ArchTesting.explore(EggTimer.Exploration.self, seed: seed)
      }
    }
  }

  static let seeds: [UInt64] = Array(1...20)

  @Test(arguments: Bug.allCases)
  func eachBugShrinksToItsKnownMinimum(_ bug: Bug) async {
    var steps: [Int] = []
    for seed in Self.seeds {
      var result: ExploreResult?
      _ = await withIssueCapture { result = await ZooVariant.buggy { await bug.explore(seed: seed) } }
      steps.append(result?.failure?.step ?? -1)
    }
    #expect(steps == Array(repeating: bug.minimumSteps, count: Self.seeds.count))
  }
}
