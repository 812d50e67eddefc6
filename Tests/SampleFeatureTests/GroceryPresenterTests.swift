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

/// The presenter turns an action into effects, so its tests send one action and check exactly which
/// events come out, in order.
///
/// No reducer runs and no state changes: the state is only what the
/// presenter reads. `finish()` fails if an effect is still running, so nothing is left behind.
///
/// Each test names the services the action uses; the others stay unimplemented, so a test that
/// passes no storage also proves that nothing is saved.
@Suite struct GroceryPresenterTests {
  /// Where the list is saved, for tests that give `.inMemory(file)`.
  let file = InMemoryFile()
  /// Moves only when a test advances it: the search waits on it.
  let clock = TestClock()
  /// The first item the presenter makes with `makeID: .incrementing`.
  let newMilk = GroceryItem(id: UUIDGenerator.incrementingID(1), name: "Milk")

  /// Starts the effects of `action` in `state` and records the events they emit.
  private func record(
    _ action: GroceryAction, in state: GroceryState = GroceryState(),
    environment: GroceryEnvironment = .unimplemented,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> EffectRecorder<GroceryEvent> {
    EffectRecorder(
      GroceryPresenter(), sending: action, state: state, environment: environment,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  // MARK: appeared

  @Test func appearedRestoresTheSavedListWithoutAskingTheServer() {
    let saved = InMemoryFile(items: [.bread])
    let events = record(.appeared, environment: .test(storage: .inMemory(saved)))
    events.expect(exactly: [.listDidRestore([.bread])])
    events.finish()
  }

  @Test func appearedWithNothingSavedLoadsFromTheServerAndSaves() {
    let events = record(.appeared, environment: .test(api: .returning([.milk]), storage: .inMemory(file)))
    events.expect(exactly: [.loadingDidStart, .itemsDidLoad([.milk]), .loadingDidStop, .listDidSave])
    events.finish()
    #expect(file.items == [.milk])
  }

  @Test func appearedWithADamagedFileSaysSoAndLeavesTheFileAlone() {
    let damaged = InMemoryFile(contents: Data("{oops".utf8))
    let events = record(.appeared, environment: .test(storage: .inMemory(damaged)))
    events.expect(exactly: [.restoringDidFail("The saved list is damaged and could not be read.")])
    events.finish()
    #expect(damaged.contents == Data("{oops".utf8))
  }

  // MARK: reloadTapped

  @Test func reloadTellsTheWholeLoadingStoryThenSaves() {
    let events = record(
      .reloadTapped, environment: .test(api: .returning([.milk, .eggs]), storage: .inMemory(file)))
    events.expect(exactly: [.loadingDidStart, .itemsDidLoad([.milk, .eggs]), .loadingDidStop, .listDidSave])
    events.finish()
    #expect(file.items == [.milk, .eggs])
  }

  @Test func aFailedReloadStillStopsLoadingAndSavesNothing() {
    let events = record(
      .reloadTapped, in: GroceryState(items: [.bread]), environment: .test(api: .failing("Offline")))
    events.expect(exactly: [.loadingDidStart, .loadingDidFail("Offline"), .loadingDidStop])
    events.finish()
  }

  @Test func aLoadedListThatCannotBeSavedSaysSo() {
    let events = record(
      .reloadTapped, environment: .test(api: .returning([.milk]), storage: .savesFailing("Disk full")))
    events.expect(exactly: [
      .loadingDidStart, .itemsDidLoad([.milk]), .loadingDidStop, .savingDidFail("Disk full"),
    ])
    events.finish()
  }

  @Test func reloadWhileLoadingDoesNothing() {
    let events = record(.reloadTapped, in: GroceryState(isLoading: true))
    events.expect(exactly: [])
    events.finish()
  }

  // MARK: retryTapped, for each problem

  @Test func retryWithoutAProblemDoesNothing() {
    let events = record(.retryTapped)
    events.expect(exactly: [])
    events.finish()
  }

  @Test func retryAfterAFailedLoadLoadsAgain() {
    let events = record(
      .retryTapped, in: GroceryState(problem: .loadingFailed("Offline")),
      environment: .test(api: .returning([.milk]), storage: .inMemory(file)))
    events.expect(exactly: [.loadingDidStart, .itemsDidLoad([.milk]), .loadingDidStop, .listDidSave])
    events.finish()
  }

  @Test func retryWhileStillLoadingDoesNothing() {
    let events = record(.retryTapped, in: GroceryState(isLoading: true, problem: .loadingFailed("Offline")))
    events.expect(exactly: [])
    events.finish()
  }

  @Test func retryAfterADamagedFileReadsItAgain() {
    let repaired = InMemoryFile(items: [.bread])
    let events = record(
      .retryTapped, in: GroceryState(problem: .restoringFailed("Damaged")),
      environment: .test(storage: .inMemory(repaired)))
    events.expect(exactly: [.listDidRestore([.bread])])
    events.finish()
  }

  @Test func retryAfterAFailedSaveSavesTheListOnScreen() {
    let unsaved = GroceryState(items: [.milk, .eggs], problem: .savingFailed("Disk full"))
    let events = record(.retryTapped, in: unsaved, environment: .test(storage: .inMemory(file)))
    events.expect(exactly: [.listDidSave])
    events.finish()
    #expect(file.items == [.milk, .eggs])
  }

  // MARK: draftChanged

  @Test func typingShowsTheTextAtOnceAndSearchesAfterAPause() async {
    let events = record(.draftChanged("mil"), environment: .test(api: .returning([]), clock: clock))
    events.expect(exactly: [.draftDidChange("mil")])

    await clock.advance(by: GroceryPresenter.searchDelay - .milliseconds(1))
    events.expect(exactly: [.draftDidChange("mil")])

    await clock.advance(by: .milliseconds(1))
    events.expect(exactly: [.draftDidChange("mil"), .suggestionsDidLoad(["Milk", "Oat milk"])])
    events.finish()
  }

  @Test func aFailedSearchSaysWhy() async {
    let events = record(.draftChanged("mil"), environment: .test(api: .failing("Offline"), clock: clock))
    await clock.advance(by: GroceryPresenter.searchDelay)
    events.expect(exactly: [.draftDidChange("mil"), .suggestionsDidFail("Offline")])
    events.finish()
  }

  @Test func blankTextSearchesNothing() {
    let events = record(.draftChanged("  "), in: GroceryState(draft: "mi"))
    events.expect(exactly: [.draftDidChange("  ")])
    // Blank text cancels the pending search instead of starting one (see GroceryStoryTests): the
    // unimplemented clock and server would fail the test if a search waited or ran.
    events.finish()
  }

  // MARK: addTapped and suggestionTapped

  @Test func addingABlankNameIsRefusedAndSavesNothing() {
    let events = record(.addTapped, in: GroceryState(draft: " \n "))
    events.expect(exactly: [.draftWasRejected("Type a name before adding.")])
    events.finish()
  }

  @Test func addingATrimmedNameAddsItAndSaves() {
    let events = record(
      .addTapped, in: GroceryState(items: [.eggs], draft: " Milk "),
      environment: .test(storage: .inMemory(file), makeID: .incrementing))
    events.expect(exactly: [.itemWasAdded(newMilk), .listDidSave])
    events.finish()
    #expect(file.items == [.eggs, newMilk])
  }

  @Test func anAddThatCannotBeSavedSaysSo() {
    let events = record(
      .addTapped, in: GroceryState(draft: "Milk"),
      environment: .test(storage: .savesFailing("Disk full"), makeID: .incrementing))
    events.expect(exactly: [.itemWasAdded(newMilk), .savingDidFail("Disk full")])
    events.finish()
  }

  @Test func tappingASuggestionAddsItWhateverTheDraft() {
    let events = record(
      .suggestionTapped("Milk"), in: GroceryState(draft: "mi"),
      environment: .test(storage: .inMemory(file), makeID: .incrementing))
    events.expect(exactly: [.itemWasAdded(newMilk), .listDidSave])
    events.finish()
    #expect(file.items == [newMilk])
  }

  // MARK: toggleBoughtTapped and deleteTapped

  @Test func togglingAnItemSavesTheToggledList() {
    let events = record(
      .toggleBoughtTapped(GroceryItem.milk.id), in: GroceryState(items: [.milk, .eggs]),
      environment: .test(storage: .inMemory(file)))
    events.expect(exactly: [.itemWasToggled(GroceryItem.milk.id), .listDidSave])
    events.finish()
    #expect(file.items == [GroceryItem.milk.bought, .eggs])
  }

  @Test func deletingAnItemSavesTheShorterList() {
    let events = record(
      .deleteTapped(GroceryItem.milk.id), in: GroceryState(items: [.milk, .eggs]),
      environment: .test(storage: .inMemory(file)))
    events.expect(exactly: [.itemWasDeleted(GroceryItem.milk.id), .listDidSave])
    events.finish()
    #expect(file.items == [.eggs])
  }

  @Test(arguments: [
    GroceryAction.toggleBoughtTapped(GroceryItem.eggs.id), .deleteTapped(GroceryItem.eggs.id),
  ])
  func anItemNoLongerOnTheListIsIgnored(_ action: GroceryAction) {
    let events = record(action, in: GroceryState(items: [.milk]))
    events.expect(exactly: [])
    events.finish()
  }
}
