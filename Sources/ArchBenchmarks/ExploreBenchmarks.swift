import Arch
import ArchLocking
import ArchTesting
import Foundation
import SampleFeature

/// Explores the grocery sample with the default budget's random runs and its real invariants: every
/// step a control of the rendered view or a clock move, every check after every step.
///
/// Three figures, to be read as ratios of one run:
/// - `explore_steps`: the sample's own test environment, whose in-memory storage encodes the list
///   to JSON on every save, as the app's file does;
/// - `explore_steps_plain_storage`: the same exploration with a storage that keeps the list as a
///   value, so the figure is the explorer's and the feature's work without JSON;
/// - `explore_view_render`: one render of the grocery screen (five items, a draft, suggestions),
///   of which a step that changes the state makes two (the purity check).
///
/// Then `explore_find_<bug>` for each bug of the zoo (``ExploreFindBenchmarks``), and the
/// exhaustive search's distinct states per second (``ExploreExhaustiveBenchmarks``).
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
    await measureExploring("explore_steps") { .inMemory() }
    await measureExploring("explore_steps_plain_storage") { .keepingValues() }
    measureRendering()
    await ExploreFindBenchmarks.run()
    await ExploreExhaustiveBenchmarks.run()
  }

  private static func measureExploring(
    _ figure: String, storage: @escaping @Sendable () -> GroceryStorage
  ) async {
    guard isSelected(figure) else { return }
    var samples: [Double] = []
    var steps = 0
    for _ in 0..<5 {
      samples.append(
        await asyncMilliseconds {
          let result = await exploreGroceries(storage: storage, budget: randomRunsOnly)
          steps = result.steps
          precondition(result.failure == nil, "the grocery sample should keep its invariants")
        })
    }
    let median = report(figure, n: steps, samples: samples)
    print("rate \(figure) = \(Int(Double(steps) / median * 1_000)) steps/s")
  }

  /// The default budget without the exhaustive search after its runs: `explore_steps` measures the
  /// random runs, `explore_exhaustive` the search.
  private static var randomRunsOnly: ExploreBudget {
    var budget = ExploreBudget.default
    budget.exhaustiveAfterRuns = nil
    return budget
  }

  static func exploreGroceries(
    storage: @escaping @Sendable () -> GroceryStorage, budget: ExploreBudget = .default
  ) async -> ExploreResult {
    await explore(
      GroceryList.feature,
      initialState: GroceryState(),
      environment: { clock in
        .test(
          api: .returning(GroceryAPI.starterList), storage: storage(), clock: clock, makeID: .incrementing)
      },
      view: GroceryViewBuilder(),
      invariants: invariants, budget: budget)
  }

  private static func measureRendering() {
    var state = GroceryState(items: GroceryAPI.starterList, draft: "Ch", suggestions: ["Cheese", "Cherries"])
    state.items[1].isBought = true
    let renders = 10_000
    let builder = GroceryViewBuilder()
    measure("explore_view_render", n: renders, repetitions: 5) {
      var nodes = 0
      for _ in 0..<renders { nodes += builder.view(for: state).children.count }
      precondition(nodes > 0)
    }
  }
}

extension GroceryStorage {
  /// A storage that keeps the saved list as a value, without encoding it.
  fileprivate static func keepingValues() -> Self {
    let saved = Locked<[GroceryItem]?>(nil)
    return Self(load: { saved.withLock { $0 } }, save: { items in saved.withLock { $0 = items } })
  }
}
