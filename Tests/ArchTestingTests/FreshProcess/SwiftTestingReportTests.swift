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

  @Test(.enabled(if: FreshTestProcess.testBinary != nil))
  func aFailuresAttachmentsAreSavedWithTheRun() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "arch-attachments-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try #require(
      try FreshTestProcess.runSwiftTesting(
        filter: "SwiftTestingReportScenarios/failureWithAttachments",
        scenario: SwiftTestingReportScenarios.scenario, arguments: ["--attachments-path", folder.path]))
    #expect(outcome.status != 0, "\(outcome.output)")
    #expect(outcome.output.contains("A failure with texts."), "\(outcome.output)")
    let saved = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(saved == ["Report.actual.txt", "Report.diff"], "\(outcome.output)")
    let actual = try String(contentsOf: folder.appendingPathComponent("Report.actual.txt"), encoding: .utf8)
    #expect(actual == "new text\n")
  }
}
