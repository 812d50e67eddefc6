import ArchTesting
import Foundation
import Testing

/// Keeps "What a failing test prints" in Docs/Tutorial.md true: each block between
/// `<!-- failure-output:NAME -->` and `<!-- /failure-output -->` must equal, character for character,
/// what the deliberately broken test `TutorialFailure.NAME` reports today.
///
/// When the harness's messages change on purpose (a new diff format, a reworded hint), re-record
/// rather than edit by hand:
///
/// ```sh
/// ARCH_RECORD_TUTORIAL=1 swift test --filter TutorialOutputTests
/// git diff Docs/Tutorial.md
/// ```
///
/// Recording rewrites every block with the current message and still fails, so nobody commits
/// output nobody looked at; run again without the variable to pass. On CI (`CI`, `GITHUB_ACTIONS` and
/// the like set) the variable is ignored and nothing is written. A new broken test needs its markers
/// placed in the document by hand first; recording then fills them in.
struct TutorialOutputTests {
  static let recordCommand = "ARCH_RECORD_TUTORIAL=1 swift test --filter TutorialOutputTests"

  @Test func failureOutputsInTheTutorialAreWhatTheBrokenTestsPrint() async throws {
    var document = try TutorialDocument.load()
    #expect(document.blockNames == TutorialFailure.allCases.map(\.rawValue),
            "Docs/Tutorial.md needs one failure-output block per TutorialFailure, in the same order")

    for failure in TutorialFailure.allCases {
      let messages = await failure.messages()
      guard messages.count == 1, let printed = messages.first else {
        Issue.record("TutorialFailure.\(failure) should fail once; it failed \(messages.count) times.")
        continue
      }
      if Self.isRecording {
        document.replaceBlock(named: failure.rawValue, with: printed)
      } else {
        expectNoDifference(document.block(named: failure.rawValue), printed, """
          block \(failure.rawValue.debugDescription) of Docs/Tutorial.md (−) is not what the test \
          prints (+); if the new message is right, record it: \(Self.recordCommand)
          """)
      }
    }

    if Self.isRecording {
      try document.save()
      Issue.record("""
        Recorded the failure outputs into \(document.url.path). Review `git diff Docs/Tutorial.md`, \
        then run again without ARCH_RECORD_TUTORIAL.
        """)
    }
  }

  /// `ARCH_RECORD_TUTORIAL=1`, and not on CI.
  static var isRecording: Bool {
    let environment = ProcessInfo.processInfo.environment
    return environment["ARCH_RECORD_TUTORIAL"] == "1" && !ciVariables.contains { name in
      environment[name].map { !["", "0", "false", "no"].contains($0.lowercased()) } ?? false
    }
  }

  static let ciVariables = [
    "CI", "CONTINUOUS_INTEGRATION", "GITHUB_ACTIONS", "BUILDKITE", "GITLAB_CI", "JENKINS_URL",
  ]
}
