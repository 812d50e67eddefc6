import Arch
import ArchTesting
import Foundation
import Testing

// SampleFeatureMainActorTests compiles this file against the sample built with MainActor isolation.
#if MAIN_ACTOR_SAMPLES
  import MainActorSampleFeature
#else
  import SampleFeature
#endif

/// Whole stories of the grocery list, told through a `TestStore`: send what the person does, receive
/// every event the presenter's effects emit, and say how each one changes the state.
///
/// Each test names the services it uses (`.test(api:storage:clock:makeID:)`); the rest stay
/// unimplemented, so using one the test did not give fails at the step that used it.
@Suite struct GroceryStoryTests {
  private func makeStore(_ environment: GroceryEnvironment) -> TestStore<GroceryFeature> {
    TestStore(
      initialState: GroceryState(),
      feature: GroceryList.feature,
      environment: environment,
      view: GroceryList.view)
  }

  @Test func reloadShowsTheItemsAndSavesThem() async {
    let file = InMemoryFile()
    let store = makeStore(.test(api: .returning([.milk, .eggs]), storage: .inMemory(file)))
    await store.send(.reloadTapped)
    await store.receive(.loadingDidStart) { $0.isLoading = true }
    await store.receive(.itemsDidLoad([.milk, .eggs])) { $0.items = [.milk, .eggs] }
    await store.receive(.loadingDidStop) { $0.isLoading = false }
    await store.receive(.listDidSave)
    await store.finish()
    #expect(file.items == [.milk, .eggs])
  }

  @Test func aFailedLoadShowsTheErrorAndRetryLoadsAgain() async {
    let store = makeStore(.test(api: .failing("Offline"), storage: .inMemory()))
    await store.send(.reloadTapped)
    await store.receive(.loadingDidStart) { $0.isLoading = true }
    await store.receive(.loadingDidFail("Offline")) { $0.problem = .loadingFailed("Offline") }
    await store.receive(.loadingDidStop) { $0.isLoading = false }

    store.environment.api = .returning([.milk])
    await store.send(.retryTapped)
    await store.receive(.loadingDidStart) {
      $0.isLoading = true
      $0.problem = nil
    }
    await store.receive(.itemsDidLoad([.milk])) { $0.items = [.milk] }
    await store.receive(.loadingDidStop) { $0.isLoading = false }
    await store.receive(.listDidSave)
    await store.finish()
  }

  @Test func typingFastSearchesOnlyForTheLastText() async {
    let clock = TestClock()
    let store = makeStore(.test(api: .returning([]), clock: clock))
    await store.send(.draftChanged("mi"))
    await store.receive(.draftDidChange("mi")) { $0.draft = "mi" }
    await clock.advance(by: .milliseconds(100))
    await store.send(.draftChanged("mil"))
    await store.receive(.draftDidChange("mil")) { $0.draft = "mil" }
    await clock.advance(by: GroceryPresenter.searchDelay)
    await store.receive(.suggestionsDidLoad(["Milk", "Oat milk"])) {
      $0.suggestions = ["Milk", "Oat milk"]
    }
    await store.finish()
  }

  @Test func blankingTheFieldCancelsThePendingSearch() async {
    let clock = TestClock()
    let store = makeStore(.test(clock: clock))
    await store.send(.draftChanged("mil"))
    await store.receive(.draftDidChange("mil")) { $0.draft = "mil" }
    await store.send(.draftChanged(""))
    await store.receive(.draftDidChange("")) { $0.draft = "" }
    await clock.advance(by: GroceryPresenter.searchDelay)
    // No suggestions arrive: `finish()` would report them otherwise.
    await store.finish()
  }

  @Test func addToggleAndDeleteSaveAfterEachChange() async {
    let file = InMemoryFile()
    let store = makeStore(.test(storage: .inMemory(file), clock: TestClock(), makeID: .incrementing))
    let added = GroceryItem(id: UUIDGenerator.incrementingID(1), name: "Milk")

    await store.send(.draftChanged("  "))
    await store.receive(.draftDidChange("  ")) { $0.draft = "  " }
    await store.send(.addTapped)
    await store.receive(.draftWasRejected("Type a name before adding.")) {
      $0.draftError = "Type a name before adding."
    }

    await store.send(.draftChanged("Milk"))
    await store.receive(.draftDidChange("Milk")) {
      $0.draft = "Milk"
      $0.draftError = nil
    }
    await store.send(.addTapped)
    await store.receive(.itemWasAdded(added)) {
      $0.items = [added]
      $0.draft = ""
    }
    await store.receive(.listDidSave)
    #expect(file.items == [added])

    await store.send(.toggleBoughtTapped(added.id))
    await store.receive(.itemWasToggled(added.id)) { $0.items[0].isBought = true }
    await store.receive(.listDidSave)
    #expect(file.items == [added.bought])

    await store.send(.deleteTapped(added.id))
    await store.receive(.itemWasDeleted(added.id)) { $0.items = [] }
    await store.receive(.listDidSave)
    #expect(file.items == [])
    await store.finish()
  }

  @Test func aSavedListIsRestoredAtLaunch() async {
    let store = makeStore(.test(storage: .inMemory(InMemoryFile(items: [.bread]))))
    await store.send(.appeared)
    await store.receive(.listDidRestore([.bread])) { $0.items = [.bread] }
    await store.finish()
  }

  @Test func aCorruptFileShowsAnErrorAndIsKeptUntilThePersonActs() async {
    let damaged = Data("{oops".utf8)
    let file = InMemoryFile(contents: damaged)
    let store = makeStore(.test(storage: .inMemory(file), makeID: .incrementing))
    let message = "The saved list is damaged and could not be read."
    await store.send(.appeared)
    await store.receive(.restoringDidFail(message)) { $0.problem = .restoringFailed(message) }
    #expect(file.contents == damaged)

    await store.send(.suggestionTapped("Milk"))
    let milk = GroceryItem(id: UUIDGenerator.incrementingID(1), name: "Milk")
    await store.receive(.itemWasAdded(milk)) { $0.items = [milk] }
    await store.receive(.listDidSave) { $0.problem = nil }
    #expect(file.items == [milk])
    await store.finish()
  }

  /// The whole loop through the screen, as a person would use it: every step finds a control in the
  /// view rendered from the current state, and sends the action that control sends.
  @Test func aShoppingTripDrivenThroughTheView() async {
    let clock = TestClock()
    let file = InMemoryFile()
    let store = makeStore(
      .test(api: .returning([.milk]), storage: .inMemory(file), clock: clock, makeID: .incrementing))
    let eggs = GroceryItem(id: UUIDGenerator.incrementingID(1), name: "Eggs")

    await store.tap(button: "Reload")
    await store.receive(.loadingDidStart) { $0.isLoading = true }
    await store.receive(.itemsDidLoad([.milk])) { $0.items = [.milk] }
    await store.receive(.loadingDidStop) { $0.isLoading = false }
    await store.receive(.listDidSave)

    await store.type("eg", into: "New item")
    await store.receive(.draftDidChange("eg")) { $0.draft = "eg" }
    await clock.advance(by: GroceryPresenter.searchDelay)
    await store.receive(.suggestionsDidLoad(["Eggs"])) { $0.suggestions = ["Eggs"] }

    await store.type("Eggs", into: "New item")
    await store.receive(.draftDidChange("Eggs")) { $0.draft = "Eggs" }
    await store.submit("New item")  // adding cancels the search "Eggs" started
    await store.receive(.itemWasAdded(eggs)) {
      $0.items = [.milk, eggs]
      $0.draft = ""
      $0.suggestions = []
    }
    await store.receive(.listDidSave)

    await store.toggle(.toggle("Eggs"))
    await store.receive(.itemWasToggled(eggs.id)) { $0.items[1].isBought = true }
    await store.receive(.listDidSave)

    await store.tap(button: .button("Delete").within(.row(GroceryItem.milk.id.uuidString)))
    await store.receive(.itemWasDeleted(GroceryItem.milk.id)) { $0.items = [eggs.bought] }
    await store.receive(.listDidSave)
    await store.finish()
    #expect(file.items == [eggs.bought])
  }
}
