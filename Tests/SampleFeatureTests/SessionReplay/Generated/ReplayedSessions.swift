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
    0ms output state=d323ed14c8d650bd {"loadingDidStart":{}}
    300ms output state=bcd7bcf703ec08f9 {"itemsDidLoad":{"_0":[{"id":"5E4BE400-0000-0000-0000-000000000000","isBought":false,"name":"Milk"},{"id":"5E4BE400-0000-0000-0000-000000000001","isBought":false,"name":"Eggs"},{"id":"5E4BE400-0000-0000-0000-000000000002","isBought":false,"name":"Bread"},{"id":"5E4BE400-0000-0000-0000-000000000003","isBought":false,"name":"Apples"},{"id":"5E4BE400-0000-0000-0000-000000000004","isBought":false,"name":"Coffee"}]}}
    300ms output state=924bb5e065d174cb {"loadingDidStop":{}}
    1200ms output state=69ea0a82c833f831 {"itemWasToggled":{"_0":"5E4BE400-0000-0000-0000-000000000000"}}
    2000ms output state=0a62623daa5a06d2 {"draftDidChange":{"_0":"T"}}
    2150ms output state=71c288a4ec2e7dd8 {"draftDidChange":{"_0":"Te"}}
    2300ms output state=022fcdcbfe3f6bc5 {"draftDidChange":{"_0":"Tea"}}
    2900ms output state=f78add7cf146622d {"suggestionsDidLoad":{"_0":["Tea"]}}
    3400ms output state=e990fa7d0ea9203c {"itemWasAdded":{"_0":{"id":"00000000-0000-0000-0000-000000000001","isBought":false,"name":"Tea"}}}
    end
    """#)
  await store.replay(session, mode: .asRecorded, clock: clock)
}
