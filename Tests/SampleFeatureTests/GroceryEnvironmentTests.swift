import Arch
import ArchTesting
import Testing

// SampleFeatureMainActorTests compiles this file against the sample built with MainActor isolation.
#if MAIN_ACTOR_SAMPLES
  import MainActorSampleFeature
#else
  import SampleFeature
#endif

/// The grocery tests start from an environment where every service is unimplemented and name the
/// services they use.
///
/// These tests show what happens when one is forgotten.
@Suite struct GroceryEnvironmentTests {
  /// The reload saves what it loaded, but the test gave no storage: the failure names the storage's
  /// function and lands on the `send` whose effect saved.
  @Test func aForgottenServiceFailsTheStepWhoseEffectUsedIt() async {
    let store = TestStore(
      initialState: GroceryState(), feature: GroceryList.feature,
      environment: .test(api: .returning([.milk])))
    var sendLine: UInt = 0
    let issues = await withIssueCapture {
      sendLine = #line + 1
      await store.send(.reloadTapped)
      await store.receive(.loadingDidStart) { $0.isLoading = true }
      await store.receive(.itemsDidLoad([.milk])) { $0.items = [.milk] }
      await store.receive(.loadingDidStop) { $0.isLoading = false }
      await store.receive(.savingDidFail("GroceryStorage.save is unimplemented.")) {
        $0.problem = .savingFailed("GroceryStorage.save is unimplemented.")
      }
      await store.finish()
    }
    #expect(
      issues.map(\.message) == [
        """
        GroceryStorage.save was called, but this environment leaves it unimplemented.
        If the test expects the call, give the environment a value for it: `.with { $0.… = … }`.
        (Reported while running step 1, send(.reloadTapped).)
        """
      ])
    #expect(issues.map(\.location.line) == [sendLine])
  }

  /// The presenter makes the new item's id itself, before any effect: the failure lands on the
  /// step that made it, and the item gets the all-zero id.
  @Test func aForgottenIDGeneratorFailsTheStepThatAddedTheItem() async {
    let store = TestStore(
      initialState: GroceryState(draft: "Tea"), feature: GroceryList.feature,
      environment: .test(storage: .inMemory()))
    let tea = GroceryItem(id: UUIDGenerator.incrementingID(0), name: "Tea")
    let issues = await withIssueCapture {
      await store.send(.addTapped)
      await store.receive(.itemWasAdded(tea)) {
        $0.items = [tea]
        $0.draft = ""
      }
      await store.receive(.listDidSave)
      await store.finish()
    }
    #expect(
      issues.map(\.message) == [
        """
        GroceryEnvironment.makeID was called, but this environment leaves it unimplemented.
        If the test expects the call, give the environment a value for it: `.with { $0.… = … }`.
        (Reported while running step 1, send(.addTapped).)
        """
      ])
  }

  /// A presenter test with a forgotten clock: the search's sleep fails the recorder's line.
  @Test func aForgottenClockFailsThePresenterTest() {
    var recorderLine: UInt = 0
    let issues = withIssueCapture {
      recorderLine = #line + 1
      let events = EffectRecorder(
        GroceryPresenter(), sending: .draftChanged("mil"), state: GroceryState(),
        environment: .test(api: .returning([])))
      events.expect(exactly: [
        .draftDidChange("mil"), .suggestionsDidFail("GroceryEnvironment.clock.sleep is unimplemented."),
      ])
      events.finish()
    }
    #expect(
      issues.map(\.message) == [
        """
        GroceryEnvironment.clock.sleep was called, but this environment leaves it unimplemented.
        If the test expects the call, give the environment a value for it: `.with { $0.… = … }`.
        (Reported while recording the effects of .draftChanged("mil").)
        """
      ])
    #expect(issues.map(\.location.line) == [recorderLine])
  }

  /// `with` changes one service of an environment in one line.
  @Test func withGivesOneService() async {
    let file = InMemoryFile()
    let store = TestStore(
      initialState: GroceryState(items: [.milk]), feature: GroceryList.feature,
      environment: GroceryEnvironment.unimplemented.with { $0.storage = .inMemory(file) })
    await store.send(.deleteTapped(GroceryItem.milk.id))
    await store.receive(.itemWasDeleted(GroceryItem.milk.id)) { $0.items = [] }
    await store.receive(.listDidSave)
    await store.finish()
    #expect(file.items == [])
  }
}
