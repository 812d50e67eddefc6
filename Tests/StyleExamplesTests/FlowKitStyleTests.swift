import Arch
import ArchTesting
import Testing

@Suite struct FlowKitStyleTests {
  struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
  }

  let clock = TestClock()
  let storage = MemoryStorage()
  let searched = SearchLog()

  func makeStore(
    _ state: NotesState = NotesState(), failing: Bool = false
  ) -> TestStore<FlowKitFeature<NotesReducer>> {
    let searched = self.searched
    let reducer = NotesReducer(clock: clock) { query in
      searched.record(query)
      if failing { throw Offline() }
      return ["milk", "mint"].filter { $0.hasPrefix(query) }
    }
    return TestStore(
      initialState: state, feature: FlowKitFeature(reducer: reducer),
      environment: storage.persistence())
  }

  @Test func theStateIsPersistedAfterTheAction() async {
    let store = makeStore()
    await store.send(.add("milk")) { $0.notes = ["milk"] }
    #expect(storage.persistence(of: NotesState.self).load() == store.state)
    await store.finish()
  }

  @Test func aMergeOfActionsIsReceivedInOrderAndEachIsPersisted() async {
    let store = makeStore()
    await store.send(.addAll(["milk", "eggs"]))
    await store.receive(.add("milk")) { $0.notes = ["milk"] }
    await store.receive(.add("eggs")) { $0.notes = ["milk", "eggs"] }
    #expect(storage.saveCount == 3)
    await store.finish()
  }

  @Test func aNewQueryCancelsTheSearchInFlight() async {
    let store = makeStore()
    await store.send(.queryChanged("m")) {
      $0.query = "m"
      $0.isSearching = true
    }
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("mi")) { $0.query = "mi" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searchResponse(["milk", "mint"])) {
      $0.results = ["milk", "mint"]
      $0.isSearching = false
    }
    await store.finish()
    #expect(searched.queries == ["mi"])
  }

  @Test func cancelByIDStopsTheSearch() async {
    let store = makeStore()
    await store.send(.queryChanged("m")) {
      $0.query = "m"
      $0.isSearching = true
    }
    await store.send(.cancelSearchTapped) { $0.isSearching = false }
    await clock.run()
    await store.finish()
    #expect(searched.queries.isEmpty)
  }

  @Test func aFailingRunGoesToItsCatch() async {
    let store = makeStore(failing: true)
    await store.send(.queryChanged("m")) {
      $0.query = "m"
      $0.isSearching = true
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searchFailed("offline")) {
      $0.error = "offline"
      $0.isSearching = false
    }
    await store.finish()
  }

  @Test func thePersistedStateRoundTripsIntoANewStore() async {
    let first = makeStore()
    await first.send(.add("milk")) { $0.notes = ["milk"] }
    await first.send(.queryChanged("mi")) {
      $0.query = "mi"
      $0.isSearching = true
    }
    await clock.advance(by: .milliseconds(300))
    await first.receive(.searchResponse(["milk", "mint"])) {
      $0.results = ["milk", "mint"]
      $0.isSearching = false
    }
    await first.finish()

    let restored = storage.persistence(of: NotesState.self).load()
    #expect(restored == first.state)
    let second = makeStore(restored ?? NotesState())
    await second.send(.add("eggs")) { $0.notes = ["milk", "eggs"] }
    await second.finish()
    #expect(storage.persistence(of: NotesState.self).load()?.notes == ["milk", "eggs"])
  }

  @Test func aWrongStateExpectationFailsWithTheDiff() async {
    let store = makeStore()
    let issues = await withIssueCapture {
      await store.send(.add("milk")) { $0.notes = ["bread"] }
    }
    #expect(issues.count == 1)
    let message = issues.first?.message
    #expect(message?.hasPrefix("State after step 1, send(.add) is not what the test expected:") == true)
    #expect(hasDiffLine(message, "−", #""bread""#))
    #expect(hasDiffLine(message, "+", #""milk""#))
  }

  @Test func receivingTheWrongActionFailsWithBothActions() async {
    let store = makeStore()
    let issues = await withIssueCapture {
      await store.send(.addAll(["milk"]))
      await store.receive(.add("eggs")) { $0.notes = ["eggs"] }
    }
    let messages = issues.map(\.message)
    #expect(messages.first?.hasPrefix("Step 2, receive(.add) received a different action:") == true)
    #expect(hasDiffLine(messages.first, "−", #""eggs""#))
    #expect(hasDiffLine(messages.first, "+", #""milk""#))
  }
}
