import Arch
import ArchTesting
import Testing

// SampleFeatureMainActorTests compiles this file against the sample built with MainActor isolation.
#if MAIN_ACTOR_SAMPLES
  import MainActorSampleFeature
#else
  import SampleFeature
#endif

/// The view is a pure function of the state, so its tests build a state and ask the description
/// questions a person would: what is on screen, what can be tapped, and what a tap sends.
///
/// The snapshots (GroceryViewSnapshotTests) show whole screens; these tests pin the rules.
struct GroceryViewTests {
  private func screen(_ state: GroceryState) -> ViewNode<GroceryAction> {
    GroceryList.view.view(for: state)
  }

  static let problems: [GroceryState.Problem] = [
    .loadingFailed("Offline"), .restoringFailed("Damaged"), .savingFailed("Disk full"),
  ]

  @Test func theRetryButtonAppearsOnlyOnError() {
    for calm in [GroceryState(), GroceryState(items: [.milk]), GroceryState(isLoading: true)] {
      screen(calm).expectAbsent(.button("Retry"))
      screen(calm).expectAbsent(.role(.alert))
    }
    for problem in Self.problems {
      #expect(screen(GroceryState(problem: problem)).tap(button: "Retry") == .retryTapped)
    }
  }

  @Test func theAlertSaysWhatFailedAndWhy() {
    let alerts = Self.problems.map { screen(GroceryState(problem: $0)).find(.role(.alert))?.kind }
    #expect(
      alerts == [
        .alert(title: "Could not load the list", message: "Offline"),
        .alert(title: "Could not read the saved list", message: "Damaged"),
        .alert(title: "Could not save the list", message: "Disk full"),
      ])
  }

  @Test func reloadIsDisabledWhileLoading() {
    let loading = screen(GroceryState(isLoading: true))
    loading.expectPresent(.role(.progress, label: "Loading…"))
    #expect(loading.find(.button("Reload"))?.isEnabled == false)

    let idle = screen(GroceryState())
    idle.expectAbsent(.role(.progress))
    #expect(idle.tap(button: "Reload") == .reloadTapped)
  }

  @Test func theSummaryCountsBoughtItems() {
    let list = GroceryState(items: [.milk, GroceryItem.eggs.bought, .bread])
    #expect(screen(list).text(of: .id("summary")) == "2 of 3 bought")
    #expect(screen(GroceryState()).text(of: .id("summary")) == "Nothing on the list yet")
  }

  @Test func typingIntoNewItemSendsDraftChanged() {
    let typing = screen(GroceryState(draft: "Mi"))
    #expect(typing.text(of: .textField("New item")) == "Mi")
    #expect(typing.type("Milk", into: "New item") == .draftChanged("Milk"))
    #expect(typing.submit("New item") == .addTapped)
    #expect(typing.tap(button: "Add") == .addTapped)
  }

  @Test func aRefusalIsShownUnderTheField() {
    let refused = screen(GroceryState(draft: " ", draftError: "Type a name before adding."))
    refused.expectPresent(.text("Type a name before adding.").within(.role(.section, label: "Add an item")))
    screen(GroceryState()).expectAbsent(.id("draftError"))
  }

  @Test func suggestionsAreButtonsThatAddThem() {
    let suggesting = screen(GroceryState(draft: "mil", suggestions: ["Milk", "Oat milk"]))
    let buttons = suggesting.findAll(.button().within(.id("suggestions")))
    #expect(buttons.map(\.label) == ["Add Milk", "Add Oat milk"])
    #expect(suggesting.tap(button: "Add Oat milk") == .suggestionTapped("Oat milk"))
    screen(GroceryState()).expectAbsent(.id("suggestions"))

    screen(GroceryState(suggestionsError: "Unavailable")).expectPresent(.text("Unavailable"))
  }

  @Test func eachRowTogglesAndDeletesItsOwnItem() {
    let list = screen(GroceryState(items: [.milk, GroceryItem.eggs.bought]))
    let eggsRow = ViewQuery.row(GroceryItem.eggs.id.uuidString)
    #expect(list.findAll(.role(.row)).count == 2)
    #expect(
      list.find(.toggle("Eggs").within(eggsRow))?.kind
        == .toggle(label: "Eggs", isOn: true, action: .toggleBoughtTapped(GroceryItem.eggs.id)))
    #expect(list.toggle(.toggle("Milk")) == .toggleBoughtTapped(GroceryItem.milk.id))
    #expect(list.tap(button: .button("Delete").within(eggsRow)) == .deleteTapped(GroceryItem.eggs.id))
  }

  /// The rows as the view builder renders them, read beside the test: each item is a toggle that
  /// reports its own id and a Delete button.
  ///
  /// An inline snapshot keeps that text in the test; a change
  /// to the view is recorded and reviewed like a file snapshot (`swift run snapshots review`).
  @Test func eachRowIsAToggleAndADeleteButton() throws {
    let rows = try #require(screen(GroceryState(items: [.milk, GroceryItem.eggs.bought])).find(.id("items")))
    assertInlineSnapshot(of: rows, as: .view()) {
      """
      list #items
        row "00000000-0000-0000-0000-000000000101"
          toggle "Milk" [off] → .toggleBoughtTapped(00000000-0000-0000-0000-000000000101)
          button "Delete" → .deleteTapped(00000000-0000-0000-0000-000000000101)
        row "00000000-0000-0000-0000-000000000102"
          toggle "Eggs" [on] → .toggleBoughtTapped(00000000-0000-0000-0000-000000000102)
          button "Delete" → .deleteTapped(00000000-0000-0000-0000-000000000102)
      """
    }
  }

  @Test(arguments: [
    GroceryState(),
    GroceryState(isLoading: true),
    GroceryState(items: [.milk, .bread], problem: .loadingFailed("Offline"), suggestions: ["Oat milk"]),
    GroceryState(draft: " ", draftError: "Type a name before adding.", suggestionsError: "Unavailable"),
  ])
  func theViewIsPure(_ state: GroceryState) {
    expectPureView(GroceryList.view, for: state)
  }
}
