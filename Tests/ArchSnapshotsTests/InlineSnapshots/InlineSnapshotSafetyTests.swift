import Foundation
import Testing

@testable import ArchSnapshots

private let fileID = "Tests/ScreenTests.swift"

/// A test file where deleting four lines above the milk call (3–6) brings the disabled test's call to
/// the milk call's line and column: 8:23.
private let movingCallsSource = """
  import ArchTesting
  import Testing

  // A helper no test calls any more.
  func unused() {}

  @Test func milk() {
    assertInlineSnapshot(of: milk, as: .lines)
  }

  @Test(.disabled()) func other() {
    assertInlineSnapshot(of: "other", as: .lines)
  }

  """

private func deletingLines(_ lines: ClosedRange<Int>, from text: String) -> String {
  var all = text.split(separator: "\n", omittingEmptySubsequences: false)
  all.removeSubrange((lines.lowerBound - 1)...(lines.upperBound - 1))
  return all.joined(separator: "\n")
}

/// The milk call of `screenTestsSource` (line 5) with its closure written, as a file of `\n` lines.
private let milkWritten = screenTestsSource.replacingOccurrences(
  of: "  assertInlineSnapshot(of: milk, as: .lines)\n",
  with: "  assertInlineSnapshot(of: milk, as: .lines) {\n    \"\"\"\n    Milk\n    2 l\n    \"\"\"\n  }\n")

/// Each case the issue names, against a copy of a test file in a scratch folder, comparing bytes.
@Suite struct InlineSnapshotSafetyTests {
  @Test func linesDeletedAboveACallAfterItRecordedNeverMoveItsTextIntoAnotherCall() {
    let sandbox = SnapshotSandbox().built()
    defer { sandbox.remove() }
    sandbox.writeSourceBytes(Array(movingCallsSource.utf8))
    #expect(
      sandbox.inline("Milk", line: 8, matches: nil)
        == InlineSnapshotMessages.recordedMissing("\(fileID):8:23"))
    let edited = deletingLines(3...6, from: movingCallsSource)
    sandbox.writeSourceBytes(Array(edited.utf8), asCompiled: false)
    #expect(
      sandbox.endProcess() == [
        "No inline snapshot was written into Tests/ScreenTests.swift: "
          + InlineSnapshotMessages.changedSinceRecorded(fileID, line: 8) + " "
          + InlineSnapshotMessages.stillPending("Tests/ScreenTests.swift.8.23")
      ])
    #expect(sandbox.sourceBytes == Array(edited.utf8))
    #expect(sandbox.files == ["Tests/ScreenTests.swift.8.23.inline.new"])
    #expect(
      InlineSnapshotRecord.read(sandbox.url("Tests/ScreenTests.swift.8.23.inline.new"))?.writesAtExit == false
    )
  }

  @Test func linesDeletedBeforeTheTestRanAreRefusedAndNothingIsSaved() {
    let sandbox = SnapshotSandbox().built()
    defer { sandbox.remove() }
    let edited = deletingLines(3...6, from: movingCallsSource)
    sandbox.writeSourceBytes(Array(edited.utf8), asCompiled: false)
    #expect(
      sandbox.inline("Milk", line: 8, matches: nil) == """
        Tests/ScreenTests.swift was changed after the tests were built, so line 8 may no longer hold the \
        inline snapshot call that ran (lines added or deleted above it move another call there). Nothing was \
        saved; build and run the test again.
        """)
    #expect(sandbox.endProcess() == [])
    #expect(sandbox.sourceBytes == Array(edited.utf8))
    #expect(sandbox.files == [])
  }

  @Test func anotherCallAtTheRecordedPositionIsNamedAndLeftAlone() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    sandbox.writeSource()
    _ = sandbox.inline("Milk", line: 5, matches: nil)
    let replaced = screenTestsSource.replacingOccurrences(
      of: "assertInlineSnapshot(of: milk, as: .lines)", with: "buildTheGroceryLists(of: milk, as: .lines)")
    // The same bytes count: only the call's own text tells the two apart.
    sandbox.writeSourceBytes(Array(replaced.utf8))
    let record = InlineSnapshotRecord.read(sandbox.url("Tests/ScreenTests.swift.5.23.inline.new"))!
    var sameVersion = record
    sameVersion.sourceVersion = SourceFingerprint.of(Array(replaced.utf8))
    try! sameVersion.save(in: sandbox.snapshots)
    #expect(
      sandbox.endProcess() == [
        """
        No inline snapshot was written into Tests/ScreenTests.swift: the snapshot was recorded for the call \
        `assertInlineSnapshot(of: milk, as: .lines)`, which is no longer at Tests/ScreenTests.swift:5: the call \
        there is now `buildTheGroceryLists(of: milk, as: .lines)`.
        """ + " " + InlineSnapshotMessages.stillPending("Tests/ScreenTests.swift.5.23")
      ])
    #expect(sandbox.sourceBytes == Array(replaced.utf8))
    let noCall = screenTestsSource.replacingOccurrences(
      of: "  assertInlineSnapshot(of: milk, as: .lines)\n", with: "  let milk = 2\n")
    sandbox.writeSourceBytes(Array(noCall.utf8))
    sameVersion.sourceVersion = SourceFingerprint.of(Array(noCall.utf8))
    try! sameVersion.save(in: sandbox.snapshots)
    #expect(
      command(["accept", "--all"], in: sandbox).errors == [
        """
        No inline snapshot was written into Tests/ScreenTests.swift: the snapshot was recorded for the call \
        `assertInlineSnapshot(of: milk, as: .lines)`, which is no longer at Tests/ScreenTests.swift:5: that \
        line now reads `let milk = 2`.
        """ + " " + InlineSnapshotMessages.stillPending("Tests/ScreenTests.swift.5.23")
      ])
    #expect(sandbox.sourceBytes == Array(noCall.utf8))
  }

  @Test func aLiteralEditedSinceTheRecordIsNotOverwritten() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    sandbox.writeSource()
    _ = sandbox.inline("Eggs (12)", line: 6, record: .all, matches: "Eggs")
    let edited = screenTestsSource.replacingOccurrences(of: "    Eggs\n", with: "    Brown eggs\n")
    var record = InlineSnapshotRecord.read(sandbox.url("Tests/ScreenTests.swift.6.23.inline.new"))!
    sandbox.writeSourceBytes(Array(edited.utf8))
    record.sourceVersion = SourceFingerprint.of(Array(edited.utf8))
    try! record.save(in: sandbox.snapshots)
    #expect(
      sandbox.endProcess() == [
        "No inline snapshot was written into Tests/ScreenTests.swift: the snapshot literal of the call at "
          + "Tests/ScreenTests.swift:6 no longer holds the text the test compared with. "
          + InlineSnapshotMessages.stillPending("Tests/ScreenTests.swift.6.23")
      ])
    #expect(sandbox.sourceBytes == Array(edited.utf8))
  }

  @Test func aRefusedRecordMovedByTheWriteOfAnotherStillWaitsForReview() throws {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    sandbox.writeSource()
    _ = sandbox.inline("Milk", line: 5, matches: nil)
    _ = sandbox.inline("Rye bread", line: 12, record: .all, matches: "Bread")
    let edited = screenTestsSource.replacingOccurrences(of: "    Bread\n", with: "    Sourdough\n")
    sandbox.writeSourceBytes(Array(edited.utf8))
    for name in ["Tests/ScreenTests.swift.5.23.inline.new", "Tests/ScreenTests.swift.12.23.inline.new"] {
      var record = InlineSnapshotRecord.read(sandbox.url(name))!
      record.sourceVersion = SourceFingerprint.of(Array(edited.utf8))
      try record.save(in: sandbox.snapshots)
    }
    #expect(
      sandbox.endProcess() == [
        "No inline snapshot was written into Tests/ScreenTests.swift: "
          + InlineSnapshotMessages.literalChanged(fileID, line: 12) + " "
          + InlineSnapshotMessages.stillPending("Tests/ScreenTests.swift.12.23")
      ])
    #expect(
      sandbox.source
        == edited.replacingOccurrences(
          of: "  assertInlineSnapshot(of: milk, as: .lines)\n",
          with: "  assertInlineSnapshot(of: milk, as: .lines) {\n    \"\"\"\n    Milk\n    \"\"\"\n  }\n"))
    #expect(sandbox.files == ["Tests/ScreenTests.swift.16.23.inline.new"], "moved with its call")
    #expect(
      InlineSnapshotRecord.read(sandbox.url("Tests/ScreenTests.swift.16.23.inline.new"))?.writesAtExit
        == false)
  }

  @Test func aRecordOfAnOlderVersionIsNotPlaced() throws {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    sandbox.writeSource()
    let old = InlineSnapshotRecord(
      sourcePath: sandbox.sourcePath, fileID: fileID, line: 5, column: 23, expected: nil, actual: "Milk",
      writesAtExit: false)
    try old.save(in: sandbox.snapshots)
    #expect(
      command(["accept", "--all"], in: sandbox).errors == [
        """
        No inline snapshot was written into Tests/ScreenTests.swift: the pending record \
        Tests/ScreenTests.swift.5.23 was saved by an older version of ArchTesting that did not note its call, \
        so it cannot be placed safely: reject it and run its test again.
        """ + " " + InlineSnapshotMessages.stillPending("Tests/ScreenTests.swift.5.23")
      ])
    #expect(sandbox.source == screenTestsSource)
  }

  @Test func aReadOnlyFileIsRefusedAtOnceAndKeepsItsModeAndBytes() throws {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    sandbox.writeSource()
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: sandbox.sourcePath)
    #expect(
      sandbox.inline("Milk", line: 5, matches: nil) == """
        The inline snapshot at Tests/ScreenTests.swift:5:23 was recorded, but Tests/ScreenTests.swift is \
        read-only, so it is not written at exit. The new text is pending: `swift run snapshots accept \
        Tests/ScreenTests.swift.5.23` writes it into the source, `swift run snapshots reject \
        Tests/ScreenTests.swift.5.23` drops it.
        """)
    #expect(sandbox.endProcess() == [])
    #expect(sandbox.source == screenTestsSource)
    #expect(permissions(of: sandbox.sourcePath) == 0o444)
    let refused = command(["accept", "--all"], in: sandbox)
    #expect(refused.status == 1)
    #expect(
      refused.errors == [
        "No inline snapshot was written into Tests/ScreenTests.swift: Tests/ScreenTests.swift is read-only, "
          + "and inline snapshots never change a file's permissions. "
          + InlineSnapshotMessages.stillPending("Tests/ScreenTests.swift.5.23")
      ])
    #expect(sandbox.source == screenTestsSource)
    #expect(permissions(of: sandbox.sourcePath) == 0o444)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: sandbox.sourcePath)
    #expect(command(["accept", "--all"], in: sandbox).status == 0)
    #expect(sandbox.source.contains("assertInlineSnapshot(of: milk, as: .lines) {\n    \"\"\"\n    Milk\n"))
    #expect(permissions(of: sandbox.sourcePath) == 0o640, "the mode is kept through the rewrite")
  }

  @Test func aFileMadeReadOnlyBeforeExitIsRefusedThere() throws {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    sandbox.writeSource()
    _ = sandbox.inline("Milk", line: 5, matches: nil)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: sandbox.sourcePath)
    #expect(
      sandbox.endProcess() == [
        "No inline snapshot was written into Tests/ScreenTests.swift: "
          + InlineSnapshotMessages.readOnly(fileID) + " "
          + InlineSnapshotMessages.stillPending("Tests/ScreenTests.swift.5.23")
      ])
    #expect(sandbox.source == screenTestsSource)
    #expect(permissions(of: sandbox.sourcePath) == 0o444)
    #expect(sandbox.files == ["Tests/ScreenTests.swift.5.23.inline.new"])
  }

  @Test func theOwnerIsKeptWhereTheSystemAllows() throws {
    guard getuid() == 0 else { return }  // Only root may give a file to someone else.
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    sandbox.writeSource()
    #expect(chown(sandbox.sourcePath, 65534, 65534) == 0)
    _ = sandbox.inline("Milk\n2 l", line: 5, matches: nil)
    #expect(sandbox.endProcess() == [])
    var status = stat()
    #expect(stat(sandbox.sourcePath, &status) == 0)
    #expect((status.st_uid, status.st_gid) == (65534, 65534))
    #expect(sandbox.source == milkWritten)
  }

  @Test func aSymlinkedTestFileIsWrittenThroughToItsTarget() throws {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    let shared = sandbox.root.appendingPathComponent("Shared", isDirectory: true)
    try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: sandbox.root.appendingPathComponent("Tests"), withIntermediateDirectories: true)
    let target = shared.appendingPathComponent("ScreenTests.swift")
    try Data(screenTestsSource.utf8).write(to: target)
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.sourcePath, withDestinationPath: "../Shared/ScreenTests.swift")
    _ = sandbox.inline("Milk\n2 l", line: 5, matches: nil)
    #expect(sandbox.endProcess() == [])
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: sandbox.sourcePath)
        == "../Shared/ScreenTests.swift")
    #expect(try String(contentsOf: target, encoding: .utf8) == milkWritten)
  }

  @Test func aCRLFFileStaysCRLF() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    let crlf = { (text: String) in Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8) }
    sandbox.writeSourceBytes(crlf(screenTestsSource))
    _ = sandbox.inline("Milk\n2 l", line: 5, matches: nil)
    #expect(sandbox.endProcess() == [])
    #expect(sandbox.sourceBytes == crlf(milkWritten))
    #expect(sandbox.nextRun().inline("Milk\n2 l", line: 5, matches: "Milk\n2 l") == nil)
  }

  @Test func aFileMostlyOfLFKeepsLFForNewLines() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    let mixed = "// one line ends with CRLF\r\n" + screenTestsSource
    sandbox.writeSourceBytes(Array(mixed.utf8))
    _ = sandbox.inline("Milk\n2 l", line: 6, matches: nil)
    #expect(sandbox.endProcess() == [])
    #expect(sandbox.sourceBytes == Array(("// one line ends with CRLF\r\n" + milkWritten).utf8))
  }

  @Test func aByteOrderMarkIsKept() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    sandbox.writeSourceBytes(bom + Array(screenTestsSource.utf8))
    _ = sandbox.inline("Milk\n2 l", line: 5, matches: nil)
    #expect(sandbox.endProcess() == [])
    #expect(sandbox.sourceBytes == bom + Array(milkWritten.utf8))
  }

  @Test func bytesThatAreNotUTF8ElsewhereInTheFileAreKeptByteForByte() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    let invalid: [UInt8] = Array("// Latin-1: caf".utf8) + [0xE9, 0xFF, 0xFE] + Array("\n".utf8)
    sandbox.writeSourceBytes(invalid + Array(screenTestsSource.utf8) + invalid)
    _ = sandbox.inline("Milk\n2 l", line: 6, matches: nil)
    #expect(sandbox.endProcess() == [])
    #expect(sandbox.sourceBytes == invalid + Array(milkWritten.utf8) + invalid)
  }

  @Test func aCallWhoseOwnTextIsNotUTF8IsNotRecorded() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    let call =
      Array("func f() {\n  assertInlineSnapshot(of: x /* caf".utf8) + [0xE9] + Array(" */)\n}\n".utf8)
    sandbox.writeSourceBytes(call)
    #expect(
      sandbox.inline("x", line: 2, matches: nil) == """
        The inline snapshot call at Tests/ScreenTests.swift:2:23 holds bytes that are not UTF-8, so it cannot be \
        noted to find it again. Nothing was saved.
        """)
    #expect(sandbox.files == [])
  }

  @Test func aParameterizedClashWritesNothingWhateverTheOrder() async {
    for round in 1...20 {
      let sandbox = SnapshotSandbox()
      defer { sandbox.remove() }
      sandbox.writeSource()
      let values = ["Milk", "Oat milk", "Soy milk\nunsweetened", "Rice milk"]
      let failures = await withTaskGroup(of: String?.self) { group in
        for value in values { group.addTask { sandbox.inline(value, line: 5, matches: nil) } }
        return await group.reduce(into: [String?]()) { $0.append($1) }
      }
      let clashes = failures.compactMap { $0 }.filter {
        $0.hasPrefix(InlineSnapshotMessages.reachedWithDifferentValues("\(fileID):5:23"))
      }
      #expect(clashes.count == values.count - 1, "round \(round): \(failures)")
      #expect(sandbox.files == [], "round \(round)")
      #expect(sandbox.endProcess() == [], "round \(round)")
      #expect(sandbox.source == screenTestsSource, "round \(round)")
    }
  }

  @Test func aClashListsTheFirstDifferingLinesOfBothValues() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    sandbox.writeSource()
    _ = sandbox.inline("Milk\n2 l\nfresh", line: 5, matches: nil)
    #expect(
      sandbox.inline("Milk\n1 l\nfresh", line: 5, matches: nil)
        == InlineSnapshotMessages.reachedWithDifferentValues("\(fileID):5:23") + """


          First value: −, This value: +
          @@ -1,3 +1,3 @@
            Milk
          − 2 l
          + 1 l
            fresh
          """)
  }

  @Test func recordsOfSeveralWritersOfOneFileAreEachWrittenOnce() {
    // Two test processes of one run: the second records after the first wrote the file, with
    // the positions both were compiled with.
    let first = SnapshotSandbox().built()
    defer { first.remove() }
    first.writeSource()
    let second = first.nextRun().built()
    _ = first.inline("Milk\n2 l", line: 5, matches: nil)
    #expect(first.endProcess() == [])
    #expect(
      second.inline("Black\ntea", line: 11, matches: nil)
        == InlineSnapshotMessages.recordedMissing("\(fileID):11:23"))
    #expect(second.files == ["Tests/ScreenTests.swift.16.23.inline.new"], "saved where the call is now")
    #expect(second.endProcess() == [])
    #expect(
      second.source
        == milkWritten.replacingOccurrences(
          of: "  assertInlineSnapshot(of: tea, as: .lines)\n",
          with:
            "  assertInlineSnapshot(of: tea, as: .lines) {\n    \"\"\"\n    Black\n    tea\n    \"\"\"\n  }\n"
        ))
    #expect(second.files == [])
  }

  @Test func aCallReachedByTwoTestProcessesIsAClashOrAlreadyWritten() {
    let first = SnapshotSandbox().built()
    defer { first.remove() }
    first.writeSource()
    _ = first.inline("Milk", line: 5, matches: nil)
    #expect(first.endProcess() == [])
    let written = first.sourceBytes
    let second = first.nextRun().built()
    #expect(
      second.inline("Oat milk", line: 5, matches: nil) == """
        The inline snapshot at Tests/ScreenTests.swift:5:23 was written by another test process of this run \
        with a different value (a helper or a test reached from several processes): one literal cannot hold \
        both, so nothing was saved for this one. Give each value its own assertInlineSnapshot call, or use \
        assertSnapshot with `named:`.
        """)
    let third = first.nextRun().built()
    #expect(
      third.inline("Milk", line: 5, matches: nil)
        == "The inline snapshot at Tests/ScreenTests.swift:5:23 was already written with this text by another "
        + "test process of this run. Run the test again.")
    #expect(second.endProcess() == [])
    #expect(second.sourceBytes == written)
    #expect(second.files == [])
  }

  @Test func twoPendingRecordsForOneCallWriteOnlyOne() throws {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    sandbox.writeSource()
    _ = sandbox.inline("Eggs (12)", line: 6, matches: "Eggs")
    let stale = try Data(contentsOf: sandbox.url("Tests/ScreenTests.swift.6.23.inline.new"))
    _ = sandbox.inline("Milk", line: 5, matches: nil)
    #expect(sandbox.endProcess() == [])
    #expect(
      sandbox.files == ["Tests/ScreenTests.swift.10.23.inline.new"], "the eggs' record moved with its call")
    // A copy left under its old name (a move that failed half-way): two records of one call.
    try stale.write(to: sandbox.url("Tests/ScreenTests.swift.6.23.inline.new"))
    let result = command(["accept", "--all"], in: sandbox)
    #expect(result.status == 1)
    #expect(result.output == ["Accepted Tests/ScreenTests.swift.10.23"])
    #expect(
      result.errors == [
        "No inline snapshot was written into Tests/ScreenTests.swift: another pending snapshot for the same "
          + "call is written instead. " + InlineSnapshotMessages.stillPending("Tests/ScreenTests.swift.6.23")
      ])
    #expect(
      sandbox.source.contains(
        "  assertInlineSnapshot(of: eggs, as: .lines) {\n    \"\"\"\n    Eggs (12)\n    \"\"\"\n  }\n  assertInlineSnapshot(of: tea"
      ))
  }
}

private func permissions(of path: String) -> Int {
  ((try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int) ?? -1
}

/// Runs the `snapshots` command against the sandbox.
private func command(
  _ arguments: [String], in sandbox: SnapshotSandbox
) -> (status: Int32, output: [String], errors: [String]) {
  var output: [String] = [], errors: [String] = []
  let status = SnapshotCommand.run(
    arguments + ["--dir", sandbox.snapshots.path], environment: [:], currentDirectory: "/",
    output: { output.append($0) }, errors: { errors.append($0) })
  return (status, output, errors)
}
