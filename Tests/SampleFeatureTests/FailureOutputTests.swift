import ArchTesting
import Foundation
import Testing

/// Keeps the failure outputs that the DocC articles and the tutorial show true: each block between
/// `<!-- failure-output:NAME -->` and `<!-- /failure-output -->` must equal, character for character,
/// what the deliberately broken test `NAME` (a case of ``ArticleFailure`` or ``TutorialFailure``)
/// reports today.
///
/// When the harness's messages change on purpose (a new diff format, a reworded hint), re-record
/// rather than edit by hand:
///
/// ```sh
/// ARCH_RECORD_DOCS=1 swift test --filter FailureOutputTests
/// git diff Sources
/// ```
///
/// Recording rewrites every block with the current message and still fails, so nobody commits
/// output nobody looked at; run again without the variable to pass. On CI (`CI`, `GITHUB_ACTIONS` and
/// the like set) the variable is ignored and nothing is written. A new broken test needs its markers
/// placed in the document by hand first; recording then fills them in.
struct FailureOutputTests {
  static let recordCommand = "ARCH_RECORD_DOCS=1 swift test --filter FailureOutputTests"

  @Test func theArticlesShowWhatTheBrokenTestsPrint() async throws {
    try await expectDocumentsShowTheMessages(of: ArticleFailure.self)
  }

  @Test func theTutorialShowsWhatTheBrokenTestsPrint() async throws {
    try await expectDocumentsShowTheMessages(of: TutorialFailure.self)
  }

  private func expectDocumentsShowTheMessages<Failure: DocumentedFailure>(of _: Failure.Type) async throws {
    let documents = Failure.allCases.map(\.document).reduce(into: [String]()) { paths, path in
      if !paths.contains(path) { paths.append(path) }
    }
    for path in documents {
      try await expectDocument(path, showsTheMessagesOf: Failure.allCases.filter { $0.document == path })
    }
  }

  private func expectDocument<Failure: DocumentedFailure>(
    _ path: String, showsTheMessagesOf failures: [Failure]
  ) async throws {
    var document = try FailureOutputDocument.load(path)
    #expect(
      document.blockNames == failures.map(\.rawValue),
      """
      \(path) needs one failure-output block per \(Failure.self) case it shows, in the same order
      """)

    for failure in failures {
      let messages = await failure.messages()
      guard messages.count == 1, let printed = messages.first else {
        Issue.record(
          """
          \(Failure.self) "\(failure.rawValue)" should fail once; it failed \(messages.count) times:
          \(messages.joined(separator: "\n---\n"))
          """)
        continue
      }
      if Self.isRecording {
        document.replaceBlock(named: failure.rawValue, with: printed)
      } else {
        expectNoDifference(
          document.block(named: failure.rawValue), printed,
          """
          block \(failure.rawValue.debugDescription) of \(path) (−) is not what the test \
          prints (+); if the new message is right, record it: \(Self.recordCommand)
          """)
      }
    }

    if Self.isRecording {
      try document.save()
      Issue.record(
        """
        Recorded the failure outputs into \(document.url.path). Review `git diff \(path)`, \
        then run again without ARCH_RECORD_DOCS.
        """)
    }
  }

  /// `ARCH_RECORD_DOCS=1`, and not on CI.
  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["ARCH_RECORD_DOCS"] == "1"
      && SnapshotEnvironment.process.continuousIntegrationSetting == nil
  }
}
