import ArchTesting
import Foundation

/// The tests printed for the reported grocery session, generated from real shrinks of it: until an
/// invariant breaks (the session recorded on the buggy reducer), and until it diverges (the same
/// actions recorded on the sample's reducer, replayed as recorded on the buggy one).
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

  /// What `shrink(…, until: .divergence)` reports for the tester's session recorded on the sample's
  /// reducer and replayed as recorded on the buggy one.
  static func shrinkTheDivergence() async -> (reproduction: SessionReproduction?, messages: [String]) {
    guard let text = try? await ReportedSession.record(isFixed: true),
      let session = try? ReportedSession.Session(text: text)
    else { return (nil, ["the session could not be recorded"]) }
    var reproduction: SessionReproduction?
    let issues = await GroceryVariant.buggy {
      await withIssueCapture {
        reproduction = await shrink(session, replayingWith: GroceryReport.self, until: .divergence)
      }
    }
    return (reproduction, issues.map(\.message))
  }

  /// The file's text as `shrink` prints the tests now.
  static func printedNow() async -> String {
    let brokenInvariant = await shrinkTheReport().reproduction?.test ?? ["// shrink found no failure"]
    let divergence = await shrinkTheDivergence().reproduction?.test ?? ["// shrink found no divergence"]
    return header + brokenInvariant.joined(separator: "\n") + "\n\n" + divergence.joined(separator: "\n")
      + "\n"
  }

  private static let header = """
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


    """
}
