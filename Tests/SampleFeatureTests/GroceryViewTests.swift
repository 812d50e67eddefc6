import Arch
import SampleFeature
import Testing

/// The view is a pure function of the state, so its tests build a state and read the description.
struct GroceryViewTests {
  private func view(_ state: GroceryState) -> ViewNode<GroceryAction> {
    GroceryViewBuilder().view(for: state)
  }

  static let problems: [GroceryState.Problem] = [
    .loadingFailed("Offline"), .restoringFailed("Damaged"), .savingFailed("Disk full"),
  ]

  @Test func retryAppearsOnlyWithAProblem() {
    for state in [GroceryState(), GroceryState(items: [.milk]), GroceryState(isLoading: true)] {
      #expect(view(state).node(withID: "retry") == nil)
      #expect(view(state).node(withID: "problem") == nil)
    }
    for problem in Self.problems {
      let retry = view(GroceryState(problem: problem)).node(withID: "retry")
      #expect(retry?.kind == .button(label: "Retry", action: .retryTapped))
      #expect(retry?.isInteractive == true)
    }
  }

  @Test func problemAlertSaysWhatFailedAndWhy() {
    let alerts = Self.problems.map { view(GroceryState(problem: $0)).node(withID: "problem")?.kind }
    #expect(alerts == [
      .alert(title: "Could not load the list", message: "Offline"),
      .alert(title: "Could not read the saved list", message: "Damaged"),
      .alert(title: "Could not save the list", message: "Disk full"),
    ])
  }

  @Test func loadingShowsProgressAndDisablesReload() {
    let loading = view(GroceryState(isLoading: true))
    #expect(loading.node(withID: "loading")?.kind == .progress(label: "Loading…", fraction: nil))
    #expect(loading.node(withID: "reload")?.isEnabled == false)

    let idle = view(GroceryState())
    #expect(idle.node(withID: "loading") == nil)
    #expect(idle.node(withID: "reload")?.isEnabled == true)
  }

  @Test func summaryLineCountsBoughtItems() {
    let state = GroceryState(items: [.milk, GroceryItem.eggs.bought, .bread])
    #expect(view(state).node(withID: "summary")?.label == "2 of 3 bought")
    #expect(view(GroceryState()).node(withID: "summary")?.label == "Nothing on the list yet")
  }

  @Test func fieldSendsEditsAndSubmitsAdd() throws {
    let field = try #require(view(GroceryState(draft: "Mi")).node(withID: "draft"))
    guard case .textField(let label, let text, let onChange, let onSubmit) = field.kind else {
      Issue.record("draft is not a text field: \(field.renderedLine)")
      return
    }
    #expect(label == "New item")
    #expect(text == "Mi")
    #expect(onChange.action(for: "Milk") == .draftChanged("Milk"))
    #expect(onSubmit == .addTapped)
    #expect(view(GroceryState()).node(withID: "add")?.kind.sentAction == .addTapped)
  }

  @Test func refusalIsShownUnderTheField() {
    let refused = view(GroceryState(draftError: "Type a name before adding."))
    #expect(refused.node(withID: "draftError")?.label == "Type a name before adding.")
    #expect(view(GroceryState()).node(withID: "draftError") == nil)
  }

  @Test func suggestionsAreButtonsThatAddThem() {
    let screen = view(GroceryState(draft: "mil", suggestions: ["Milk", "Oat milk"]))
    let buttons = screen.node(withID: "suggestions")?.flattened.filter(\.kind.isButton) ?? []
    #expect(buttons.map(\.label) == ["Add Milk", "Add Oat milk"])
    #expect(buttons.map(\.kind.sentAction) == [.suggestionTapped("Milk"), .suggestionTapped("Oat milk")])
    #expect(view(GroceryState()).node(withID: "suggestions") == nil)

    let failed = view(GroceryState(suggestionsError: "Unavailable"))
    #expect(failed.node(withID: "suggestionsError")?.label == "Unavailable")
  }

  @Test func eachRowTogglesAndDeletesItsItem() throws {
    let screen = view(GroceryState(items: [.milk, GroceryItem.eggs.bought]))
    let rows = try #require(screen.node(withID: "items")).children
    #expect(rows.map(\.kind) == [.row(id: GroceryItem.milk.id.uuidString),
                                 .row(id: GroceryItem.eggs.id.uuidString)])
    #expect(rows[1].children.map(\.kind) == [
      .toggle(label: "Eggs", isOn: true, action: .toggleBoughtTapped(GroceryItem.eggs.id)),
      .button(label: "Delete", action: .deleteTapped(GroceryItem.eggs.id)),
    ])
  }

  @Test func renderedScreen() {
    let state = GroceryState(
      items: [.milk, .bread], problem: .loadingFailed("Offline"), draft: "oa", suggestions: ["Oat milk"])
    #expect(view(state).rendered == """
      vstack
        hstack
          text "Groceries" #title
          button "Reload" → .reloadTapped #reload
        alert "Could not load the list" "Offline" #problem
          button "Retry" → .retryTapped #retry
        section "Add an item"
          textField "New item" = "oa" → .draftChanged("‹text›") ⏎ .addTapped #draft
          button "Add" → .addTapped #add
          list #suggestions
            row "Oat milk"
              button "Add Oat milk" → .suggestionTapped("Oat milk")
        list #items
          row "00000000-0000-0000-0000-000000000101"
            toggle "Milk" [off] → .toggleBoughtTapped(00000000-0000-0000-0000-000000000101)
            button "Delete" → .deleteTapped(00000000-0000-0000-0000-000000000101)
          row "00000000-0000-0000-0000-000000000103"
            toggle "Bread" [on] → .toggleBoughtTapped(00000000-0000-0000-0000-000000000103)
            button "Delete" → .deleteTapped(00000000-0000-0000-0000-000000000103)
        text "1 of 2 bought" #summary
      """)
  }
}
