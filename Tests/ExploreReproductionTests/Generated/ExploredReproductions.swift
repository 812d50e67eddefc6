// Generated from real `explore` runs on the buggy zoo features by GeneratedReproductions: do not
// edit. Regenerate with: ARCH_EXPLORE_RECORD=1 swift test --filter ExploreReproductionTests
// As plain tests they run on the fixed variants, where they pass.

import ArchTesting
import Testing

@Test func exploredSelectAllExploration() async {
  let clock = TestClock()
  let store = SelectAll.Exploration.makeStore(clock: clock)
  store.exhaustivity = .off
  await store.toggle(.toggle("Select all"))
  await store.toggle(.toggle("Selected").within(.row("Milk")))
  store.expect(SelectAll.Exploration.invariants)
}

@Test func exploredBlankNameExploration() async {
  let clock = TestClock()
  let store = BlankName.Exploration.makeStore(clock: clock)
  store.exhaustivity = .off
  await store.type("  ", into: .textField("Name"))
  await store.tap(button: .button("Save"))
  store.expect(BlankName.Exploration.invariants)
}

@Test func exploredStaleRefreshExploration() async {
  let clock = TestClock()
  let store = StaleRefresh.Exploration.makeStore(clock: clock)
  store.exhaustivity = .off
  await store.tap(button: .button("Refresh"))
  await store.tap(button: .button("Refresh"))
  store.pickReadyEffects(1)
  await clock.advance(by: .seconds(1))
  // effect 2 of the 2 ready went first here
  // the feature receives .answered(2)
  // the feature receives .answered(1)
  store.expect(StaleRefresh.Exploration.invariants)
}

@Test func exploredEggTimerExploration() async {
  let clock = TestClock()
  let store = EggTimer.Exploration.makeStore(clock: clock)
  store.exhaustivity = .off
  await store.tap(button: .button("Start"))
  await clock.advance(by: .seconds(4))
  // the feature receives .ticked
  // the feature receives .ticked
  // the feature receives .ticked
  // the feature receives .ticked
  store.expect(EggTimer.Exploration.invariants)
}

@Test func exploredInstantSyncExploration() async {
  let clock = TestClock()
  let store = InstantSync.Exploration.makeStore(clock: clock)
  store.exhaustivity = .off
  store.expectAlways(InstantSync.Exploration.invariants)
  await store.tap(button: .button("Sync"))
  // the feature receives .received(["Milk", "Eggs"])
  // ✗ the invariant "the count shown is the list\'s" does not hold after the last event above
}
