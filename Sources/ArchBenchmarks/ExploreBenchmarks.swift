import Arch
import ArchTesting
import Foundation
import SampleFeature

/// Explores the grocery sample with the default budget and its real invariants: every step a
/// control of the rendered view or a clock move, every check after every step.
enum ExploreBenchmarks {
  static var invariants: [Invariant<GroceryState, GroceryAction>] {
    [
      Invariant("bought ≤ items") { state in state.items.count { $0.isBought } <= state.items.count },
      Invariant("no two items share an id") { state in
        Set(state.items.map(\.id)).count == state.items.count
      },
    ]
  }

  static func run() async {
    guard isSelected("explore_steps") else { return }
    var samples: [Double] = []
    var steps = 0
    for _ in 0..<5 {
      let start = ContinuousClock.now
      let result = await exploreGroceries()
      samples.append((ContinuousClock.now - start).milliseconds)
      steps = result.steps
      precondition(result.failure == nil, "the grocery sample should keep its invariants")
    }
    let median = report("explore_steps", n: steps, samples: samples)
    print("rate explore_steps = \(Int(Double(steps) / median * 1_000)) steps/s")
  }

  static func exploreGroceries() async -> ExploreResult {
    await explore(
      GroceryList.feature,
      initialState: GroceryState(),
      environment: { clock in
        .test(
          api: .returning(GroceryAPI.starterList), storage: .inMemory(), clock: clock, makeID: .incrementing)
      },
      view: GroceryViewBuilder(),
      invariants: invariants)
  }
}
