import Arch
import ArchTesting
import MainActorSampleFeature
import Testing

/// A session recorded from the app's `Store` of the main-actor grocery sample replays on a
/// `TestStore`, against the environment the test gives.
@Suite struct GrocerySessionMainActorTests {
  /// A fresh one for the app and for the test store, so both number their items from 1.
  private func environment() -> GroceryEnvironment {
    .test(
      api: .returning([], catalog: ["Tea"]), storage: .inMemory(), clock: ImmediateClock(),
      makeID: .incrementing)
  }

  @Test func anItemAddedAndBoughtInTheAppReplaysInTheTestStore() async throws {
    let recorder = SessionRecorder(for: GroceryFeature.self, clock: TestClock())
    let app = GroceryList.makeStore(environment: environment(), onStep: recorder.record)
    await app.send(.draftChanged("Tea")).finish()
    await app.send(.addTapped).finish()
    await app.send(.toggleBoughtTapped(UUIDGenerator.incrementingID(1))).finish()

    let store = TestStore(
      initialState: GroceryState(), feature: GroceryList.feature, environment: environment())
    store.exhaustivity = .off
    await store.replay(try recorder.session(), mode: .againstEnvironment)
    await store.finish()
    #expect(store.state == app.state)
    #expect(store.state.items.map(\.isBought) == [true])
  }
}
