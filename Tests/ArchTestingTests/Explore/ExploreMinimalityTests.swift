import Arch
import ArchTesting
import Testing

/// Over a fixed set of base seeds, each bug of the zoo here is reported as its known shortest
/// sequence (the zoo of ExploreReproductionTests has the same test for its bugs).
struct ExploreMinimalityTests {
  enum Bug: String, CaseIterable, Sendable {
    case staleSearch, doubleSubmit, selectionDelete, lingeringTimer, couponCart

    /// The number of steps of the shortest sequence that shows the bug.
    var minimumSteps: Int {
      switch self {
      case .staleSearch: 3  // type "a", type "", move the clock
      case .doubleSubmit: 3  // tap "Place order" twice, move the clock
      case .selectionDelete: 2  // select the last row, delete it
      case .lingeringTimer: 3  // open, close, move the clock
      case .couponCart: 3  // add, apply the coupon, remove
      }
    }

    func explore(seed: UInt64) async -> ExploreResult {
      switch self {
      case .staleSearch:
        await ArchTesting.explore(
          StaleSearch.feature(fixed: false), initialState: StaleSearch.State(), environment: { $0 },
          view: StaleSearch.View(), invariants: StaleSearch.invariants, seed: seed)
      case .doubleSubmit:
        await ArchTesting.explore(
          DoubleSubmit.feature(), initialState: DoubleSubmit.State(), environment: { $0 },
          view: DoubleSubmit.View(fixed: false), invariants: DoubleSubmit.invariants, seed: seed)
      case .selectionDelete:
        await ArchTesting.explore(
          SelectionDelete.feature(fixed: false), initialState: SelectionDelete.State(items: ["Milk"]),
          environment: { _ in () }, view: SelectionDelete.View(), invariants: SelectionDelete.invariants,
          seed: seed)
      case .lingeringTimer:
        await ArchTesting.explore(
          LingeringTimer.feature(fixed: false), initialState: LingeringTimer.State(),
          environment: { $0 }, view: LingeringTimer.View(), seed: seed)
      case .couponCart:
        await ArchTesting.explore(
          CouponCart.feature(fixed: false), initialState: CouponCart.State(), environment: { _ in () },
          actions: CouponCart.generators, invariants: CouponCart.invariants, seed: seed)
      }
    }
  }

  static let seeds: [UInt64] = Array(1...20)

  @Test(arguments: Bug.allCases)
  func eachBugShrinksToItsKnownMinimum(_ bug: Bug) async {
    var steps: [Int] = []
    for seed in Self.seeds {
      var result: ExploreResult?
      _ = await withIssueCapture { result = await bug.explore(seed: seed) }
      steps.append(result?.failure?.step ?? -1)
    }
    #expect(steps == Array(repeating: bug.minimumSteps, count: Self.seeds.count))
  }
}
