import Foundation
import Testing

@testable import ArchSnapshots

private let name = "ArchSnapshotsTests/SnapshotRecordModeTests.name"
private let header =
  "// ArchTesting snapshot of SnapshotRecordModeTests.name() in ArchSnapshotsTests/SnapshotRecordModeTests.swift. This line is not compared."

/// Runs the `snapshots` command against the sandbox and returns its exit status and what it printed,
/// to standard output and standard error together.
private func command(_ arguments: [String], in sandbox: SnapshotSandbox) -> (status: Int32, output: String) {
  let result = streams(arguments + ["--dir", sandbox.snapshots.path])
  return (result.status, (result.output + result.errors).joined(separator: "\n"))
}

/// Runs the `snapshots` command and returns its exit status, and its output and errors apart.
private func streams(
  _ arguments: [String], environment: [String: String] = [:], currentDirectory: String = "/"
) -> (status: Int32, output: [String], errors: [String]) {
  var output: [String] = [], errors: [String] = []
  let status = SnapshotCommand.run(
    arguments, environment: environment, currentDirectory: currentDirectory,
    output: { output.append($0) }, errors: { errors.append($0) })
  return (status, output, errors)
}

/// A sandbox where the test `name` has a reference "a\nb" and a pending "a\nB".
private func sandboxWithPendingSnapshot() -> SnapshotSandbox {
  let sandbox = SnapshotSandbox(identity: .named)
  sandbox.write(header + "\na\nb\n", to: name + ".1.txt")
  _ = sandbox.capture { assertSnapshot(of: "a\nB", as: .lines) }
  return sandbox
}

@Suite struct SnapshotReviewTests {
  @Test func reviewShowsEachPendingDiff() {
    let sandbox = sandboxWithPendingSnapshot()
    defer { sandbox.remove() }
    let result = command(["review"], in: sandbox)
    #expect(result.status == 0)
    #expect(
      result.output == """
        [1/1] \(name).1
        Reference: −, Pending: +
        @@ -2,2 +2,2 @@
          a
        − b
        + B

        `swift run snapshots accept <name>` accepts it, `swift run snapshots reject <name>` drops it. Either takes --all instead of names.
        """)
  }

  @Test func acceptReplacesTheReferenceAndTheTestPasses() {
    let sandbox = sandboxWithPendingSnapshot()
    defer { sandbox.remove() }
    let result = command(["accept", name + ".1"], in: sandbox)
    #expect(result == (0, "Accepted \(name).1"))
    #expect(sandbox.files == [name + ".1.txt"])
    #expect(sandbox.nextRun().capture { assertSnapshot(of: "a\nB", as: .lines) }.isEmpty)
  }

  @Test func acceptTakesTheFileNameAloneWhenUnambiguous() {
    let sandbox = sandboxWithPendingSnapshot()
    defer { sandbox.remove() }
    #expect(command(["accept", "SnapshotRecordModeTests.name.1.txt.new"], in: sandbox).status == 0)
    #expect(sandbox.text(name + ".1.txt")?.hasSuffix("\na\nB\n") == true)
  }

  @Test func rejectAllDeletesThePendingFiles() {
    let sandbox = sandboxWithPendingSnapshot()
    defer { sandbox.remove() }
    sandbox.write("x", to: "Other/Suite.test.1.txt.new")
    let result = command(["reject", "--all"], in: sandbox)
    #expect(result == (0, "Rejected \(name).1\nRejected Other/Suite.test.1"))
    #expect(sandbox.files == [name + ".1.txt"])
    #expect(sandbox.text(name + ".1.txt") == header + "\na\nb\n")
  }

  @Test func acceptAllWithNothingPending() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    try! FileManager.default.createDirectory(at: sandbox.snapshots, withIntermediateDirectories: true)
    #expect(command(["accept", "--all"], in: sandbox) == (0, "No pending snapshots."))
    #expect(command(["review"], in: sandbox) == (0, "No pending snapshots."))
  }

  @Test func unknownAndAmbiguousNamesFail() {
    let sandbox = sandboxWithPendingSnapshot()
    defer { sandbox.remove() }
    sandbox.write("x", to: "Other/SnapshotRecordModeTests.name.1.txt.new")
    #expect(
      command(["accept", "nope"], in: sandbox) == (
        1,
        "No pending snapshot matches nope: give its path, its name or the end of its name (`swift run snapshots review` lists them).\nNothing was accepted."
      ))
    #expect(
      command(["reject", "SnapshotRecordModeTests.name.1"], in: sandbox) == (
        1,
        "SnapshotRecordModeTests.name.1 names several pending snapshots: \(name).1, Other/SnapshotRecordModeTests.name.1. Give the folder too.\nNothing was rejected."
      ))
  }

  @Test func acceptTakesThePathOfThePendingFileOrOfItsReference() {
    let sandbox = sandboxWithPendingSnapshot()
    defer { sandbox.remove() }
    let relative = streams(
      ["accept", "Snapshots/\(name).1.txt.new", "--dir", sandbox.snapshots.path],
      currentDirectory: sandbox.root.path)
    #expect(relative.status == 0 && relative.output == ["Accepted \(name).1"] && relative.errors.isEmpty)
    #expect(sandbox.files == [name + ".1.txt"])
    _ = sandbox.nextRun().capture { assertSnapshot(of: "a\nC", as: .lines) }
    let absolute = streams(["reject", sandbox.url(name + ".1.txt").path, "--dir", sandbox.snapshots.path])
    #expect(absolute.status == 0 && absolute.output == ["Rejected \(name).1"])
    #expect(sandbox.files == [name + ".1.txt"])
  }

  @Test func acceptTakesTheEndOfAName() {
    let sandbox = sandboxWithPendingSnapshot()
    defer { sandbox.remove() }
    sandbox.write("x", to: "Other/Suite.test.1.txt.new")
    let result = command(["accept", "name.1", "Suite.test.1"], in: sandbox)
    #expect(result == (0, "Accepted \(name).1\nAccepted Other/Suite.test.1"))
    #expect(sandbox.files == [name + ".1.txt", "Other/Suite.test.1.txt"])
  }

  @Test func anOperandThatMatchesNothingLeavesEveryPendingSnapshot() {
    let sandbox = sandboxWithPendingSnapshot()
    defer { sandbox.remove() }
    let result = streams([
      "accept", name + ".1", "Missing.test.1", "nope.txt.new", "--dir", sandbox.snapshots.path,
    ])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.errors == [
        "No pending snapshot matches Missing.test.1: give its path, its name or the end of its name (`swift run snapshots review` lists them).",
        "No pending snapshot matches nope.txt.new: give its path, its name or the end of its name (`swift run snapshots review` lists them).",
        "Nothing was accepted.",
      ])
    #expect(sandbox.files == [name + ".1.txt", name + ".1.txt.new"])
  }

  @Test func aNewSnapshotWithoutReferenceShowsItsText() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    sandbox.write(header + "\nfresh\n", to: "M/S.t.1.txt.new")
    #expect(
      command(["review"], in: sandbox).output.hasPrefix(
        "[1/1] M/S.t.1\nNo reference yet; the pending text is:\nfresh\n"))
  }

  @Test(arguments: ["review", "accept --all", "reject --all", "obsolete"])
  func aMissingSnapshotsFolderIsAnErrorOnStandardError(command: String) {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    let missing = sandbox.root.appendingPathComponent("Snapshotz").path
    let result = streams(command.split(separator: " ").map(String.init) + ["--dir", missing])
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(
      result.errors == [
        "There is no snapshots folder at \(missing). Check --dir or ARCH_SNAPSHOTS_DIR."
      ])
    let relative = streams(["review", "--dir", "Snapshotz"], currentDirectory: sandbox.root.path)
    #expect(
      relative.errors == ["There is no snapshots folder at Snapshotz. Check --dir or ARCH_SNAPSHOTS_DIR."])
    let configured = streams(["review"], environment: ["ARCH_SNAPSHOTS_DIR": missing])
    #expect(configured.status == 2)
  }

  @Test func badArgumentsAndFailuresGoToStandardError() {
    let sandbox = sandboxWithPendingSnapshot()
    defer { sandbox.remove() }
    let unknown = streams(["frobnicate", "--dir", sandbox.snapshots.path])
    #expect(
      unknown.output.isEmpty
        && unknown.errors.first?.hasPrefix("Unknown command or arguments: frobnicate") == true)
    let failed = streams(["accept", "nope", "--dir", sandbox.snapshots.path])
    #expect(
      failed.status == 1 && failed.output.isEmpty
        && failed.errors == [
          "No pending snapshot matches nope: give its path, its name or the end of its name (`swift run snapshots review` lists them).",
          "Nothing was accepted.",
        ])
  }

  @Test func aFailedAcceptGoesToStandardError() throws {
    let sandbox = sandboxWithPendingSnapshot()
    defer { sandbox.remove() }
    try FileManager.default.removeItem(at: sandbox.url(name + ".1.txt"))
    sandbox.write("in the way", to: name + ".1.txt/file")
    let result = streams(["accept", name + ".1", "--dir", sandbox.snapshots.path])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.errors == ["Could not accept \(name).1: Is a directory."])
    #expect(sandbox.exists(name + ".1.txt.new"))
  }

  @Test(arguments: [[], ["frobnicate"], ["review", "extra"], ["accept"], ["obsolete", "--force"]])
  func badArgumentsPrintUsageAndExitWithTwo(arguments: [String]) {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    let result = command(arguments, in: sandbox)
    #expect(result.status == 2)
    #expect(result.output.hasSuffix(SnapshotCommand.usage))
  }

  @Test func helpPrintsUsage() {
    let result = streams(["help"])
    #expect(result.status == 0)
    #expect(result.output == [SnapshotCommand.usage])
  }

  @Test func noPackageAboveTheCurrentDirectory() {
    let result = streams(["review"], currentDirectory: "/nonexistent-arch")
    #expect(result.status == 1)
    #expect(
      result.errors == [
        "Cannot find the snapshots folder: there is no Package.swift at or above /nonexistent-arch. Pass --dir."
      ])
  }
}

@Suite struct SnapshotObsoleteTests {
  /// A sandbox with an old snapshot nobody asserts any more, then a run that asserts one other.
  private func sandboxAfterRun(_ run: SnapshotRun = .complete, finish: Bool = true) -> SnapshotSandbox {
    let sandbox = SnapshotSandbox(run: run, identity: .named)
    sandbox.write("old", to: "Gone/Old.test.1.txt")
    sandbox.write("old pending", to: "Gone/Old.test.2.txt.new")
    sandbox.write(header + "\nkept\n", to: name + ".1.txt")
    #expect(sandbox.capture { assertSnapshot(of: "kept", as: .lines) }.isEmpty)
    if finish { sandbox.session.finishRun() }
    return sandbox
  }

  @Test func listsFilesNoTestTouched() {
    let sandbox = sandboxAfterRun()
    defer { sandbox.remove() }
    let result = command(["obsolete"], in: sandbox)
    #expect(
      result == (
        0,
        """
        Obsolete snapshots (no test touched them in the last complete run):
          Gone/Old.test.1.txt
          Gone/Old.test.2.txt.new
        Delete them with `swift run snapshots obsolete --delete`.
        """
      ))
    #expect(sandbox.files.count == 3)
  }

  @Test func deleteRemovesOnlyObsoleteFiles() {
    let sandbox = sandboxAfterRun()
    defer { sandbox.remove() }
    #expect(
      command(["obsolete", "--delete"], in: sandbox) == (
        0,
        """
        Deleted 2 obsolete snapshot file(s):
          Gone/Old.test.1.txt
          Gone/Old.test.2.txt.new
        """
      ))
    #expect(sandbox.files == [name + ".1.txt"])
    #expect(command(["obsolete"], in: sandbox) == (0, "No obsolete snapshots."))
  }

  @Test func filesWrittenAfterTheRunStartedAreNotJudged() throws {
    let sandbox = sandboxAfterRun()
    defer { sandbox.remove() }
    sandbox.write("new", to: "Later/New.test.1.txt")
    try FileManager.default.setAttributes(
      [.modificationDate: Date().addingTimeInterval(60)],
      ofItemAtPath: sandbox.url("Later/New.test.1.txt").path)
    #expect(
      try SnapshotCatalog(folder: sandbox.snapshots).obsoleteFiles().get() == [
        "Gone/Old.test.1.txt", "Gone/Old.test.2.txt.new",
      ])
  }

  @Test func aFilteredRunIsRefused() {
    let sandbox = sandboxAfterRun(
      SnapshotRun(
        key: "1", processID: 2, arguments: ["--filter", "Cart", "--testing-library", "swift-testing"]))
    defer { sandbox.remove() }
    #expect(
      command(["obsolete", "--delete"], in: sandbox) == (
        1,
        "The last test run was partial (--filter Cart), so it cannot tell which snapshots are obsolete. Run `swift test` without --filter or --skip first."
      ))
    #expect(sandbox.files.count == 3)
  }

  @Test func anUnfinishedRunIsRefused() {
    let sandbox = sandboxAfterRun(finish: false)
    defer { sandbox.remove() }
    #expect(
      command(["obsolete"], in: sandbox) == (
        1,
        "The last test run did not finish (process 7 left no end record), so it cannot tell which snapshots are obsolete. Run `swift test` without --filter or --skip first."
      ))
  }

  @Test func noRunIsRefused() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    sandbox.write("x", to: "A/B.c.1.txt")
    #expect(
      command(["obsolete"], in: sandbox) == (
        1,
        "There is no record of a test run that used snapshots, so none can be called obsolete. Run `swift test` without --filter or --skip first."
      ))
  }

  @Test func aNewRunReplacesTheRecordsOfEarlierRunsAndProcessesOfOneRunAddUp() throws {
    let sandbox = sandboxAfterRun(SnapshotRun(key: "old", processID: 1, arguments: ["--skip", "X"]))
    defer { sandbox.remove() }
    // `swift test` runs XCTest, then Swift Testing: two processes, one run key.
    let xctest = sandbox.nextRun(SnapshotRun(key: "new", processID: 10, arguments: []))
    _ = xctest.capture { assertSnapshot(of: "kept", as: .lines) }
    xctest.session.finishRun()
    var swiftTesting = sandbox.nextRun(
      SnapshotRun(key: "new", processID: 11, arguments: ["--testing-library", "swift-testing"]))
    swiftTesting.identity = SnapshotTestIdentity(
      module: "Gone", suite: "Old", test: "test", function: "test()", arguments: nil)
    _ = swiftTesting.capture { assertSnapshot(of: "old", as: .lines) }
    swiftTesting.session.finishRun()
    let manifests = SnapshotRunManifest.readAll(in: sandbox.root.appendingPathComponent(".snapshot-runs"))
    #expect(manifests.map(\.processID) == [10, 11])
    #expect(
      try SnapshotCatalog(folder: sandbox.snapshots).obsoleteFiles().get() == ["Gone/Old.test.2.txt.new"])
  }

  @Test func runsFromDifferentInvocationsAreRefused() {
    let manifests = ["a", "b"].map {
      SnapshotRunManifest(
        runKey: $0, processID: 1, startedAt: Date(), narrowingArguments: [], touched: [], isFinished: true)
    }
    #expect(
      SnapshotCatalog.refusal(for: manifests)?.message
        == "The run records in .snapshot-runs come from different test runs. Run `swift test` without --filter or --skip first."
    )
  }

  @Test(arguments: [
    ([String](), [String]()),
    (["--testing-library", "swift-testing"], []),
    (["--parallel", "--xunit-output", "out.xml"], []),
    (["--filter", "top", "--testing-library", "swift-testing"], ["--filter", "top"]),
    (["--skip=Slow"], ["--skip=Slow"]),
    (["ExpTests.XT/testSomething"], ["ExpTests.XT/testSomething"]),
  ])
  func narrowingArgumentsMakeARunPartial(arguments: [String], narrowing: [String]) {
    #expect(SnapshotRun(key: "1", processID: 1, arguments: arguments).narrowingArguments == narrowing)
  }
}
