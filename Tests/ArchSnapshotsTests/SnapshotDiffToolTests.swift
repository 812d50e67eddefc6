import Foundation
import Testing

@testable import ArchSnapshots

private let file = NamedSnapshot.file
private let header = NamedSnapshot.header
/// The header of what this file's assertions write.
private let written = NamedSnapshot.header(writtenFrom: "SnapshotDiffToolTests.swift")
private let mismatch = NamedSnapshot.oldToNewMismatch

/// A diff tool that writes its arguments, one a line, to `arguments.txt` in the sandbox.
private func argumentRecorder(in sandbox: SnapshotSandbox) throws -> URL {
  let script = sandbox.root.appendingPathComponent("record-arguments.sh")
  let output = sandbox.root.appendingPathComponent("arguments.txt")
  try "#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(output.path)'\n".write(
    to: script, atomically: true, encoding: .utf8)
  try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
  return script
}

private func recordedArguments(in sandbox: SnapshotSandbox) -> [String]? {
  let text = try? String(contentsOf: sandbox.root.appendingPathComponent("arguments.txt"), encoding: .utf8)
  return text?.split(separator: "\n").map(String.init)
}

/// `ARCH_DIFF_TOOL` runs on a mismatch with the reference and the new text as its last two arguments.
@Suite struct SnapshotDiffToolTests {
  @Test func theToolGetsTheReferenceAndThePendingFile() throws {
    var sandbox = SnapshotSandbox(identity: .named)
    defer { sandbox.remove() }
    sandbox.environment["ARCH_DIFF_TOOL"] = try argumentRecorder(in: sandbox).path
    sandbox.write(header + "\nold\n", to: file)
    let issues = sandbox.capture { assertSnapshot(of: "new", as: .lines) }
    #expect(issues.count == 1)
    #expect(recordedArguments(in: sandbox) == [sandbox.url(file).path, sandbox.url(file + ".new").path])
  }

  @Test func onCITheToolGetsACopyOfTheNewTextOutsideTheTree() throws {
    var sandbox = SnapshotSandbox(environment: ["CI": "1"], identity: .named)
    defer { sandbox.remove() }
    sandbox.environment["ARCH_DIFF_TOOL"] = try argumentRecorder(in: sandbox).path
    sandbox.write(header + "\nold\n", to: file)
    _ = sandbox.capture { assertSnapshot(of: "new", as: .lines) }
    let arguments = try #require(recordedArguments(in: sandbox))
    #expect(arguments.first == sandbox.url(file).path)
    let copy = try #require(arguments.last)
    #expect(
      copy.hasPrefix(FileManager.default.temporaryDirectory.path)
        && copy.hasSuffix("/SnapshotRecordModeTests.name.1.txt"))
    #expect(try String(contentsOfFile: copy, encoding: .utf8) == written + "\nnew\n")
    #expect(sandbox.files == [file])
  }

  @Test func aToolTheShellCannotFindIsNamedInTheFailure() {
    let sandbox = SnapshotSandbox(
      environment: ["ARCH_DIFF_TOOL": "arch-no-such-diff-tool --side-by-side"], identity: .named)
    defer { sandbox.remove() }
    sandbox.write(header + "\nold\n", to: file)
    let issues = sandbox.capture { assertSnapshot(of: "new", as: .lines) }
    #expect(
      issues.map(\.message) == [
        mismatch + """


          The new text is pending in Snapshots/ArchSnapshotsTests/SnapshotRecordModeTests.name.1.txt.new.
          Accept it: swift run snapshots accept ArchSnapshotsTests/SnapshotRecordModeTests.name.1
          Reject it: swift run snapshots reject ArchSnapshotsTests/SnapshotRecordModeTests.name.1
          ARCH_DIFF_TOOL (arch-no-such-diff-tool --side-by-side) could not show the diff: the shell could not run it (exit status 127).
          """
      ])
  }

  @Test func theToolIsNotRunWhenTheSnapshotMatchesOrIsNew() throws {
    var sandbox = SnapshotSandbox(identity: .named)
    defer { sandbox.remove() }
    sandbox.environment["ARCH_DIFF_TOOL"] = try argumentRecorder(in: sandbox).path
    _ = sandbox.capture { assertSnapshot(of: "new", as: .lines) }
    #expect(sandbox.nextRun().capture { assertSnapshot(of: "new", as: .lines) }.isEmpty)
    #expect(recordedArguments(in: sandbox) == nil)
  }
}
