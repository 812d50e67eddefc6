import Arch
import ArchTesting
import SampleFeature
import Testing

/// The grocery sample (a nonisolated module) tested from main-actor-default code: a story, a file
/// snapshot, `explore`, and a session recorded from the app's `Store`, read back and replayed.
@Suite struct GroceryFromMainActorTests {
  @Test func reloadShowsTheItemsAndSavesThem() async {
    let file = InMemoryFile()
    let store = TestStore(
      initialState: GroceryState(), feature: GroceryList.feature,
      environment: .test(api: .returning([.milk, .eggs]), storage: .inMemory(file)), view: GroceryList.view)
    await store.send(.reloadTapped)
    await store.receive(.loadingDidStart) { $0.isLoading = true }
    await store.receive(.itemsDidLoad([.milk, .eggs])) { $0.items = [.milk, .eggs] }
    await store.receive(.loadingDidStop) { $0.isLoading = false }
    await store.receive(.listDidSave)
    await store.finish()
    #expect(file.items == [.milk, .eggs])
  }

  @Test func theLoadedScreen() {
    assertSnapshot(
      of: GroceryList.view.view(for: GroceryState(items: [.milk, .eggs, .bread])), as: .view(),
      named: "loaded")
  }

  @Test func theGroceryListKeepsItsPromises() async {
    await explore(
      GroceryList.feature,
      initialState: GroceryState(),
      environment: { clock in
        .test(api: .returning([.milk, .eggs]), storage: .inMemory(), clock: clock, makeID: .incrementing)
      },
      view: GroceryViewBuilder(),
      invariants: [
        Invariant("no two items share an id") { state in Set(state.items.map(\.id)).count == state.items.count
        }
      ])
  }

  @Test func aSessionRecordedInTheAppReadsBackAndReplays() async throws {
    let clock = TestClock()
    let environment = GroceryEnvironment.test(
      api: .returning([.milk], catalog: ["Tea"]), storage: .inMemory(), clock: ImmediateClock(),
      makeID: .incrementing)
    let recorder = SessionRecorder(for: GroceryFeature.self, clock: clock)
    let app = GroceryList.makeStore(environment: environment, onStep: recorder.record)
    await app.send(.appeared).finish()
    await clock.advance(by: .seconds(1))
    await app.send(.draftChanged("Tea")).finish()
    await clock.advance(by: .seconds(1))
    await app.send(.addTapped).finish()

    let session = try RecordedSession<GroceryState, GroceryAction, GroceryEvent>(text: recorder.text())
    let store = TestStore(
      initialState: GroceryState(), feature: GroceryList.feature, environment: environment)
    store.exhaustivity = .off
    await store.replay(session, mode: .asRecorded)
    #expect(store.state == app.state)
  }
}

// Fixtures declared in main-actor-default code: main-actor-isolated static properties.
extension GroceryItem {
  fileprivate static let milk = GroceryItem(id: UUIDGenerator.incrementingID(101), name: "Milk")
  fileprivate static let eggs = GroceryItem(id: UUIDGenerator.incrementingID(102), name: "Eggs")
  fileprivate static let bread = GroceryItem(
    id: UUIDGenerator.incrementingID(103), name: "Bread", isBought: true)
}
