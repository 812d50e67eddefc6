import Foundation
import Testing

@testable import ArchSnapshots

private let file = NamedSnapshot.file
private let shown = "Snapshots/" + file
private let header = NamedSnapshot.header
/// The header of what this file's assertions write.
private let written = NamedSnapshot.header(writtenFrom: "SnapshotConflictTests.swift")
/// A reference as a merge that both branches changed leaves it.
private let conflicted = header + "\n<<<<<<< HEAD\nold\n=======\nolder\n>>>>>>> feature\n"

/// A reference holding merge-conflict markers counts as missing: recorded again locally, a failure
/// that says so on CI.
@Suite struct SnapshotConflictTests {
  @Test func aConflictedReferenceIsRecordedAgainAsMissing() {
    let sandbox = SnapshotSandbox(identity: .named)
    defer { sandbox.remove() }
    sandbox.write(conflicted, to: file)
    let issues = sandbox.capture { assertSnapshot(of: "new", as: .lines) }
    #expect(
      issues.map(\.message) == [
        "The reference snapshot \(shown) held merge-conflict markers, so it counted as missing and was "
          + "recorded again. Review it, then run the test again."
      ])
    #expect(sandbox.text(file) == written + "\nnew\n")
    #expect(sandbox.nextRun().capture { assertSnapshot(of: "new", as: .lines) }.isEmpty)
  }

  @Test func onCIAConflictedReferenceFailsAsMissingAndIsLeftAlone() {
    let sandbox = SnapshotSandbox(environment: ["CI": "true"], identity: .named)
    defer { sandbox.remove() }
    sandbox.write(conflicted, to: file)
    let issues = sandbox.capture { assertSnapshot(of: "new", as: .lines) }
    #expect(
      issues.map(\.message) == [
        "The reference snapshot \(shown) holds merge-conflict markers (<<<<<<<, =======, >>>>>>>), so it "
          + "counts as missing. Nothing is written on CI (CI=true): record it locally, review it and commit it."
      ])
    #expect(issues.first?.attachments.map(\.name) == ["SnapshotRecordModeTests.name.1.actual.txt"])
    #expect(sandbox.text(file) == conflicted)
  }

  @Test(.enabled(if: getuid() != 0, "root writes into read-only folders"))
  func aConflictedReferenceInAReadOnlyFolderSaysItCouldNotBeRecorded() throws {
    let sandbox = SnapshotSandbox(identity: .named)
    defer { sandbox.remove() }
    sandbox.write(conflicted, to: file)
    let folder = sandbox.url("ArchSnapshotsTests")
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
    let issues = sandbox.capture { assertSnapshot(of: "new", as: .lines) }
    #expect(
      issues.map(\.message) == [
        "The reference snapshot \(shown) holds merge-conflict markers (<<<<<<<, =======, >>>>>>>), so it "
          + "counts as missing. It could not be recorded: the folder Snapshots/ArchSnapshotsTests is read-only."
      ])
  }

  @Test(arguments: [
    ("<<<<<<< HEAD\na\n=======\nb\n>>>>>>> main\n", true),
    ("<<<<<<<\na\n=======\nb\n>>>>>>>", true),
    ("<<<<<<< HEAD\r\na\r\n=======\r\nb\r\n>>>>>>> main\r\n", true),
    ("a <<<<<<< b\n=======\n>>>>>>>\n", false),
    ("=======\n<<<<<<< HEAD\n>>>>>>> main\n", false),
    ("<<<<<<< HEAD\na\n>>>>>>> main\n", false),
    ("<<<<<<<<\n========\n>>>>>>>>\n", false),
  ])
  func conflictMarkersAreTheThreeLinesInOrder(text: String, holdsMarkers: Bool) {
    #expect(SnapshotFile.holdsConflictMarkers(text) == holdsMarkers)
  }
}
