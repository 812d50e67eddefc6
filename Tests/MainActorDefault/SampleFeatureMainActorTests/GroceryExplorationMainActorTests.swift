import Arch
import ArchTesting
import MainActorSampleFeature
import Testing

/// The grocery sample as an `Explorable` declared in main-actor-default code: its conformance is
/// main-actor isolated, and `explore` takes it from a main-actor test.
enum GroceryExploration: Explorable {
  static func makeStore(clock: TestClock) -> TestStore<GroceryFeature> {
    TestStore(
      initialState: GroceryState(), feature: GroceryList.feature,
      environment: .test(
        api: .returning([.milk, .eggs]), storage: .inMemory(), clock: clock, makeID: .incrementing),
      view: GroceryList.view)
  }

  static let invariants = [
    Invariant<GroceryState, GroceryAction>("no two items share an id") { state in
      Set(state.items.map(\.id)).count == state.items.count
    }
  ]

  /// Two names only, so every item's toggle and delete button is within reach of 100 runs.
  static var texts: [FieldText] { [FieldText("New item") { $0.element(of: ["Tea", "Milk"]) }] }
}

@Suite struct GroceryExplorationMainActorTests {
  @Test func exploringTheGroceryListFindsNoBrokenPromise() async {
    let result = await explore(GroceryExploration.self)
    #expect(result.runs == ExploreBudget.default.runs)
  }
}
