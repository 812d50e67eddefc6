import Arch
import ArchTesting
import SampleFeature
import Testing

/// The Swift examples README.md shows, compiled and run: ``DocumentedExampleTests`` checks that every
/// block of the README appears, line for line, in a file like this one.
@Suite struct ReadmeExampleTests {
  // MARK: Testing a feature with `TestStore`

  @Test func reloadShowsTheItemsAndSavesThem() async {
    let store = TestStore(
      initialState: GroceryState(),
      feature: GroceryList.feature,
      environment: .test(api: .returning([.milk, .eggs]), storage: .inMemory())
    )
    await store.send(.reloadTapped)
    await store.receive(.loadingDidStart) { $0.isLoading = true }
    await store.receive(.itemsDidLoad([.milk, .eggs])) { $0.items = [.milk, .eggs] }
    await store.receive(.loadingDidStop) { $0.isLoading = false }
    await store.receive(.listDidSave)
    await store.finish()
  }

  @Test func typingFastSearchesOnlyForTheLastText() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: GroceryState(), feature: GroceryList.feature,
      environment: .test(api: .returning([]), clock: clock))
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

  // MARK: Dumps, diffs and assertions

  /// A stand-in for any value-holding object the README's `expectDifference` example changes.
  private final class Cart {
    var state = GroceryState()
    func add(_ item: GroceryItem) { state.items.append(item) }
  }

  @Test func assertions() {
    let expected = [GroceryItem.milk]
    let actual = [GroceryItem.milk]
    let cart = Cart()
    expectNoDifference(expected, actual)  // the diff, at your line, in XCTest or Swift Testing
    expectDifference(cart.state) {
      cart.add(.milk)  // the operation
    } assert: {
      $0.items.append(.milk)  // exactly how it must change the value
    }
  }

  // MARK: Testing each layer on its own

  // Presenter: this action emits exactly these events, in order.
  @Test func reloadEmitsTheLoadingStory() async {
    let events = EffectRecorder(
      GroceryPresenter(), sending: .reloadTapped, state: GroceryState(),
      environment: .test(api: .returning([.milk]), storage: .inMemory()))
    events.expect(exactly: [.loadingDidStart, .itemsDidLoad([.milk]), .loadingDidStop, .listDidSave])
    events.finish()
  }

  // Reducer: this event turns this state into that one — one line, or a table of named rows.
  @Test func loadingEvents() {
    expectReduce(GroceryReducer(), given: GroceryState(), on: .loadingDidStart) { $0.isLoading = true }
    expectReduce(
      GroceryReducer(),
      cases: [
        ReduceCase("items replace the list", given: GroceryState(), on: .itemsDidLoad([.milk])) {
          $0.items = [.milk]
        },
        ReduceCase("stop ends loading", given: GroceryState(isLoading: true), on: .loadingDidStop) {
          $0.isLoading = false
        },
      ])
  }

  // View: this state renders like this, and this button sends that action.
  @Test func retryAppearsOnlyOnError() {
    let failed = GroceryViewBuilder().view(for: GroceryState(problem: .loadingFailed("Offline")))
    #expect(failed.tap(button: "Retry") == .retryTapped)
    GroceryViewBuilder().view(for: GroceryState()).expectAbsent(.button("Retry"))
    expectPureView(GroceryViewBuilder(), for: GroceryState(items: [.milk]))
  }

  // The whole loop, driven through the view: state → view → tap → action → presenter → events → state.
  @Test func addAnItemThroughTheView() async {
    let store = TestStore(
      initialState: GroceryState(), feature: GroceryList.feature,
      environment: .test(
        api: .returning([]), storage: .inMemory(),
        clock: TestClock(), makeID: .incrementing),
      view: GroceryList.view)
    await store.type("Milk", into: "New item")
    await store.receive(.draftDidChange("Milk")) { $0.draft = "Milk" }
    await store.tap(button: "Add")
    // …
    await store.skipReceived()
    await store.finish()
  }

  // MARK: Text snapshots

  @Test func loadFailedOffersRetry() {
    let state = GroceryState(problem: .loadingFailed("The server is unreachable."))
    assertSnapshot(of: GroceryList.view.view(for: state), as: .view(), named: "load-failed")
  }
}

// MARK: Sending to the `Store` from background code

// Code that is not on the main actor (a callback, a notification handler, a background task)
// hops there to send:
func reloadWhenThePushArrives(_ store: Store<GroceryFeature>) async -> StoreTask {
  await MainActor.run { store.send(.reloadTapped) }
}

// Or is main-actor code itself, and sends directly:
@MainActor func reloadFromTheMenu(_ store: Store<GroceryFeature>) -> StoreTask {
  store.send(.reloadTapped)
}

@MainActor @Suite(.timeLimit(.minutes(10))) struct ReadmeBackgroundSendingTests {
  // A reload saves the list, so each environment names its storage: a production `Store` has no test
  // to fail, and a service left unimplemented would only be logged to standard error.
  @Test func backgroundCodeSendsOnTheMainActor() async {
    let file = InMemoryFile()
    let store = Store(
      initialState: GroceryState(), feature: GroceryList.feature,
      environment: .test(api: .returning([.milk]), storage: .inMemory(file), clock: TestClock()))
    await reloadWhenThePushArrives(store).finish()
    #expect(store.state.items == [.milk])
    #expect(file.items == [.milk])

    store.environment = .test(api: .returning([.milk, .eggs]), storage: .inMemory(file), clock: TestClock())
    await reloadFromTheMenu(store).finish()
    #expect(store.state.items == [.milk, .eggs])
    #expect(file.items == [.milk, .eggs])
  }
}
