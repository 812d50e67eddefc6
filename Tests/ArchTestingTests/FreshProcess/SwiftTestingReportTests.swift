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
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "arch-attachments-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    guard
      let outcome = try FreshTestProcess.runSwiftTesting(
        filter: "SwiftTestingReportScenarios/\(test)", scenario: SwiftTestingReportScenarios.scenario,
        arguments: ["--attachments-path", folder.path])
    else { return nil }
    var saved: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      saved[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    return (outcome, saved)
  }

  @Test(.enabled(if: FreshTestProcess.testBinary != nil))
  func aFailuresAttachmentsAreSavedWithTheRun() throws {
    let (outcome, saved) = try #require(try runSavingAttachments("failureWithAttachments"))
    #expect(outcome.status != 0, "\(outcome.output)")
    #expect(outcome.output.contains("A failure with texts."), "\(outcome.output)")
    #expect(saved.keys.sorted() == ["Report.actual.txt", "Report.diff"], "\(outcome.output)")
    #expect(saved["Report.actual.txt"] == "new text\n")
  }

  /// What a CI job keeps of a failed file snapshot under `swift test --attachments-path`: Swift Testing
  /// writes each attachment of the failure as a file of that folder, read back here.
  @Test(.enabled(if: FreshTestProcess.testBinary != nil))
  func aSnapshotsActualTextAndDiffAreSavedUnderTheAttachmentsPath() throws {
    let (outcome, saved) = try #require(try runSavingAttachments("snapshotMismatch"))
    #expect(outcome.status != 0, "\(outcome.output)")
    #expect(
      outcome.output.contains("Snapshot does not match Snapshots/\(NamedSnapshot.file)."), "\(outcome.output)"
    )
    #expect(
      saved == [
        "SnapshotRecordModeTests.name.1.actual.txt": "new",
        "SnapshotRecordModeTests.name.1.diff": "Reference: −, Actual: +\n@@ -2,1 +2,1 @@\n− old\n+ new",
      ], "\(outcome.output)")
  }
}
