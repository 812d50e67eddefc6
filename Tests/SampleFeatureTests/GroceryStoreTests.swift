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

/// Whole stories through the production `Store`, with services that answer at once and an
/// `ImmediateClock`, whose sleeps end at once.
///
/// Each step awaits the effects it started, so every test
/// is deterministic.
///
/// Each test names the services it uses. The production `Store` has no test to fail, so a service
/// left unimplemented only logs its use to standard error; the state checks then fail.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct GroceryStoreTests {
  private func makeStore(_ environment: GroceryEnvironment) -> Store<GroceryFeature> {
    GroceryList.makeStore(environment: environment)
  }

  private func add(_ name: String, to store: Store<GroceryFeature>) async {
    await store.send(.draftChanged(name)).finish()
    await store.send(.addTapped).finish()
  }

  @Test func firstLaunchLoadsTheServerListAndSavesIt() async {
    let file = InMemoryFile()
    let store = makeStore(.test(api: .returning([.milk, .eggs]), storage: .inMemory(file)))

    await store.send(.appeared).finish()

    #expect(store.state == GroceryState(items: [.milk, .eggs]))
    #expect(file.items == [.milk, .eggs])
  }

  @Test func laterLaunchesRestoreTheSavedListWithoutTheServer() async {
    let store = makeStore(.test(storage: .inMemory(InMemoryFile(items: [.bread]))))

    await store.send(.appeared).finish()

    #expect(store.state == GroceryState(items: [.bread]))
  }

  @Test func damagedFileIsReportedAndKeptUntilThePersonChangesTheList() async {
    let damaged = Data("{oops".utf8)
    let file = InMemoryFile(contents: damaged)
    let store = makeStore(
      .test(api: .returning([]), storage: .inMemory(file), clock: ImmediateClock(), makeID: .incrementing))

    await store.send(.appeared).finish()
    #expect(store.state.problem == .restoringFailed("The saved list is damaged and could not be read."))
    #expect(store.state.items.isEmpty)
    #expect(file.contents == damaged)

    await store.send(.retryTapped).finish()
    #expect(store.state.problem == .restoringFailed("The saved list is damaged and could not be read."))
    #expect(file.contents == damaged)

    await add("Tea", to: store)
    let tea = GroceryItem(id: UUIDGenerator.incrementingID(1), name: "Tea")
    #expect(store.state == GroceryState(items: [tea]))
    #expect(file.items == [tea])
  }

  @Test func failedLoadShowsTheProblemAndRetryLoads() async {
    let store = makeStore(.test(api: .failing("Offline"), storage: .inMemory()))

    await store.send(.reloadTapped).finish()
    #expect(store.state == GroceryState(problem: .loadingFailed("Offline")))

    store.environment.api = .returning([.milk])
    await store.send(.retryTapped).finish()
    #expect(store.state == GroceryState(items: [.milk]))
  }

  @Test func blankNamesAreRefusedWithAMessage() async {
    let file = InMemoryFile()
    let store = makeStore(.test(api: .returning([]), storage: .inMemory(file), clock: ImmediateClock()))

    await add("   ", to: store)

    #expect(store.state == GroceryState(draft: "   ", draftError: "Type a name before adding."))
    #expect(file.contents == nil)

    await store.send(.draftChanged("E")).finish()
    #expect(store.state.draftError == nil)
  }

  @Test func addToggleAndDeleteAreSavedAfterEachChange() async {
    let file = InMemoryFile()
    let store = makeStore(
      .test(api: .returning([]), storage: .inMemory(file), clock: ImmediateClock(), makeID: .incrementing))
    let milk = GroceryItem(id: UUIDGenerator.incrementingID(1), name: "Milk")
    let eggs = GroceryItem(id: UUIDGenerator.incrementingID(2), name: "Eggs")

    await add(" Milk ", to: store)
    await add("Eggs", to: store)
    #expect(store.state.items == [milk, eggs])
    #expect(store.state.summary == "0 of 2 bought")
    #expect(file.items == [milk, eggs])

    await store.send(.toggleBoughtTapped(eggs.id)).finish()
    #expect(store.state.items == [milk, eggs.bought])
    #expect(store.state.summary == "1 of 2 bought")
    #expect(file.items == [milk, eggs.bought])

    await store.send(.deleteTapped(milk.id)).finish()
    #expect(store.state == GroceryState(items: [eggs.bought]))
    #expect(file.items == [eggs.bought])
  }

  @Test func typingSuggestsCatalogNamesAndTappingOneAddsIt() async {
    let store = makeStore(
      .test(api: .returning([]), storage: .inMemory(), clock: ImmediateClock(), makeID: .incrementing))

    await store.send(.draftChanged("mil")).finish()
    #expect(store.state == GroceryState(draft: "mil", suggestions: ["Milk", "Oat milk"]))

    await store.send(.suggestionTapped("Oat milk")).finish()
    let oatMilk = GroceryItem(id: UUIDGenerator.incrementingID(1), name: "Oat milk")
    #expect(store.state == GroceryState(items: [oatMilk]))
  }

  @Test func failedSearchSaysSo() async {
    let store = makeStore(.test(api: .failing("Offline"), clock: ImmediateClock()))

    await store.send(.draftChanged("mil")).finish()

    #expect(store.state == GroceryState(draft: "mil", suggestionsError: "Offline"))
  }

  @Test func failedSaveShowsTheProblemAndRetrySavesAgain() async {
    let file = InMemoryFile()
    let store = makeStore(
      .test(
        api: .returning([]), storage: .savesFailing("Disk full"), clock: ImmediateClock(),
        makeID: .incrementing))

    await add("Tea", to: store)
    #expect(store.state.problem == .savingFailed("Disk full"))

    store.environment.storage = .inMemory(file)
    await store.send(.retryTapped).finish()
    #expect(store.state.problem == nil)
    #expect(file.items?.map(\.name) == ["Tea"])
  }

  @Test func everyStepOfAReloadIsAnEvent() async {
    var steps: [StoreStep<GroceryState, GroceryAction, GroceryEvent>.Input] = []
    let store = GroceryList.makeStore(
      environment: .test(api: .returning([.milk]), storage: .inMemory()),
      onStep: { steps.append($0.input) })

    await store.send(.reloadTapped).finish()

    #expect(
      steps == [
        .action(.reloadTapped), .output(.loadingDidStart), .output(.itemsDidLoad([.milk])),
        .output(.loadingDidStop), .output(.listDidSave),
      ])
  }
}
