// Generated from a real `shrink` of the recorded grocery session on the buggy reducer, by
// GeneratedSessionReplays: do not edit. Regenerate with:
//   ARCH_SESSION_RECORD=1 swift test --filter SessionReplayTests
// As a plain test it runs on the sample's reducer, where it passes.

import ArchTesting
import Testing

@Test func replayedGroceryReport() async {
  let clock = TestClock()
  let store = GroceryReport.makeStore(clock: clock)
  store.exhaustivity = .off
  await store.type("Tea", into: .textField("New item"))
  // the feature receives .draftDidChange("Tea")
  await clock.advance(by: .milliseconds(300))
  // the feature receives .suggestionsDidLoad(["Tea"])
  await store.tap(button: .button("Add"))
  // the feature receives .itemWasAdded(SampleFeature.GroceryItem(id: 00000000-0000-0000-0000-000000000001, name: "Tea", isBought: false))
  // the feature receives .listDidSave
  store.expect(GroceryReport.invariants)
}
