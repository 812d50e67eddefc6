import ArchTesting
import Foundation
import Testing

/// The tests `explore` prints compile and run as printed, fail on the bug and pass on the fix.
struct ReproductionTests {
  @Test func theGeneratedFileIsWhatExplorePrintsNow() async throws {
    let printed = await GeneratedReproductions.printedNow()
    if ProcessInfo.processInfo.environment[GeneratedReproductions.recordVariable] == "1" {
      try printed.write(to: GeneratedReproductions.fileURL, atomically: true, encoding: .utf8)
      return
    }
    let checkedIn = try String(contentsOf: GeneratedReproductions.fileURL, encoding: .utf8)
    expectNoDifference(checkedIn, printed)
  }

  @Test func theSelectAllReproductionFailsOnTheBugWithTheInvariantsName() async {
    let issues = await ZooVariant.buggy { await withIssueCapture { await exploredSelectAllExploration() } }
    #expect(
      issues.map(\.message) == [
        """
        The invariant "“Select all” is on exactly when every row is selected" does not hold. The state: \
        State(items: [Item(name: "Milk", isSelected: false), Item(name: "Eggs", isSelected: true)], \
        allSelected: true)
        """
      ])
  }

  @Test func theSelectAllReproductionPassesOnTheFix() async {
    let issues = await withIssueCapture { await exploredSelectAllExploration() }
    #expect(issues.map(\.message) == [])
  }

  @Test func theBlankNameReproductionFailsOnTheBugWithTheInvariantsName() async {
    let issues = await ZooVariant.buggy { await withIssueCapture { await exploredBlankNameExploration() } }
    #expect(
      issues.map(\.message) == [
        #"The invariant "no saved name is blank" does not hold. The state: State(draft: "", names: ["  "])"#
      ])
  }

  @Test func theBlankNameReproductionPassesOnTheFix() async {
    let issues = await withIssueCapture { await exploredBlankNameExploration() }
    #expect(issues.map(\.message) == [])
  }

  @Test func theStaleRefreshReproductionReplaysTheRaceAndFailsOnTheBug() async {
    let issues = await ZooVariant.buggy { await withIssueCapture { await exploredStaleRefreshExploration() } }
    #expect(
      issues.map(\.message) == [
        """
        The invariant "once every answer is in, the newest is shown" does not hold. The state: \
        State(requested: 2, pending: 0, shown: 1)
        """
      ])
  }

  @Test func theStaleRefreshReproductionPassesOnTheFix() async {
    let issues = await withIssueCapture { await exploredStaleRefreshExploration() }
    #expect(issues.map(\.message) == [])
  }

  @Test func theEggTimerReproductionMovesTheClockOnceAndFailsOnTheBug() async {
    let issues = await ZooVariant.buggy { await withIssueCapture { await exploredEggTimerExploration() } }
    #expect(
      issues.map(\.message) == [
        #"The invariant "the time left is never negative" does not hold. The state: State(remaining: -1, isRunning: true)"#
      ])
  }

  @Test func theEggTimerReproductionPassesOnTheFix() async {
    let issues = await withIssueCapture { await exploredEggTimerExploration() }
    #expect(issues.map(\.message) == [])
  }

  /// With an instant fake, the invariant breaks between the sync's two outputs and holds again when
  /// the tap's step ends: the printed test checks it after every output (`store.expectAlways`).
  @Test func theInstantSyncReproductionFailsOnTheBugBetweenTwoOutputs() async {
    let issues = await ZooVariant.buggy { await withIssueCapture { await exploredInstantSyncExploration() } }
    #expect(
      issues.map(\.message) == [
        """
        The invariant "the count shown is the list\\'s" does not hold after .received(["Milk", "Eggs"]), \
        sent by an effect of step 1, tap(button: button "Sync"). The state: \
        State(items: ["Milk", "Eggs"], count: 0, isSyncing: true)
        """
      ])
  }

  @Test func theInstantSyncReproductionPassesOnTheFix() async {
    let issues = await withIssueCapture { await exploredInstantSyncExploration() }
    #expect(issues.map(\.message) == [])
  }

  /// Why the printed test checks after every output: checked only after the step, the bug passes.
  @Test func checkedOnlyAfterTheStepTheInstantSyncBugPasses() async {
    let issues = await ZooVariant.buggy {
      await withIssueCapture {
        let store = InstantSync.Exploration.makeStore(clock: TestClock())
        store.exhaustivity = .off
        await store.tap(button: .button("Sync"))
        store.expect(InstantSync.Exploration.invariants)
      }
    }
    #expect(issues.map(\.message) == [])
  }

  /// The race needs the reordering: in the order a test store runs effects by default, the buggy
  /// feature shows the newest answer.
  @Test func withoutPickingTheOrderTheBuggyRefreshShowsTheNewestAnswer() async {
    let issues = await ZooVariant.buggy {
      await withIssueCapture {
        let clock = TestClock()
        let store = StaleRefresh.Exploration.makeStore(clock: clock)
        store.exhaustivity = .off
        await store.tap(button: .button("Refresh"))
        await store.tap(button: .button("Refresh"))
        await clock.advance(by: .seconds(1))
        store.expect(StaleRefresh.Exploration.invariants)
      }
    }
    #expect(issues.map(\.message) == [])
  }
}
