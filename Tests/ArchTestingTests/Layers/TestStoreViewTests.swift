import Arch
import ArchTestSupport
import ArchTesting
import Testing

@Suite struct TestStoreViewTests {
  let clock = TestClock()

  func loaderStore() -> TestStore<SplitFeature<Loader.LoaderPresenter, Loader.LoaderReducer>> {
    TestStore(
      initialState: .init(), feature: Loader.feature,
      environment: .init(clock: clock, fetch: { ["milk"] }), view: Loader.LoaderView())
  }

  func editorStore() -> TestStore<ItemsEditor> {
    TestStore(
      initialState: .init(), feature: ItemsEditor(), environment: (),
      view: ItemsEditor.EditorView())
  }

  @Test func aSplitFeatureIsDrivenThroughItsView() async {
    let store = loaderStore()
    await expectIssues([]) {
      await store.tap(button: "Reload")
      await store.receive(.loadingDidStart) { $0.isLoading = true }
      await clock.advance(by: .seconds(1))
      await store.receive(.itemsDidLoad(["milk"])) { $0.items = ["milk"] }
      await store.receive(.loadingDidStop) { $0.isLoading = false }
      await store.finish()
    }
  }

  @Test func aReducerWithEffectsIsDrivenThroughItsView() async {
    let store = editorStore()
    await expectIssues([]) {
      await store.type("Milk", into: "New item") { $0.draft = "Milk" }
      await store.submit("New item") {
        $0.items = [.init(name: "Milk")]
        $0.draft = ""
      }
      await store.toggle("Milk") { $0.items[0].isBought = true }
      await store.tap(button: .label("Delete").within(.row("Milk"))) { $0.items = [] }
      await store.finish()
    }
  }

  @Test func theStepIsNamedByTheInteraction() async {
    let store = editorStore()
    var line: UInt = 0
    let issues = await withIssueCapture {
      line = #line + 1
      await store.type("Milk", into: "New item") { $0.draft = "Eggs" }
    }
    #expect(
      issues.map(\.message).first?.hasPrefix(
        "State after step 1, type(\"Milk\", into: \"New item\") is not what the test expected:") == true)
    #expect(issues.first?.location.line == line)
    #expect(store.state.draft == "Milk")
  }

  @Test func aDisabledControlSendsNothing() async {
    let store = editorStore()
    var line: UInt = 0
    let issues = await withIssueCapture {
      line = #line + 1
      let task = await store.tap(button: "Add")
      #expect(task == nil)
    }
    #expect(
      issues.map(\.message) == [
        """
        Step 1, tap(button: "Add") sent nothing:
        Cannot tap button "Add" (at vstack › button "Add"): it is disabled.
        A person could not tap it in this state; reach a state where they can first.
        """
      ])
    #expect(issues.first?.location.line == line)
    #expect(store.state == .init())
  }

  @Test func aMissingControlSendsNothingAndShowsTheCurrentRendering() async {
    let store = editorStore()
    await store.type("Milk", into: "New item") { $0.draft = "Milk" }
    await expectIssues([
      """
      Step 2, toggle("Milk") sent nothing:
      Found no toggle "Milk" in the view.
      Searched: view › toggle "Milk"
      The view:
        vstack
          textField "New item" = "Milk" → .draftChanged("‹text›") ⏎ .addTapped
          button "Add" → .addTapped
          list #items
      """
    ]) {
      await store.toggle("Milk")
    }
  }

  @Test func aStoreWithoutAViewSaysHowToGiveItOne() async {
    let store = TestStore(counter: .init())
    await expectIssues([
      """
      Step 1, tap(button: "Reload") sent nothing: the test store has no view to find it in.
      Give the store its view builder: `TestStore(initialState: …, feature: …, environment: …, \
      view: MyView())`.
      """
    ]) {
      await store.tap(button: "Reload")
    }
  }

  @Test func anExhaustiveStoreRendersTheStateBeforeUnreceivedOutputs() async {
    let store = loaderStore()
    await store.tap(button: "Reload")
    await expectIssues([
      """
      Step 2, tap(button: "Cancel") was sent while 1 received event was not yet asserted:
        • .loadingDidStart (from step 1, tap(button: "Reload"))
      Receive them with `await store.receive(…)`, skip them with `await store.skipReceived()`, \
      or make the test non-exhaustive with `store.exhaustivity = .off`.
      """,
      """
      Step 2, tap(button: "Cancel") sent nothing:
      Cannot tap button "Cancel" (at vstack › button "Cancel"): it is hidden.
      A person could not tap it in this state; reach a state where they can first.
      """,
    ]) {
      await store.tap(button: "Cancel")
    }
    await store.skipReceived()
    await store.skipInFlightEffects()
    await store.finish()
  }

  @Test func aNonExhaustiveStoreAppliesWaitingOutputsBeforeRendering() async {
    let store = loaderStore()
    store.exhaustivity = .off
    await expectIssues([]) {
      await store.tap(button: "Reload")
      await store.tap(button: "Cancel")
      await store.finish()
    }
    #expect(store.state.isLoading == true)
    #expect(clock.pendingDeadlines.isEmpty)
  }

  @Test func tappingAfterFinishFails() async {
    let store = editorStore()
    await store.finish()
    await expectIssues([
      "Step 2, type(\"Milk\", into: \"New item\") was sent after `finish()`: a finished test store takes no more steps."
    ]) {
      await store.type("Milk", into: "New item") { $0.draft = "Milk" }
    }
  }
}
