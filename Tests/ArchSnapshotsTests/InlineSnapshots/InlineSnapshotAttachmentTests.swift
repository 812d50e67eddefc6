import Foundation
import Testing

@testable import ArchSnapshots

/// A failing inline snapshot keeps its actual text beside the failure, named after the call's file
/// and line, so a report (on CI, where nothing is written) still holds the new text.
@Suite struct InlineSnapshotAttachmentTests {
  @Test func aMismatchAttachesTheActualText() {
    let sandbox = SnapshotSandbox(environment: ["CI": "true"])
    defer { sandbox.remove() }
    sandbox.writeSource()
    let failure = failure(in: sandbox, "Brown eggs", line: 6, matches: "Eggs")
    #expect(
      failure?.attachments == [IssueAttachment(named: "ScreenTests.swift-6.actual.txt", text: "Brown eggs")])
  }

  @Test func aMatchAttachesNothing() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    sandbox.writeSource()
    #expect(failure(in: sandbox, "Eggs", line: 6, matches: "Eggs") == nil)
  }

  private func failure(
    in sandbox: SnapshotSandbox, _ value: String, line: Int, matches expected: String
  ) -> SnapshotFailure? {
    let context = SnapshotContext(
      environment: SnapshotEnvironment(sandbox.environment), session: sandbox.session)
    let site = InlineSnapshotSite(
      fileID: SnapshotSandbox.sourceFileID, filePath: sandbox.sourcePath, line: line, column: 23)
    return withSnapshotContext(context) {
      withSnapshotDirectory(sandbox.snapshots.path) {
        inlineSnapshotFailure(of: { value }, as: .lines, record: nil, expected: { expected }, site: site)
      }
    }
  }
}
