// swift-format-ignore-file
// Generated from real `shrink`s of the recorded grocery session on the buggy reducer, by
// GeneratedSessionReplays: do not edit. Regenerate with:
//   ARCH_SESSION_RECORD=1 swift test --filter SessionReplayTests
// As plain tests they run on the sample's reducer, where they pass. The imports are those of the
// file that called `shrink`.

import Arch
import ArchTesting
import SampleFeature
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

@Test func divergedGroceryReport() async throws {
  let clock = TestClock()
  let store = GroceryReport.makeStore(clock: clock)
  store.exhaustivity = .off
  let session = try RecordedSession<SampleFeature.GroceryState, SampleFeature.GroceryAction, SampleFeature.GroceryEvent>(text: #"""
    arch-session 2
    start {"draft":"","isLoading":false,"items":[],"suggestions":[]}
    0ms output state=a0216de4d94dee6b {"loadingDidStart":{}}
    300ms output state=fff20ffba7df3d02 {"itemsDidLoad":{"_0":[{"id":"5E4BE400-0000-0000-0000-000000000000","isBought":false,"name":"Milk"},{"id":"5E4BE400-0000-0000-0000-000000000001","isBought":false,"name":"Eggs"},{"id":"5E4BE400-0000-0000-0000-000000000002","isBought":false,"name":"Bread"},{"id":"5E4BE400-0000-0000-0000-000000000003","isBought":false,"name":"Apples"},{"id":"5E4BE400-0000-0000-0000-000000000004","isBought":false,"name":"Coffee"}]}}
    300ms output state=2623d51b3eb83254 {"loadingDidStop":{}}
    1200ms output state=f306bb7453cca5ea {"itemWasToggled":{"_0":"5E4BE400-0000-0000-0000-000000000000"}}
    2000ms output state=eeadc47e6c6e20dc {"draftDidChange":{"_0":"T"}}
    2150ms output state=4784db18dccebedc {"draftDidChange":{"_0":"Te"}}
    2300ms output state=5f4d5f49fbbd02f1 {"draftDidChange":{"_0":"Tea"}}
    2900ms output state=c22575a8fa819967 {"suggestionsDidLoad":{"_0":["Tea"]}}
    3400ms output state=35ac47a0428bf248 {"itemWasAdded":{"_0":{"id":"00000000-0000-0000-0000-000000000001","isBought":false,"name":"Tea"}}}
    end
    """#)
  await store.replay(session, mode: .asRecorded, clock: clock)
}
