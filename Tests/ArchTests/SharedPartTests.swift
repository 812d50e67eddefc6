import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// A `Shared` of one element of a shared array, and of one property: reads and writes go through to
/// the array, and the test store's messages name and diff that part by its path.
@Suite struct SharedPartTests {
  struct SyncUp: Equatable, Sendable, Identifiable {
    var id: Int
    var title: String
    var minutes = 5
  }

  /// A detail screen editing one element of the shared list, as TCA's `Shared($syncUps[id: id])`.
  struct Detail: EffectReducer {
    struct State: Equatable, Sendable { var syncUp: Shared<SyncUp> }
    enum Action: Equatable, Sendable {
      case titleChanged(String)
      case minutesChanged(Int)
    }

    func reduce(into state: inout State, action: Action, environment: Void) -> Effect<Action> {
      switch action {
      case .titleChanged(let title): state.syncUp.title.value = title
      case .minutesChanged(let minutes): state.syncUp.withLock { $0.minutes = minutes }
      }
      return .none
    }
  }

  let syncUps = Shared(
    [SyncUp(id: 1, title: "Design"), SyncUp(id: 3, title: "Engineering")], name: "syncUps")

  func makeStore() -> TestStore<Detail> {
    TestStore(initialState: Detail.State(syncUp: syncUps[id: 3]!), feature: Detail(), environment: ())
  }

  @Test func theDetailEditsTheListsElementAndTheTestAssertsItThroughThePart() async {
    let store = makeStore()
    await store.send(.titleChanged("Standup")) { $0.syncUp.title.value = "Standup" }
    await store.send(.minutesChanged(10)) { $0.syncUp.value.minutes = 10 }
    #expect(syncUps.value == [SyncUp(id: 1, title: "Design"), SyncUp(id: 3, title: "Standup", minutes: 10)])
    await store.finish()
  }

  @Test func aChangeTheTestDidNotAssertNamesTheElement() async {
    let store = makeStore()
    await expectIssues([
      """
      The shared value "syncUps[id: 3]" changed at step 1, send(.minutesChanged), but the test did not assert it:

          SharedPartTests.SyncUp(
            id: 3,
            title: "Engineering",
        −   minutes: 5
        +   minutes: 10
          )

      Expected: −, Actual: +
      Assert it in the step's trailing closure, through any path that reaches it: `{ $0.….value = … }`.
      """
    ]) {
      await store.send(.minutesChanged(10))
    }
  }

  @Test func aWrongExpectationNamesTheElement() async {
    let store = makeStore()
    await expectIssues([
      """
      The shared value "syncUps[id: 3]" after step 2, send(.minutesChanged) is not what the test expected:

          SharedPartTests.SyncUp(
            id: 3,
            title: "Standup",
        −   minutes: 15
        +   minutes: 10
          )

      Expected: −, Actual: +
      Fix the expectation in the trailing closure, or the feature if the actual value is wrong.
      """
    ]) {
      await store.send(.titleChanged("Standup")) { $0.syncUp.title.value = "Standup" }
      await store.send(.minutesChanged(10)) { $0.syncUp.value.minutes = 15 }
    }
  }

  @Test func aPropertysSharedValueIsNamedByItsPath() async {
    struct Title: EffectReducer {
      struct State: Equatable, Sendable { var title: Shared<String> }
      func reduce(into state: inout State, action: String, environment: Void) -> Effect<String> {
        state.title.value = action
        return .none
      }
    }
    let store = TestStore(
      initialState: Title.State(title: syncUps[id: 1]!.title), feature: Title(), environment: ())
    await expectIssues([
      """
      The shared value "syncUps[id: 1].title" changed at step 1, send("Kickoff"), but the test did not assert it:

        − "Design"
        + "Kickoff"

      Expected: −, Actual: +
      Assert it in the step's trailing closure, through any path that reaches it: `{ $0.….value = … }`.
      """
    ]) {
      await store.send("Kickoff")
    }
    #expect(syncUps.value[0].title == "Kickoff")
  }

  @Test func partsAreEqualWhenTheyAreTheSamePartOfTheSameValue() {
    #expect(syncUps[id: 3] == syncUps[id: 3])
    #expect(syncUps[id: 3] != syncUps[id: 1])
    #expect(syncUps[id: 3]?.title == syncUps[id: 3]?.title)
    #expect(syncUps[id: 7] == nil)
    #expect(syncUps[id: 3]?.title.name == "syncUps[id: 3].title")
  }

  @Test func aRemovedElementKeepsItsLastValueAndAWriteToItIsLost() {
    let element = syncUps[id: 3]!
    syncUps.withLock { $0.removeAll { $0.id == 3 } }
    #expect(element.value.title == "Engineering")
    element.title.value = "Gone"
    #expect(syncUps.value == [SyncUp(id: 1, title: "Design")])
  }
}
