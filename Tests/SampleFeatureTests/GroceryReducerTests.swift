import ArchTesting
import Testing

// SampleFeatureMainActorTests compiles this file against the sample built with MainActor isolation.
#if MAIN_ACTOR_SAMPLES
  import MainActorSampleFeature
#else
  import SampleFeature
#endif

/// The reducer is a pure function, so its tests are tables: a state, an event, and how the event
/// changes the state.
///
/// A row without a closure says the event changes nothing. Every row is also
/// checked for purity (reducing twice gives the same state), and a failing row is reported at its
/// own line, by its number and name.
struct GroceryReducerTests {
  let reducer = GroceryReducer()

  @Test func loadingFromTheServer() {
    expectReduce(
      reducer,
      cases: [
        ReduceCase("loading starts", given: GroceryState(), on: .loadingDidStart) { $0.isLoading = true },
        ReduceCase(
          "loading again clears the problem",
          given: GroceryState(problem: .loadingFailed("Offline")), on: .loadingDidStart
        ) {
          $0.isLoading = true
          $0.problem = nil
        },
        ReduceCase(
          "items replace the list",
          given: GroceryState(items: [.milk], isLoading: true), on: .itemsDidLoad([.eggs, .bread])
        ) {
          $0.items = [.eggs, .bread]
        },
        ReduceCase(
          "a failed load shows the problem and keeps the list",
          given: GroceryState(items: [.milk], isLoading: true), on: .loadingDidFail("Offline")
        ) {
          $0.problem = .loadingFailed("Offline")
        },
        ReduceCase("loading stops", given: GroceryState(isLoading: true), on: .loadingDidStop) {
          $0.isLoading = false
        },
      ])
  }

  @Test func theSavedList() {
    expectReduce(
      reducer,
      cases: [
        ReduceCase(
          "a restored list replaces the list", given: GroceryState(items: [.eggs]),
          on: .listDidRestore([.milk])
        ) { $0.items = [.milk] },
        ReduceCase(
          "a damaged file shows the problem", given: GroceryState(),
          on: .restoringDidFail("Damaged")
        ) { $0.problem = .restoringFailed("Damaged") },
        ReduceCase(
          "a failed save shows the problem", given: GroceryState(),
          on: .savingDidFail("Disk full")
        ) { $0.problem = .savingFailed("Disk full") },
        ReduceCase(
          "a save resolves a damaged file",
          given: GroceryState(problem: .restoringFailed("Damaged")), on: .listDidSave
        ) {
          $0.problem = nil
        },
        ReduceCase(
          "a save resolves a failed save",
          given: GroceryState(problem: .savingFailed("Disk full")), on: .listDidSave
        ) {
          $0.problem = nil
        },
        ReduceCase(
          "a save leaves a failed load alone",
          given: GroceryState(problem: .loadingFailed("Offline")), on: .listDidSave),
      ])
  }

  @Test func theNewItemFieldAndItsSuggestions() {
    expectReduce(
      reducer,
      cases: [
        ReduceCase(
          "an edit clears the refusal",
          given: GroceryState(draftError: "Type a name before adding."), on: .draftDidChange("Mi")
        ) {
          $0.draft = "Mi"
          $0.draftError = nil
        },
        ReduceCase(
          "an edit keeps the suggestions until new ones arrive",
          given: GroceryState(draft: "Mi", suggestions: ["Milk"]), on: .draftDidChange("Mil")
        ) {
          $0.draft = "Mil"
        },
        ReduceCase(
          "blanking the field clears the suggestions",
          given: GroceryState(draft: "Mi", suggestions: ["Milk"], suggestionsError: "Slow"),
          on: .draftDidChange(" ")
        ) {
          $0.draft = " "
          $0.suggestions = []
          $0.suggestionsError = nil
        },
        ReduceCase(
          "a refusal is shown", given: GroceryState(draft: " "),
          on: .draftWasRejected("Type a name before adding.")
        ) {
          $0.draftError = "Type a name before adding."
        },
        ReduceCase(
          "suggestions arrive", given: GroceryState(suggestionsError: "Unavailable"),
          on: .suggestionsDidLoad(["Milk", "Oat milk"])
        ) {
          $0.suggestions = ["Milk", "Oat milk"]
          $0.suggestionsError = nil
        },
        ReduceCase(
          "a failed search clears the suggestions", given: GroceryState(suggestions: ["Milk"]),
          on: .suggestionsDidFail("Unavailable")
        ) {
          $0.suggestions = []
          $0.suggestionsError = "Unavailable"
        },
      ])
  }

  @Test func theList() {
    expectReduce(
      reducer,
      cases: [
        ReduceCase(
          "an added item goes last and empties the field",
          given: GroceryState(items: [.milk], draft: "Eggs", suggestions: ["Eggs"]),
          on: .itemWasAdded(.eggs)
        ) {
          $0.items = [.milk, .eggs]
          $0.draft = ""
          $0.suggestions = []
        },
        ReduceCase(
          "toggling marks an item bought", given: GroceryState(items: [.milk, .eggs]),
          on: .itemWasToggled(GroceryItem.milk.id)
        ) { $0.items[0].isBought = true },
        ReduceCase(
          "toggling again unmarks it", given: GroceryState(items: [GroceryItem.milk.bought]),
          on: .itemWasToggled(GroceryItem.milk.id)
        ) { $0.items[0].isBought = false },
        ReduceCase(
          "toggling an unknown item changes nothing", given: GroceryState(items: [.milk]),
          on: .itemWasToggled(GroceryItem.eggs.id)),
        ReduceCase(
          "deleting removes the item", given: GroceryState(items: [.milk, .eggs]),
          on: .itemWasDeleted(GroceryItem.milk.id)
        ) { $0.items = [.eggs] },
        ReduceCase(
          "deleting an unknown item changes nothing", given: GroceryState(items: [.milk]),
          on: .itemWasDeleted(GroceryItem.eggs.id)),
      ])
  }

  @Test func summaryCountsBoughtItems() {
    #expect(GroceryState().summary == "Nothing on the list yet")
    #expect(GroceryState(items: [.milk, .eggs, .bread]).summary == "1 of 3 bought")
  }
}
