import Foundation
import Testing

@testable import ArchSnapshots

private let file = NamedSnapshot.file
private let header = NamedSnapshot.header
/// The header of what this file's assertions write.
private let written = NamedSnapshot.header(writtenFrom: "SnapshotArtifactsTests.swift")
private let mismatch = NamedSnapshot.oldToNewMismatch
private let newFile = "ArchSnapshotsTests/SnapshotRecordModeTests.name.other.txt"

/// A sandbox whose failing snapshots go to `artifacts/` beside its snapshots folder, on CI.
private func sandboxWithArtifacts(_ extra: [String: String] = ["CI": "true"]) -> (SnapshotSandbox, String) {
  var sandbox = SnapshotSandbox(identity: .named)
  let artifacts = sandbox.root.appendingPathComponent("artifacts").path
  sandbox.environment = extra.merging(["ARCH_SNAPSHOT_ARTIFACTS": artifacts]) { $1 }
  return (sandbox, artifacts)
}

private func inArtifacts(_ artifacts: String, _ pending: String) -> String {
  "The snapshots folder was left as it is (ARCH_SNAPSHOT_ARTIFACTS is set). The new text is in "
    + "\(artifacts)/\(pending); `git apply \(artifacts)/snapshots.patch` in the package root takes every "
    + "change of this run."
}

private func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

/// `ARCH_SNAPSHOT_ARTIFACTS`: new texts and one patch outside the source tree, which is left as it is.
@Suite struct SnapshotArtifactsTests {
  @Test func aMismatchAndANewSnapshotGoToTheArtifactsAndOnePatch() {
    let (sandbox, artifacts) = sandboxWithArtifacts()
    defer { sandbox.remove() }
    sandbox.write(header + "\nold\n", to: file)
    let issues = sandbox.capture {
      assertSnapshot(of: "new", as: .lines)
      assertSnapshot(of: "fresh", as: .lines, named: "other")
    }
    #expect(
      issues.map(\.message) == [
        mismatch + "\n\n" + inArtifacts(artifacts, file + ".new"),
        "No reference snapshot at Snapshots/\(newFile). " + inArtifacts(artifacts, newFile + ".new"),
      ])
    #expect(sandbox.files == [file])
    #expect(sandbox.text(file) == header + "\nold\n")
    #expect(read(artifacts + "/" + file + ".new") == written + "\nnew\n")
    #expect(read(artifacts + "/" + newFile + ".new") == written + "\nfresh\n")
    #expect(
      read(artifacts + "/snapshots.patch") == """
        diff --git a/Snapshots/\(file) b/Snapshots/\(file)
        --- a/Snapshots/\(file)
        +++ b/Snapshots/\(file)
        @@ -1,2 +1,2 @@
        -\(header)
        -old
        +\(written)
        +new
        diff --git a/Snapshots/\(newFile) b/Snapshots/\(newFile)
        new file mode 100644
        --- /dev/null
        +++ b/Snapshots/\(newFile)
        @@ -0,0 +1,2 @@
        +\(written)
        +fresh

        """)
  }

  @Test func aConflictedReferenceIsReplacedByThePatch() {
    let (sandbox, artifacts) = sandboxWithArtifacts([:])
    defer { sandbox.remove() }
    sandbox.write(header + "\n<<<<<<< HEAD\nold\n=======\nolder\n>>>>>>> feature", to: file)
    let issues = sandbox.capture { assertSnapshot(of: "new", as: .lines) }
    #expect(
      issues.map(\.message) == [
        "The reference snapshot Snapshots/\(file) holds merge-conflict markers (<<<<<<<, =======, >>>>>>>), "
          + "so it counts as missing. " + inArtifacts(artifacts, file + ".new")
      ])
    #expect(
      read(artifacts + "/snapshots.patch") == """
        diff --git a/Snapshots/\(file) b/Snapshots/\(file)
        --- a/Snapshots/\(file)
        +++ b/Snapshots/\(file)
        @@ -1,6 +1,2 @@
        -\(header)
        -<<<<<<< HEAD
        -old
        -=======
        -older
        ->>>>>>> feature
        \\ No newline at end of file
        +\(written)
        +new

        """)
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git")))
  func gitApplyTakesThePatchAndTheTestsThenPass() throws {
    let (sandbox, artifacts) = sandboxWithArtifacts()
    defer { sandbox.remove() }
    sandbox.write(header + "\n<<<<<<< HEAD\nold\n=======\nolder\n>>>>>>> feature\n", to: file)
    _ = sandbox.capture {
      assertSnapshot(of: "new", as: .lines)
      assertSnapshot(of: "fresh", as: .lines, named: "other")
    }
    let git = Process()
    git.executableURL = URL(fileURLWithPath: "/usr/bin/git")
    git.arguments = ["apply", artifacts + "/snapshots.patch"]
    git.currentDirectoryURL = sandbox.root
    try git.run()
    git.waitUntilExit()
    #expect(git.terminationStatus == 0)
    var local = sandbox.nextRun()
    local.environment = [:]
    #expect(
      local.capture {
        assertSnapshot(of: "new", as: .lines)
        assertSnapshot(of: "fresh", as: .lines, named: "other")
      }.isEmpty)
  }

  @Test func aLaterRunStartsTheArtifactsAfresh() {
    let (sandbox, artifacts) = sandboxWithArtifacts()
    defer { sandbox.remove() }
    _ = sandbox.capture { assertSnapshot(of: "fresh", as: .lines, named: "other") }
    let sameRun = sandbox.nextRun()
    sandbox.write(header + "\nold\n", to: file)
    _ = sameRun.capture { assertSnapshot(of: "new", as: .lines) }
    #expect(read(artifacts + "/snapshots.patch")?.components(separatedBy: "diff --git").count == 3)
    let laterRun = sandbox.nextRun(SnapshotRun(key: "4343", processID: 8, arguments: []))
    _ = laterRun.capture { assertSnapshot(of: "new", as: .lines) }
    #expect(FileManager.default.fileExists(atPath: artifacts + "/" + file + ".new"))
    #expect(!FileManager.default.fileExists(atPath: artifacts + "/" + newFile + ".new"))
    #expect(read(artifacts + "/snapshots.patch")?.components(separatedBy: "diff --git").count == 2)
  }

  @Test func anArtifactsFolderThatCannotBeWrittenIsNamed() {
    let (sandbox, artifacts) = sandboxWithArtifacts()
    defer { sandbox.remove() }
    try? "in the way".write(toFile: artifacts, atomically: true, encoding: .utf8)
    let issues = sandbox.capture { assertSnapshot(of: "fresh", as: .lines, named: "other") }
    #expect(
      issues.map(\.message) == [
        "No reference snapshot at Snapshots/\(newFile). The new text could not be left in \(artifacts) "
          + "(ARCH_SNAPSHOT_ARTIFACTS): artifacts is a file, not a folder."
      ])
  }
}
