import ArchTesting
import Foundation

/// The test printed for the reported grocery session, generated from a real shrink of it.
///
/// `Generated/ReplayedSessions.swift` holds it exactly as printed, compiled into this target, where
/// it runs on the sample's reducer and passes. `SessionReplayTests` checks the file byte for byte
/// against what `shrink` prints now, on the buggy variant; with `ARCH_SESSION_RECORD=1` it rewrites
/// the file instead, and the recorded session `Fixtures/grocery-report.session` too (the printed test
/// is shrunk from the file as it was when the run began: after re-recording the session, run twice):
///
///     ARCH_SESSION_RECORD=1 swift test --filter SessionReplayTests
enum GeneratedSessionReplays {
  static let recordVariable = "ARCH_SESSION_RECORD"

  static var isRecording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

  static var fileURL: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Generated/ReplayedSessions.swift")
  }

  /// What `shrink` reports for the reported session on the buggy variant: the reproduction and its
  /// messages.
  static func shrinkTheReport() async -> (reproduction: SessionReproduction?, messages: [String]) {
    guard let session = try? ReportedSession.recorded() else { return (nil, ["no fixture"]) }
    var reproduction: SessionReproduction?
    let issues = await GroceryVariant.buggy {
      await withIssueCapture { reproduction = await shrink(session, replayingWith: GroceryReport.self) }
    }
    return (reproduction, issues.map(\.message))
  }

  /// The file's text as `shrink` prints the test now.
  static func printedNow() async -> String {
    let test = await shrinkTheReport().reproduction?.test ?? ["// shrink found no failure"]
    return header + test.joined(separator: "\n") + "\n"
  }

  private static let header = """
    // Generated from a real `shrink` of the recorded grocery session on the buggy reducer, by
    // GeneratedSessionReplays: do not edit. Regenerate with:
    //   ARCH_SESSION_RECORD=1 swift test --filter SessionReplayTests
    // As a plain test it runs on the sample's reducer, where it passes.

    import ArchTesting
    import Testing


    """
}
