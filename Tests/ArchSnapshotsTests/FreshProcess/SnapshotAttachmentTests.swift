import Foundation
import Testing

@testable import ArchSnapshots

/// What a CI job keeps of a failed file snapshot under `swift test --attachments-path`: Swift Testing
/// writes each attachment of the failure as a file of that folder, read back here from a new process.
@Suite struct SnapshotAttachmentTests {
  static let scenario = "snapshot-attachments"

  /// A file snapshot that does not match its reference, in a sandbox: its failure carries the actual
  /// text and the diff as attachments.
  ///
  /// Played only in the process the test below starts.
  @Test(.enabled(if: FreshTestProcess.scenario == scenario))
  func snapshotMismatch() {
    let sandbox = SnapshotSandbox(environment: ["CI": "true"], identity: .named)
    defer { sandbox.remove() }
    sandbox.write(NamedSnapshot.header + "\nold\n", to: NamedSnapshot.file)
    sandbox.reporting { assertSnapshot(of: "new", as: .lines) }
  }

  @Test(.enabled(if: FreshTestProcess.testBinary != nil))
  func aSnapshotsActualTextAndDiffAreSavedUnderTheAttachmentsPath() throws {
    let (outcome, saved) = try #require(
      try FreshTestProcess.runSavingAttachments(
        filter: "SnapshotAttachmentTests/snapshotMismatch", scenario: Self.scenario))
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
