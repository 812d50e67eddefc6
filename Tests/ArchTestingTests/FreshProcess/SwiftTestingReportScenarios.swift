import ArchTestSupport
import Testing

@testable import ArchTesting

/// The scenarios `SwiftTestingReportTests` plays in a new process, to read what Swift Testing itself
/// makes of the harness's issues.
///
/// In the ordinary test run they are disabled.
@Suite struct SwiftTestingReportScenarios {
  static let scenario = "swift-testing-report"

  /// The line of the `send` whose skipped assertion is noted.
  static let sendLine = #line + 7

  /// A test store that skips assertions and shows them: its notes must not fail the test.
  @Test(.enabled(if: FreshTestProcess.scenario == scenario))
  func skippedAssertionsShown() async {
    let store = TestStore(counter: .init(), clock: TestClock())
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.incrementTapped)
    await store.finish()
  }

  /// A failure with two texts attached.
  @Test(.enabled(if: FreshTestProcess.scenario == scenario))
  func failureWithAttachments() {
    reportIssue(
      "A failure with texts.",
      attachments: [
        IssueAttachment(named: "Report.actual.txt", text: "new text\n"),
        IssueAttachment(named: "Report.diff", text: "− old\n+ new"),
      ],
      at: CallSite())
  }
}
