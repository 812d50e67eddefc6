import Foundation
import Testing

@testable import ArchSnapshots

private let file = NamedSnapshot.file
private let header = NamedSnapshot.header
private let mismatch = NamedSnapshot.oldToNewMismatch

@Suite struct SnapshotWriteFailureTests {
  @Test func aFolderWhereThePendingFileShouldBeKeepsTheMismatchAndItsDiff() throws {
    let sandbox = SnapshotSandbox(identity: .named)
    defer { sandbox.remove() }
    sandbox.write(header + "\nold\n", to: file)
    try FileManager.default.createDirectory(at: sandbox.url(file + ".new"), withIntermediateDirectories: true)
    let issues = sandbox.capture { assertSnapshot(of: "new", as: .lines) }
    #expect(
      issues.map(\.message) == [
        mismatch + """


          The new text could not be left in Snapshots/ArchSnapshotsTests/SnapshotRecordModeTests.name.1.txt.new: \
          Snapshots/ArchSnapshotsTests/SnapshotRecordModeTests.name.1.txt.new is a folder, not a file.
          """
      ])
  }

  @Test func aFileWhereTheSnapshotsFolderShouldBeIsNamedPlainly() {
    let sandbox = SnapshotSandbox(identity: .named)
    defer { sandbox.remove() }
    sandbox.write("not a folder", to: "ArchSnapshotsTests")
    let issues = sandbox.capture { assertSnapshot(of: "new", as: .lines) }
    #expect(
      issues.map(\.message) == [
        """
        No reference snapshot at Snapshots/ArchSnapshotsTests/SnapshotRecordModeTests.name.1.txt, and it could not \
        be recorded: Snapshots/ArchSnapshotsTests is a file, not a folder.
        """
      ])
  }

  @Test func aFolderWhereTheReferenceShouldBeIsSaidPlainly() throws {
    let sandbox = SnapshotSandbox(identity: .named)
    defer { sandbox.remove() }
    try FileManager.default.createDirectory(at: sandbox.url(file), withIntermediateDirectories: true)
    let issues = sandbox.capture { assertSnapshot(of: "new", as: .lines) }
    #expect(
      issues.map(\.message) == [
        "Could not read the snapshot Snapshots/ArchSnapshotsTests/SnapshotRecordModeTests.name.1.txt: it is a folder, not a file."
      ])
  }

  #if os(Linux)
    /// `/proc/self/status` reads, but nothing can be created beside it, even by the superuser.
    @Test(arguments: [SnapshotRecordMode.failed, .all])
    func aReRecordingThatCannotBeWrittenKeepsTheMismatchAndItsDiff(mode: SnapshotRecordMode) {
      let verification = SnapshotVerification(
        reference: URL(fileURLWithPath: "/proc/self/status"), name: "self/status", header: "header",
        actual: "new", mode: mode, continuousIntegration: nil)
      let message = verification.run()?.message ?? ""
      #expect(
        message.hasPrefix(
          "Snapshot does not match proc/self/status.\n\nReference: −, Actual: +\n"))
      #expect(message.contains("\n@@ -2,"))
      #expect(
        message.hasSuffix(
          "\n\nIt could not be re-recorded (record mode `\(mode.rawValue)`): No such file or directory."))
    }
  #endif

  @Test func aReadOnlyFolderIsSaidPlainly() {
    let root = URL(fileURLWithPath: "/work/App", isDirectory: true)
    let folder = root.appendingPathComponent("Snapshots/AppTests")
    let target = folder.appendingPathComponent("Cart.total.1.txt.new")
    for code in [EACCES, EPERM, EROFS] {
      let error = SnapshotWriteError(
        file: target, reason: SnapshotWriteError.reason(errno: code, writing: target, in: folder))
      #expect(error.why(relativeTo: root) == "the folder Snapshots/AppTests is read-only")
    }
  }

  @Test func aReadOnlyFolderOnDiskKeepsTheMismatch() throws {
    // The superuser may write anywhere, so only another user can see a read-only folder refuse.
    guard geteuid() != 0 else { return }
    let sandbox = SnapshotSandbox(identity: .named)
    defer {
      chmod(sandbox.url("ArchSnapshotsTests").path, 0o755)
      sandbox.remove()
    }
    sandbox.write(header + "\nold\n", to: file)
    chmod(sandbox.url("ArchSnapshotsTests").path, 0o555)
    let issues = sandbox.capture { assertSnapshot(of: "new", as: .lines) }
    #expect(
      issues.map(\.message) == [
        mismatch + """


          The new text could not be left in Snapshots/ArchSnapshotsTests/SnapshotRecordModeTests.name.1.txt.new: \
          the folder Snapshots/ArchSnapshotsTests is read-only.
          """
      ])
  }

  @Test func pathsOutsideThePackageShowTheirLastTwoParts() {
    #expect(
      SnapshotWriteError.relativePath(
        of: URL(fileURLWithPath: "/elsewhere/Snaps/A.txt"), to: URL(fileURLWithPath: "/work/App"))
        == "Snaps/A.txt")
  }

  @Test func diffLineNumbersAreTheLinesOfTheFile() {
    let sandbox = SnapshotSandbox(identity: .named)
    defer { sandbox.remove() }
    let lines = (1...10).map { "line \($0)" }
    sandbox.write(header + "\n" + lines.joined(separator: "\n") + "\n", to: file)
    var changed = lines
    changed[6] = "LINE 7"
    let issues = sandbox.capture { assertSnapshot(of: changed.joined(separator: "\n"), as: .lines) }
    #expect(issues.first?.message.contains("@@ -5,7 +5,7 @@\n  line 4\n") == true)
    // Line 5 of the file is the first line the hunk shows.
    let fileLines = sandbox.text(file)!.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(fileLines[5 - 1] == "line 4")
    #expect(fileLines[8 - 1] == "line 7")
  }
}
