import Foundation
import Testing

/// What Swift Testing shows of the harness's issues, read from its own output in a new process: a
/// note is a warning and leaves its test passing; a failure's attachments are saved with the run.
@Suite struct SwiftTestingReportTests {
  @Test(.enabled(if: FreshTestProcess.testBinary != nil))
  func aSkippedAssertionShownIsAWarningAndTheTestPasses() throws {
    let outcome = try #require(
      try FreshTestProcess.runSwiftTesting(
        filter: "SwiftTestingReportScenarios/skippedAssertionsShown",
        scenario: SwiftTestingReportScenarios.scenario))
    #expect(outcome.status == 0, "\(outcome.output)")
    #expect(
      outcome.output.contains(
        "Test skippedAssertionsShown() recorded a warning at "
          + "SwiftTestingReportScenarios.swift:\(SwiftTestingReportScenarios.sendLine):21"),
      "\(outcome.output)")
    #expect(
      outcome.output.contains("Skipped assertions at step 1, send(.incrementTapped): the state changed"),
      "\(outcome.output)")
    #expect(
      outcome.output.contains("Test skippedAssertionsShown() passed after") == true, "\(outcome.output)")
  }

  /// Plays the scenario `test` under `--attachments-path`, and returns its outcome and the files
  /// Swift Testing saved there, by name.
  private func runSavingAttachments(_ test: String) throws -> (FreshTestProcess.Outcome, [String: String])? {
    try FreshTestProcess.runSavingAttachments(
      filter: "SwiftTestingReportScenarios/\(test)", scenario: SwiftTestingReportScenarios.scenario)
  }

  @Test(.enabled(if: FreshTestProcess.testBinary != nil))
  func aFailuresAttachmentsAreSavedWithTheRun() throws {
    let (outcome, saved) = try #require(try runSavingAttachments("failureWithAttachments"))
    #expect(outcome.status != 0, "\(outcome.output)")
    #expect(outcome.output.contains("A failure with texts."), "\(outcome.output)")
    #expect(saved.keys.sorted() == ["Report.actual.txt", "Report.diff"], "\(outcome.output)")
    #expect(saved["Report.actual.txt"] == "new text\n")
  }
}
