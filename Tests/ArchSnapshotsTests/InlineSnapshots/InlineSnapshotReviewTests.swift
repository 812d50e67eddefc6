import Foundation
import Testing

@testable import ArchSnapshots

/// Runs the `snapshots` command against the sandbox and returns its exit status and output.
private func command(_ arguments: [String], in sandbox: SnapshotSandbox) -> (status: Int32, output: String) {
  var lines: [String] = []
  let status = SnapshotCommand.run(
    arguments + ["--dir", sandbox.snapshots.path], environment: [:], currentDirectory: "/",
    output: { lines.append($0) }, errors: { lines.append($0) })
  return (status, lines.joined(separator: "\n"))
}

/// Runs the `snapshots` command against the sandbox and returns its exit status, and its output and
/// errors apart.
private func streams(
  _ arguments: [String], in sandbox: SnapshotSandbox
) -> (status: Int32, output: [String], errors: [String]) {
  var output: [String] = [], errors: [String] = []
  let status = SnapshotCommand.run(
    arguments + ["--dir", sandbox.snapshots.path], environment: [:], currentDirectory: "/",
    output: { output.append($0) }, errors: { errors.append($0) })
  return (status, output, errors)
}

/// Two different snapshots pending in one file: the eggs at line 6 and the bread at line 12.
private func sandboxWithTwoPendingSnapshots() -> SnapshotSandbox {
  let sandbox = SnapshotSandbox()
  sandbox.writeSource()
  _ = sandbox.inline("Eggs\nBrown eggs", line: 6, matches: "Eggs")
  _ = sandbox.inline("Rye bread", line: 12, matches: "Bread")
  #expect(sandbox.endProcess() == [])
  return sandbox
}

@Suite struct InlineSnapshotReviewTests {
  @Test func reviewShowsInlineSnapshotsWithTheirDiff() {
    let sandbox = sandboxWithTwoPendingSnapshots()
    defer { sandbox.remove() }
    let result = command(["review"], in: sandbox)
    #expect(result.status == 0)
    #expect(
      result.output == """
        [1/2] Tests/ScreenTests.swift.12.23
        Source: −, Pending: +
        @@ -1,1 +1,1 @@
        − Bread
        + Rye bread

        [2/2] Tests/ScreenTests.swift.6.23
        Source: −, Pending: +
        @@ -1,1 +1,2 @@
          Eggs
        + Brown eggs

        `swift run snapshots accept <name>` accepts it, `swift run snapshots reject <name>` drops it. Either takes --all instead of names.
        """)
  }

  @Test func acceptWritesIntoTheSourceAndMovesTheOthersOfThatFile() {
    let sandbox = sandboxWithTwoPendingSnapshots()
    defer { sandbox.remove() }
    #expect(
      command(["accept", "Tests/ScreenTests.swift.6.23"], in: sandbox) == (
        0, "Accepted Tests/ScreenTests.swift.6.23"
      ))
    #expect(
      sandbox.source
        == screenTestsSource.replacingOccurrences(of: "    Eggs\n", with: "    Eggs\n    Brown eggs\n"))
    #expect(
      sandbox.files == ["Tests/ScreenTests.swift.13.23.inline.new"], "the bread's call moved down a line")
    #expect(
      command(["accept", "ScreenTests.swift.13.23"], in: sandbox) == (
        0, "Accepted Tests/ScreenTests.swift.13.23"
      ))
    #expect(sandbox.files == [])
    let next = sandbox.nextRun()
    #expect(next.inline("Eggs\nBrown eggs", line: 6, matches: "Eggs\nBrown eggs") == nil)
    #expect(next.inline("Rye bread", line: 13, matches: "Rye bread") == nil)
    let reread = InlineSource.load(path: sandbox.sourcePath, fileID: "Tests/ScreenTests.swift")
    #expect((try? reread.get().call(line: 13, column: 23, holding: "Rye bread", location: "").get()) != nil)
  }

  @Test func acceptAllWritesOneFileInOnePass() {
    let sandbox = sandboxWithTwoPendingSnapshots()
    defer { sandbox.remove() }
    #expect(
      command(["accept", "--all"], in: sandbox)
        == (0, "Accepted Tests/ScreenTests.swift.12.23\nAccepted Tests/ScreenTests.swift.6.23"))
    #expect(
      sandbox.source
        == screenTestsSource
        .replacingOccurrences(of: "    Eggs\n", with: "    Eggs\n    Brown eggs\n")
        .replacingOccurrences(of: "    Bread\n", with: "    Rye bread\n"))
    #expect(sandbox.files == [])
  }

  @Test func rejectDropsThePendingRecordAndLeavesTheSource() {
    let sandbox = sandboxWithTwoPendingSnapshots()
    defer { sandbox.remove() }
    #expect(
      command(["reject", "ScreenTests.swift.6.23"], in: sandbox) == (
        0, "Rejected Tests/ScreenTests.swift.6.23"
      ))
    #expect(sandbox.files == ["Tests/ScreenTests.swift.12.23.inline.new"])
    #expect(sandbox.source == screenTestsSource)
  }

  @Test func acceptRefusesASourceEditedSinceTheRecord() {
    let sandbox = sandboxWithTwoPendingSnapshots()
    defer { sandbox.remove() }
    sandbox.writeSource(screenTestsSource.replacingOccurrences(of: "    Bread\n", with: "    Sourdough\n"))
    let result = streams(["accept", "--all"], in: sandbox)
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    let refusals = [12, 6].map { line in
      "No inline snapshot was written into Tests/ScreenTests.swift: "
        + InlineSnapshotMessages.changedSinceRecorded("Tests/ScreenTests.swift", line: line) + " "
        + InlineSnapshotMessages.stillPending("Tests/ScreenTests.swift.\(line).23")
    }
    #expect(result.errors == refusals)
    #expect(
      sandbox.source == screenTestsSource.replacingOccurrences(of: "    Bread\n", with: "    Sourdough\n"))
    #expect(sandbox.files.count == 2)
  }

  @Test func aMovedRecordThatCannotBeSavedIsReportedAsLost() throws {
    let sandbox = sandboxWithTwoPendingSnapshots()
    defer { sandbox.remove() }
    try FileManager.default.createDirectory(
      at: sandbox.url("Tests/ScreenTests.swift.13.23.inline.new"), withIntermediateDirectories: true)
    let result = streams(["accept", "Tests/ScreenTests.swift.6.23"], in: sandbox)
    #expect(result.status == 1)
    #expect(result.output == ["Accepted Tests/ScreenTests.swift.6.23"])
    #expect(
      result.errors == [
        """
        The pending inline snapshot Tests/ScreenTests.swift.12.23 is lost: writing its test file moved the \
        call, and its record could not be saved as Tests/ScreenTests.swift.13.23: \
        Snapshots/Tests/ScreenTests.swift.13.23.inline.new is a folder, not a file. Run its test again to \
        record it anew.
        """
      ])
    #expect(
      sandbox.source
        == screenTestsSource.replacingOccurrences(of: "    Eggs\n", with: "    Eggs\n    Brown eggs\n"))
    #expect(sandbox.files == [])
  }

  @Test func aMissingSnapshotLeftByADeadProcessIsReviewedAsNew() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    sandbox.writeSource()
    _ = sandbox.inline("Milk", line: 5, matches: nil)
    #expect(
      command(["review"], in: sandbox).output.hasPrefix(
        """
        [1/1] Tests/ScreenTests.swift.5.23
        No snapshot in the source yet; the pending text is:
        Milk
        """))
    #expect(command(["accept", "--all"], in: sandbox).status == 0)
    #expect(
      sandbox.source.contains(
        "assertInlineSnapshot(of: milk, as: .lines) {\n    \"\"\"\n    Milk\n    \"\"\"\n  }"))
  }

  @Test func reviewSaysWhyARecordCannotBeWrittenAndShowsItsText() {
    let sandbox = sandboxWithTwoPendingSnapshots()
    defer { sandbox.remove() }
    sandbox.writeSource("// a new first line\n" + screenTestsSource)
    let result = command(["review"], in: sandbox)
    #expect(result.status == 0)
    #expect(
      result.output.hasPrefix(
        """
        [1/2] Tests/ScreenTests.swift.12.23
        Cannot be written as things are: Tests/ScreenTests.swift was changed since the snapshot of the call at \
        line 12 was recorded, and not by an inline snapshot write, so where that call is now is not known for sure.
        The pending text is:
        Rye bread

        """))
  }

  @Test func reviewDiffsAgainstTheLiteralWhereTheCallIsNow() {
    let sandbox = sandboxWithTwoPendingSnapshots()
    defer { sandbox.remove() }
    // Another test process records the milk and writes it: the bread's call moves down four lines.
    let other = sandbox.nextRun()
    _ = other.inline("Milk", line: 5, matches: nil)
    #expect(other.endProcess() == [])
    #expect(
      command(["review"], in: sandbox).output.hasPrefix(
        """
        [1/2] Tests/ScreenTests.swift.10.23
        Source: −, Pending: +
        @@ -1,1 +1,2 @@
          Eggs
        + Brown eggs

        [2/2] Tests/ScreenTests.swift.16.23
        Source: −, Pending: +
        @@ -1,1 +1,1 @@
        − Bread
        + Rye bread
        """))
  }
}
