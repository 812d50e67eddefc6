import Arch
import ArchTesting
import Testing

// SampleFeatureMainActorTests compiles this file against the sample built with MainActor isolation.
#if MAIN_ACTOR_SAMPLES
  import MainActorSampleFeature
#else
  import SampleFeature
#endif

/// Explores the grocery screen as a person could use it (typing, adding, toggling, deleting,
/// reloading, letting time pass), checking the promises its state makes after every step.
struct GroceryExploreTests {
  // The articles "Exploring a feature" and the grocery-list tutorial show this test as it is.
  @Test func theGroceryListKeepsItsPromises() async {
    await explore(
      GroceryList.feature,
      initialState: GroceryState(),
      environment: { clock in
        .test(api: .returning([.milk, .eggs]), storage: .inMemory(), clock: clock, makeID: .incrementing)
      },
      view: GroceryViewBuilder(),
      invariants: [
        Invariant("bought ≤ items") { state in state.items.count { $0.isBought } <= state.items.count },
        Invariant("no two items share an id") { state in
          Set(state.items.map(\.id)).count == state.items.count
        },
      ])
  }

  @Test func theSummaryAlwaysCountsTheList() async {
    let issues = await withIssueCapture {
      let result = await explore(
        GroceryList.feature,
        initialState: GroceryState(items: [.milk]),
        environment: { clock in
          .test(api: .returning([.milk, .eggs]), storage: .inMemory(), clock: clock, makeID: .incrementing)
        },
        view: GroceryViewBuilder(),
        invariants: [
          // Typed: with default MainActor isolation, inferring them from the feature uses the
          // presenter's main-actor conformance inside this nonisolated closure.
          Invariant("the summary counts the list") { (state: GroceryState, view: ViewNode<GroceryAction>) in
            !view.findAll(.text(state.summary)).isEmpty
          }
        ])
      #expect(result.runs == ExploreBudget.default.runs)
      #expect(result.steps > 1_000)
    }
    // Blind spots are warnings, which do not fail a test: only failures count here.
    #expect(issues.filter { $0.severity == .failure }.map(\.message) == [])
  }
}
