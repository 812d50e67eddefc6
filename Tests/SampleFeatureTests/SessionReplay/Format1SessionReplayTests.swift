import Arch
import ArchTesting
import Foundation
import SampleFeature
import Testing

/// The tester's session as it was checked in before fingerprints changed format
/// (`Fixtures/grocery-report-format1.session`, header `arch-session 1`): its fingerprints are checked
/// with the hasher they were made with, so it still replays where it did and still diverges where
/// the bug was.
struct Format1SessionReplayTests {
  static var fixtureURL: URL {
    ReportedSession.fixtureURL.deletingLastPathComponent()
      .appendingPathComponent("grocery-report-format1.session")
  }

  @Test func itIsAFormat1Session() throws {
    let text = try String(contentsOf: Self.fixtureURL, encoding: .utf8)
    #expect(text.hasPrefix("arch-session 1\n"))
    let session = try ReportedSession.Session(text: text)
    #expect(session.steps.allSatisfy { $0.fingerprint?.format == .streamed })
  }

  @Test func itReplaysAsRecordedOnTheBuggyApp() async throws {
    let session = try ReportedSession.Session(contentsOf: Self.fixtureURL)
    let issues = await GroceryVariant.buggy { await Self.replay(session) }
    #expect(issues.map(\.message) == [])
  }

  @Test func itDivergesOnTheFixWhereTheBugWas() async throws {
    let session = try ReportedSession.Session(contentsOf: Self.fixtureURL)
    let issues = await Self.replay(session)
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        "Replay diverged at session step 17 of 26 (at 3.4 s), the event .itemWasAdded(GroceryItem(id: ")
        == true, "\(issues.first?.message ?? "")")
  }

  /// Shrunk, it is written again as format 2 with its fingerprints marked as format 1's, so the
  /// printed test still checks them with the hasher they were made with.
  @Test func itShrinksToASessionWhoseFingerprintsKeepTheirFormat() async throws {
    let session = try ReportedSession.Session(contentsOf: Self.fixtureURL)
    var reproduction: SessionReproduction?
    let issues = await withIssueCapture {
      reproduction = await shrink(session, replayingWith: GroceryReport.self, until: .divergence)
    }
    #expect(issues.count == 1)
    let lines = try #require(reproduction?.test)
    #expect(lines.contains("    arch-session 2"))
    let steps = lines.filter { $0.hasPrefix("    ") && $0.hasSuffix("}") && $0.contains("ms ") }
    #expect(!steps.isEmpty)
    #expect(steps.allSatisfy { $0.contains(" state-v1=") }, "\(steps)")
  }

  static func replay(_ session: ReportedSession.Session) async -> [ReportedIssue] {
    await withIssueCapture {
      let clock = TestClock()
      let store = GroceryReport.makeStore(clock: clock)
      store.exhaustivity = .off
      await store.replay(session, mode: .asRecorded, clock: clock)
    }
  }
}
