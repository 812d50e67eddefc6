import Arch
import ArchTestSupport
import ArchTesting
import Testing

@Suite struct ViewInteractionTests {
  let editor = ItemsEditor.EditorView().view(
    for: .init(
      draft: "Br", items: [.init(name: "Milk", isBought: true), .init(name: "Eggs")]))
  let idle = Loader.LoaderView().view(for: .init())
  let loading = Loader.LoaderView().view(for: .init(isLoading: true))

  @Test func controlsReturnTheActionTheyWouldSend() {
    expectIssues([]) {
      #expect(idle.tap(button: "Reload") == .reloadTapped)
      #expect(loading.tap(button: .button("Cancel")) == .cancelTapped)
      #expect(editor.tap(button: .label("Delete").within(.row("Eggs"))) == .deleteTapped("Eggs"))
      #expect(editor.toggle("Milk") == .boughtToggled("Milk"))
      #expect(editor.type("Bread", into: "New item") == .draftChanged("Bread"))
      #expect(editor.type("", into: .textField()) == .draftChanged(""))
      #expect(editor.submit("New item") == .addTapped)
    }
  }

  @Test func aTapLooksForAButtonWhateverRoleTheQueryNamed() {
    expectIssues([]) {
      #expect(editor.tap(button: .toggle("Add")) == .addTapped)
    }
  }

  @Test func aDisabledButtonRefusesATap() {
    var line: UInt = 0
    let issues = withIssueCapture {
      line = #line + 1
      #expect(loading.tap(button: "Reload") == nil)
    }
    #expect(
      issues.map(\.message) == [
        """
        Cannot tap button "Reload" (at vstack › button "Reload"): it is disabled.
        A person could not tap it in this state; reach a state where they can first.
        """
      ])
    #expect(issues.first?.location.line == line)
  }

  @Test func aHiddenButtonRefusesATap() {
    expectIssues([
      """
      Cannot tap button "Cancel" (at vstack › button "Cancel"): it is hidden.
      A person could not tap it in this state; reach a state where they can first.
      """
    ]) {
      #expect(idle.tap(button: "Cancel") == nil)
    }
  }

  @Test func aControlInsideAHiddenOrDisabledContainerRefuses() {
    let view = ViewNode<ItemsEditor.Action>.vstack {
      ViewNode.section("Details") {
        ViewNode.toggle("Milk", isOn: false, sends: .boughtToggled("Milk"))
      }
      .hidden()
      ViewNode.hstack(id: "form") {
        ViewNode.textField("Name", text: "", onChange: ItemsEditor.Action.draftChanged)
      }
      .disabled()
    }
    expectIssues([
      """
      Cannot toggle toggle "Milk" (at vstack › section "Details" › toggle "Milk"): it is inside a \
      hidden section "Details".
      A person could not toggle it in this state; reach a state where they can first.
      """,
      """
      Cannot type into textField "Name" (at vstack › hstack #form › textField "Name"): it is inside a \
      disabled hstack #form.
      A person could not type into it in this state; reach a state where they can first.
      """,
    ]) {
      #expect(view.toggle("Milk") == nil)
      #expect(view.type("Bread", into: "Name") == nil)
    }
  }

  @Test func aFieldWithoutASubmitActionRefusesSubmitting() {
    let view = ViewNode<ItemsEditor.Action>.textField(
      "Search", text: "", onChange: ItemsEditor.Action.draftChanged)
    expectIssues([
      """
      Cannot submit textField "Search" (at textField "Search"): it has no submit action.
      Give it one with `onSubmit:` in the view builder, or send the action directly.
      """
    ]) {
      #expect(view.submit("Search") == nil)
    }
  }

  @Test func anAmbiguousControlIsRefused() {
    expectIssues([
      """
      Found 2 nodes for button "Delete", but can only tap one:
        • vstack › list #items › row "Milk" › button "Delete"
        • vstack › list #items › row "Eggs" › button "Delete"
      Narrow the query with `.within(…)`, or give the node an identifier and query `.id(…)`.
      """
    ]) {
      #expect(editor.tap(button: "Delete") == nil)
    }
  }

  @Test func aMissingControlPrintsTheView() {
    expectIssues([
      """
      Found no toggle "Reload" in the view.
      Searched: view › toggle "Reload"
      Closest:
        • button "Reload" → .reloadTapped
      The view:
        vstack
          text "Groceries"
          button "Reload" → .reloadTapped
          button "Cancel" → .cancelTapped [hidden]
          list #items
      """
    ]) {
      #expect(idle.toggle("Reload") == nil)
    }
  }
}
