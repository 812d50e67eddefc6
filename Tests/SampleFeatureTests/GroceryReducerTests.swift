import SampleFeature
import Testing

/// The reducer is a pure function, so its tests are a table: a state, an event, the state expected.
struct GroceryReducerTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var state = GroceryState()
    var event: GroceryEvent
    var expected: GroceryState
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Loading from the server
    Case(name: "loading starts", event: .loadingDidStart, expected: GroceryState(isLoading: true)),
    Case(name: "loading again clears the problem",
         state: GroceryState(problem: .loadingFailed("Offline")),
         event: .loadingDidStart, expected: GroceryState(isLoading: true)),
    Case(name: "items replace the list",
         state: GroceryState(items: [.milk], isLoading: true),
         event: .itemsDidLoad([.eggs, .bread]),
         expected: GroceryState(items: [.eggs, .bread], isLoading: true)),
    Case(name: "a failed load shows the problem and keeps the list",
         state: GroceryState(items: [.milk], isLoading: true),
         event: .loadingDidFail("Offline"),
         expected: GroceryState(items: [.milk], isLoading: true, problem: .loadingFailed("Offline"))),
    Case(name: "loading stops", state: GroceryState(isLoading: true),
         event: .loadingDidStop, expected: GroceryState()),

    // The saved list
    Case(name: "a restored list replaces the list",
         event: .listDidRestore([.milk]), expected: GroceryState(items: [.milk])),
    Case(name: "a damaged file shows the problem",
         event: .restoringDidFail("Damaged"),
         expected: GroceryState(problem: .restoringFailed("Damaged"))),
    Case(name: "a failed save shows the problem",
         event: .savingDidFail("Disk full"), expected: GroceryState(problem: .savingFailed("Disk full"))),
    Case(name: "a save resolves a damaged file",
         state: GroceryState(problem: .restoringFailed("Damaged")),
         event: .listDidSave, expected: GroceryState()),
    Case(name: "a save resolves a failed save",
         state: GroceryState(problem: .savingFailed("Disk full")),
         event: .listDidSave, expected: GroceryState()),
    Case(name: "a save leaves a failed load alone",
         state: GroceryState(problem: .loadingFailed("Offline")),
         event: .listDidSave, expected: GroceryState(problem: .loadingFailed("Offline"))),

    // The new-item field and its suggestions
    Case(name: "an edit clears the refusal",
         state: GroceryState(draftError: "Type a name before adding."),
         event: .draftDidChange("Mi"), expected: GroceryState(draft: "Mi")),
    Case(name: "blanking the field clears the suggestions",
         state: GroceryState(draft: "Mi", suggestions: ["Milk"]),
         event: .draftDidChange(" "), expected: GroceryState(draft: " ")),
    Case(name: "a refusal is shown", state: GroceryState(draft: " "),
         event: .draftWasRejected("Type a name before adding."),
         expected: GroceryState(draft: " ", draftError: "Type a name before adding.")),
    Case(name: "suggestions arrive", state: GroceryState(suggestionsError: "Unavailable"),
         event: .suggestionsDidLoad(["Milk", "Oat milk"]),
         expected: GroceryState(suggestions: ["Milk", "Oat milk"])),
    Case(name: "a failed search clears the suggestions", state: GroceryState(suggestions: ["Milk"]),
         event: .suggestionsDidFail("Unavailable"),
         expected: GroceryState(suggestionsError: "Unavailable")),

    // The list
    Case(name: "an added item goes last and empties the field",
         state: GroceryState(items: [.milk], draft: "Eggs", suggestions: ["Eggs"]),
         event: .itemWasAdded(.eggs), expected: GroceryState(items: [.milk, .eggs])),
    Case(name: "toggling marks an item bought", state: GroceryState(items: [.milk, .eggs]),
         event: .itemWasToggled(GroceryItem.milk.id),
         expected: GroceryState(items: [GroceryItem.milk.bought, .eggs])),
    Case(name: "toggling again unmarks it", state: GroceryState(items: [GroceryItem.milk.bought]),
         event: .itemWasToggled(GroceryItem.milk.id), expected: GroceryState(items: [.milk])),
    Case(name: "toggling an unknown item changes nothing", state: GroceryState(items: [.milk]),
         event: .itemWasToggled(GroceryItem.eggs.id), expected: GroceryState(items: [.milk])),
    Case(name: "deleting removes the item", state: GroceryState(items: [.milk, .eggs]),
         event: .itemWasDeleted(GroceryItem.milk.id), expected: GroceryState(items: [.eggs])),
  ]

  @Test(arguments: cases)
  func appliesEvent(_ testCase: Case) {
    #expect(GroceryReducer().reducing(testCase.state, event: testCase.event) == testCase.expected)
  }

  @Test func summaryCountsBoughtItems() {
    #expect(GroceryState().summary == "Nothing on the list yet")
    #expect(GroceryState(items: [.milk, .eggs, .bread]).summary == "1 of 3 bought")
  }
}
