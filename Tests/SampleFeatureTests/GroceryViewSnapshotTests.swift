import Arch
import ArchTesting
import Testing

// SampleFeatureMainActorTests compiles this file against the sample built with MainActor isolation.
#if MAIN_ACTOR_SAMPLES
  import MainActorSampleFeature
#else
  import SampleFeature
#endif

/// The grocery screen in every state worth seeing, recorded as text under `Snapshots/`.
///
/// The view builder is a pure function of state, so these files are the record of what each screen
/// shows. A change to the view shows up as a reviewable diff (`swift run snapshots review`).
@Suite struct GroceryViewSnapshotTests {
  private func assertScreen(
    _ state: GroceryState, named name: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    function: String = #function, line: UInt = #line, column: UInt = #column
  ) {
    assertSnapshot(
      of: GroceryList.view.view(for: state), as: .view(), named: name,
      fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  }

  @Test func emptyList() {
    assertScreen(GroceryState(), named: "empty")
  }

  @Test func loading() {
    assertScreen(GroceryState(isLoading: true), named: "loading")
  }

  @Test func loadedWithSomeBought() {
    assertScreen(GroceryState(items: [.milk, .eggs, .bread]), named: "loaded")
  }

  @Test func loadFailedOffersRetry() {
    assertScreen(GroceryState(problem: .loadingFailed("The server is unreachable.")), named: "load-failed")
  }

  @Test func damagedSavedList() {
    assertScreen(
      GroceryState(problem: .restoringFailed("The saved list is damaged and could not be read.")),
      named: "restore-failed")
  }

  @Test func blankNameRejected() {
    assertScreen(GroceryState(draft: "  ", draftError: "Type a name before adding."), named: "draft-rejected")
  }

  @Test func suggestionsWhileTyping() {
    assertScreen(GroceryState(draft: "mil", suggestions: ["Milk", "Oat milk"]), named: "suggestions")
  }
}
