import Arch
import ArchTesting
import Foundation
import SampleFeature
import Testing

/// A session recorded in the grocery app with a bug becomes a test: it replays, shrinks and prints;
/// the printed test compiles as printed (it is `Generated/ReplayedSessions.swift`), fails on the
/// bug and passes on the fix.
struct SessionReplayTests {
  // The article "From a bug report to a test" shows this test as it is.
  @Test func theReportedSessionKeepsTheGroceryPromises() async throws {
    let session = try RecordedSession<GroceryState, GroceryAction, GroceryEvent>(
      contentsOf: ReportedSession.fixtureURL)
    await shrink(session, replayingWith: GroceryReport.self)
  }

  @Test func theFixtureIsWhatTheRecorderWritesForTheTestersSession() async throws {
    let recorded = try await ReportedSession.record()
    if GeneratedSessionReplays.isRecording {
      try recorded.write(to: ReportedSession.fixtureURL, atomically: true, encoding: .utf8)
      return
    }
    let checkedIn = try String(contentsOf: ReportedSession.fixtureURL, encoding: .utf8)
    expectNoDifference(checkedIn, recorded)
  }

  @Test func theGeneratedFileIsWhatShrinkingPrintsNow() async throws {
    let printed = await GeneratedSessionReplays.printedNow()
    if GeneratedSessionReplays.isRecording {
      try printed.write(to: GeneratedSessionReplays.fileURL, atomically: true, encoding: .utf8)
      return
    }
    let checkedIn = try String(contentsOf: GeneratedSessionReplays.fileURL, encoding: .utf8)
    expectNoDifference(checkedIn, printed)
  }

  @Test func thePrintedTestFailsOnTheBugWithTheInvariantsName() async {
    let issues = await GroceryVariant.buggy { await withIssueCapture { await replayedGroceryReport() } }
    #expect(
      issues.map(\.message) == [
        """
        The invariant "suggestions show only for a typed name" does not hold. The state: \
        GroceryState(items: [GroceryItem(id: 00000000-0000-0000-0000-000000000001, name: "Tea", \
        isBought: false)], isLoading: false, problem: nil, draft: "", draftError: nil, suggestions: \
        ["Tea"], suggestionsError: nil)
        """
      ])
  }

  @Test func thePrintedTestPassesOnTheFix() async {
    let issues = await withIssueCapture { await replayedGroceryReport() }
    #expect(issues.map(\.message) == [])
  }

  @Test func onTheFixTheWholeSessionBreaksNothing() async throws {
    let session = try ReportedSession.recorded()
    var reproduction: SessionReproduction?
    let issues = await withIssueCapture {
      reproduction = await shrink(session, replayingWith: GroceryReport.self)
    }
    #expect(reproduction == nil)
    #expect(issues.map(\.message) == [])
  }

  @Test func theShrunkSessionKeepsTheEditAndTheAdd() async throws {
    let (reproduction, _) = await GeneratedSessionReplays.shrinkTheReport()
    let session = try ReportedSession.recorded()
    let kept = reproduction?.keptSteps.map { session.steps[$0].input }
    #expect(kept == [.action(.draftChanged("Tea")), .action(.addTapped)])
  }

  /// The reported file replays on the app it was recorded in: with the outputs fed as recorded, every
  /// state matches the recorded fingerprint.
  @Test func theReportReplaysAsRecordedOnTheBuggyApp() async throws {
    let session = try ReportedSession.recorded()
    let issues = await GroceryVariant.buggy {
      await withIssueCapture {
        let clock = TestClock()
        let store = GroceryReport.makeStore(clock: clock)
        store.exhaustivity = .off
        await store.replay(session, mode: .asRecorded, clock: clock)
      }
    }
    #expect(issues.map(\.message) == [])
  }

  /// On the sample's reducer the same file diverges where the bug was: the state after the add.
  @Test func theReportDivergesOnTheFixWhereTheBugWas() async throws {
    let session = try ReportedSession.recorded()
    let issues = await withIssueCapture {
      let clock = TestClock()
      let store = GroceryReport.makeStore(clock: clock)
      store.exhaustivity = .off
      await store.replay(session, mode: .asRecorded, clock: clock)
    }
    #expect(issues.count == 1)
  }

  @Test func theDivergedTestFailsOnTheBugWhereTheAddDiverges() async {
    let issues = await GroceryVariant.buggy { await withIssueCapture { try? await divergedGroceryReport() } }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        "Replay diverged at session step 9 of 9 (at 3.4 s), the event .itemWasAdded(GroceryItem(id: ")
        == true, "\(issues.first?.message ?? "")")
  }

  @Test func theDivergedTestPassesOnTheFix() async throws {
    let issues = await withIssueCapture { try? await divergedGroceryReport() }
    #expect(issues.map(\.message) == [])
  }
}
