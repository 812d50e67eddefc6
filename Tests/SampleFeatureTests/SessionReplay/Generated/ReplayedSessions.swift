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
  store.expect(GroceryReport.invariants)
}
