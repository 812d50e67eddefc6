import Foundation
import Testing

@testable import ArchSnapshots

private let location = "Tests/ScreenTests.swift"

@Suite struct InlineSnapshotRecordingTests {
  @Test func missingSnapshotsAreWrittenInOnePassAtExitAndPassNextRun() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    sandbox.writeSource()
    #expect(
      sandbox.inline("Milk", line: 5, matches: nil)
        == InlineSnapshotMessages.recordedMissing("\(location):5:23"))
    #expect(
      sandbox.inline("Black\ntea", line: 11, matches: nil)
        == InlineSnapshotMessages.recordedMissing("\(location):11:23"))
    #expect(sandbox.inline("Eggs", line: 6, matches: "Eggs") == nil)
    #expect(sandbox.source == screenTestsSource, "nothing is written while tests run")
    #expect(
      sandbox.files == [
        "Tests/ScreenTests.swift.11.23.inline.new", "Tests/ScreenTests.swift.5.23.inline.new",
      ])
    #expect(sandbox.endProcess() == [])
    #expect(
      sandbox.source == #"""
        import ArchTesting
        import Testing

        @Test func screens() {
          assertInlineSnapshot(of: milk, as: .lines) {
            """
            Milk
            """
          }
          assertInlineSnapshot(of: eggs, as: .lines) {
            """
            Eggs
            """
          }
          assertInlineSnapshot(of: tea, as: .lines) {
            """
            Black
            tea
            """
          }
          assertInlineSnapshot(of: bread, as: .lines) {
            """
            Bread
            """
          }
        }

        """#)
    #expect(sandbox.files == [])
    #expect(
      (try? String(contentsOf: sandbox.url(".inline-edits/.gitignore"), encoding: .utf8)) == "*\n",
      "the journal and lock stay out of version control")
    let next = sandbox.nextRun()
    #expect(next.inline("Milk", line: 5, matches: "Milk") == nil)
    #expect(next.inline("Black\ntea", line: 15, matches: "Black\ntea") == nil)
    #expect(next.endProcess() == [])
  }

  @Test func textWithQuotesOrBackslashesIsWrittenRaw() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    sandbox.writeSource()
    let text = #"say """hi""" \o/"# + "\n\n  indented"
    _ = sandbox.inline(text, line: 5, matches: nil)
    #expect(sandbox.endProcess() == [])
    #expect(
      sandbox.source.contains(
        ##"""
          assertInlineSnapshot(of: milk, as: .lines) {
            #"""
            say """hi""" \o/

              indented
            """#
          }
        """##))
    #expect(sandbox.nextRun().inline(text, line: 5, matches: text) == nil)
    let reread = InlineSource.load(path: sandbox.sourcePath, fileID: location)
    #expect((try? reread.get().call(line: 5, column: 23, holding: text, location: "").get()) != nil)
  }

  @Test func aDifferentSnapshotWaitsForReviewUnderMissing() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    sandbox.writeSource()
    let failure = sandbox.inline("Eggs (12)", line: 6, matches: "Eggs")
    #expect(
      failure == """
        The inline snapshot at Tests/ScreenTests.swift:6:23 does not match. The new text is pending: \
        `swift run snapshots accept Tests/ScreenTests.swift.6.23` writes it into the source, \
        `swift run snapshots reject Tests/ScreenTests.swift.6.23` drops it.

        Snapshot: −, Actual: +
        @@ -1,1 +1,1 @@
        − Eggs
        + Eggs (12)
        """)
    #expect(sandbox.endProcess() == [])
    #expect(sandbox.source == screenTestsSource)
    #expect(sandbox.files == ["Tests/ScreenTests.swift.6.23.inline.new"])
  }

  @Test func failedModeWritesADifferentSnapshotAtExit() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    sandbox.writeSource()
    let failure = sandbox.inline("Rye bread", line: 12, record: .failed, matches: "Bread")
    #expect(
      failure?.hasPrefix(
        "The inline snapshot at Tests/ScreenTests.swift:12:23 does not match. "
          + InlineSnapshotMessages.rerecorded(.failed) + "\n\nSnapshot: −, Actual: +") == true)
    #expect(sandbox.endProcess() == [])
    #expect(
      sandbox.source == screenTestsSource.replacingOccurrences(of: "    Bread\n", with: "    Rye bread\n"))
    #expect(sandbox.nextRun().inline("Rye bread", line: 12, matches: "Rye bread") == nil)
  }

  @Test func aMatchDropsAnOldPendingRecord() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    sandbox.writeSource()
    _ = sandbox.inline("Eggs (12)", line: 6, matches: "Eggs")
    #expect(sandbox.nextRun().inline("Eggs", line: 6, matches: "Eggs") == nil)
    #expect(sandbox.files == [])
  }

  @Test func nothingIsWrittenOnCI() {
    var sandbox = SnapshotSandbox()
    sandbox.environment = ["CI": "true"]
    defer { sandbox.remove() }
    sandbox.writeSource()
    #expect(
      sandbox.inline("Milk", line: 5, matches: nil) == """
        No inline snapshot at Tests/ScreenTests.swift:5:23. Nothing is written on CI (CI=true): \
        record it locally, review it and commit it.
        """)
    #expect(
      sandbox.inline("Eggs (12)", line: 6, record: .all, matches: "Eggs") == """
        The inline snapshot at Tests/ScreenTests.swift:6:23 does not match. Nothing is written on CI (CI=true).

        Snapshot: −, Actual: +
        @@ -1,1 +1,1 @@
        − Eggs
        + Eggs (12)
        """)
    #expect(sandbox.endProcess() == [])
    #expect(sandbox.source == screenTestsSource)
    #expect(sandbox.files == [])
  }

  @Test func nothingIsWrittenUnderNever() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    sandbox.writeSource()
    #expect(
      sandbox.inline("Milk", line: 5, record: .never, matches: nil)
        == "No inline snapshot at Tests/ScreenTests.swift:5:23. Nothing was written: the record mode is `never`."
    )
    #expect(
      sandbox.inline("Eggs (12)", line: 6, record: .never, matches: "Eggs")?.hasPrefix(
        "The inline snapshot at Tests/ScreenTests.swift:6:23 does not match. Nothing was written: the record mode is `never`.\n\n"
      ) == true)
    #expect(sandbox.endProcess() == [])
    #expect(sandbox.files == [])
  }

  @Test func aCallSiteReachedWithDifferentValuesFailsAndWritesNothing() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    sandbox.writeSource()
    for _ in 1...2 {
      #expect(
        sandbox.inline("Milk", line: 5, matches: nil)
          == InlineSnapshotMessages.recordedMissing("\(location):5:23"))
    }
    #expect(
      sandbox.inline("Oat milk", line: 5, matches: nil) == """
        The inline snapshot at Tests/ScreenTests.swift:5:23 ran again with a different value in this test \
        process (a loop, a helper or a parameterized test): one literal cannot hold both, so nothing is \
        written for it. Give each value its own assertInlineSnapshot call, or use assertSnapshot with `named:`.

        First value: −, This value: +
        @@ -1,1 +1,1 @@
        − Milk
        + Oat milk
        """)
    #expect(
      sandbox.inline("Milk", line: 5, matches: nil)?.hasPrefix(
        "The inline snapshot at Tests/ScreenTests.swift:5:23 ran again") == true)
    #expect(sandbox.files == [])
    #expect(sandbox.endProcess() == [])
    #expect(sandbox.source == screenTestsSource)
  }

  @Test func aFileEditedSinceItWasCompiledIsNotWritten() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    sandbox.writeSource("// a new first line\n" + screenTestsSource)
    #expect(
      sandbox.inline("Milk", line: 5, matches: nil)
        == InlineSnapshotMessages.sourceChanged("\(location):5:23"))
    #expect(
      sandbox.inline("Eggs (12)", line: 7, matches: "Free-range eggs")?.hasPrefix(
        InlineSnapshotMessages.sourceChanged("\(location):7:23") + "\n\nSnapshot: −, Actual: +") == true)
    #expect(
      InlineSnapshotMessages.sourceChanged("X.swift:5:23") == """
        X.swift:5:23 changed since it was compiled: the inline snapshot call is no longer there, or its literal \
        no longer holds the text the test ran with. Nothing was written; build and run the test again.
        """)
    #expect(sandbox.files == [])
  }

  @Test func aFileEditedWhileTheTestsRanIsNotWrittenAtExit() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    sandbox.writeSource()
    _ = sandbox.inline("Milk", line: 5, matches: nil)
    sandbox.writeSource("// a new first line\n" + screenTestsSource)
    #expect(
      sandbox.endProcess() == [
        """
        No inline snapshot was written into Tests/ScreenTests.swift: Tests/ScreenTests.swift was changed since \
        the snapshot of the call at line 5 was recorded, and not by an inline snapshot write, so where that \
        call is now is not known for sure. The text stays pending: `swift run snapshots review` shows it, \
        `swift run snapshots accept Tests/ScreenTests.swift.5.23` writes it once the file allows it.
        """
      ])
    #expect(sandbox.source == "// a new first line\n" + screenTestsSource)
    #expect(sandbox.files == ["Tests/ScreenTests.swift.5.23.inline.new"], "kept for review")
    let kept = InlineSnapshotRecord.read(sandbox.url("Tests/ScreenTests.swift.5.23.inline.new"))
    #expect(kept?.writesAtExit == false, "refused once, it waits for review instead of being retried at exit")
    #expect(InlineSnapshotMessages.atExit(SnapshotFailure("x")) == "ArchTesting: x\n")
  }

  @Test func aRecordThatCannotBeSavedNamesItsFileFromThePackageRoot() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    sandbox.writeSource()
    sandbox.write("not a folder", to: "Tests")
    let failure = sandbox.inline("Milk", line: 5, matches: nil)
    #expect(
      failure == """
        No inline snapshot was written into Snapshots/Tests/ScreenTests.swift.5.23.inline.new: \
        Snapshots/Tests is a file, not a folder.
        """)
    #expect(failure?.contains(sandbox.root.path) == false)
    #expect(sandbox.endProcess() == [])
    #expect(sandbox.source == screenTestsSource)
  }

  @Test func aTestFileThatCannotBeRewrittenAtExitIsNamedByItsFileID() throws {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    // A file name the file system holds, but too long for the temporary file a write goes through.
    let tests = sandbox.root.appendingPathComponent("Tests", isDirectory: true)
    let source = tests.appendingPathComponent(String(repeating: "S", count: 230) + ".swift")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    try Data(screenTestsSource.utf8).write(to: source)
    let context = SnapshotContext(environment: SnapshotEnvironment([:]), session: sandbox.session)
    let failure = withSnapshotContext(context) {
      withSnapshotDirectory(sandbox.snapshots.path) {
        inlineSnapshotFailure(
          of: { "Milk" }, as: .lines, record: nil, expected: nil,
          site: InlineSnapshotSite(fileID: location, filePath: source.path, line: 5, column: 23))
      }
    }
    #expect(failure?.message == InlineSnapshotMessages.recordedMissing("\(location):5:23"))
    let atExit = sandbox.endProcess()
    #expect(
      atExit == [
        "No inline snapshot was written into Tests/ScreenTests.swift: File name too long; the file is unchanged. "
          + "The text stays pending: `swift run snapshots review` shows it, `swift run snapshots accept "
          + "Tests/ScreenTests.swift.5.23` writes it once the file allows it."
      ])
    #expect(try Data(contentsOf: source) == Data(screenTestsSource.utf8))
    #expect(atExit.allSatisfy { !$0.contains(sandbox.root.path) })
    #expect(sandbox.files == ["Tests/ScreenTests.swift.5.23.inline.new"], "kept for review")
  }

  @Test func closuresThatAreNotAPlainTrailingLiteralAreNotRewritten() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    sandbox.writeSource(
      #"""
      func check() {
        assertInlineSnapshot(of: a, as: .lines) { "Hi \(name)" }
        assertInlineSnapshot(of: b, as: .lines) { text }
        assertInlineSnapshot(of: c, as: .lines, matches: { "c" })
      }
      """#)
    #expect(
      sandbox.inline("Hi Bo", line: 2, matches: "Hi Al")?.hasPrefix(
        """
        The inline snapshot at Tests/ScreenTests.swift:2:23 uses string interpolation, so it cannot be \
        rewritten. Write its literal as plain text.
        """) == true)
    #expect(
      sandbox.inline("b", line: 3, matches: "a")?.hasPrefix(
        """
        The trailing closure of the inline snapshot at Tests/ScreenTests.swift:3:23 holds more than one \
        string literal, so it cannot be rewritten. Make it hold only the snapshot's literal.
        """) == true)
    #expect(
      sandbox.inline("d", line: 4, matches: "c")?.hasPrefix(
        """
        The inline snapshot at Tests/ScreenTests.swift:4:23 passes its text as `matches:` inside the \
        parentheses; only a trailing closure is rewritten. Move the closure after the `)`.
        """) == true)
    #expect(sandbox.files == [])
  }

  @Test func anUnreadableSourceIsReported() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    #expect(
      sandbox.inline("Milk", line: 5, matches: nil)
        == "Cannot read Tests/ScreenTests.swift to write its inline snapshot; nothing was written.")
    sandbox.writeSource("let broken = \"never closed\n")
    #expect(
      sandbox.inline("Milk", line: 1, column: 1, matches: nil)
        == "Cannot read the Swift in Tests/ScreenTests.swift: at line 1, a string literal is not closed. Nothing was written."
    )
  }

  @Test func aThrowingValueIsReported() {
    struct Boom: Error {}
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    let context = SnapshotContext(environment: SnapshotEnvironment([:]), session: sandbox.session)
    let failure = withSnapshotContext(context) {
      withSnapshotDirectory(sandbox.snapshots.path) {
        inlineSnapshotFailure(
          of: { () throws -> String in throw Boom() }, as: .lines, record: nil, expected: nil,
          site: InlineSnapshotSite(fileID: location, filePath: sandbox.sourcePath, line: 5, column: 23))
      }
    }
    #expect(
      failure?.message
        == "Could not make the value of the inline snapshot at Tests/ScreenTests.swift:5:23: it threw Boom()."
    )
  }

  @Test func thePublicAssertionReportsAtTheCall() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    let issues = sandbox.capture {
      assertInlineSnapshot(of: "Eggs", as: .lines, record: .never) {
        """
        Eggs
        """
      }
      assertInlineSnapshot(of: "Milk", as: .lines, record: .never) {
        """
        Eggs
        """
      }
    }
    #expect(issues.count == 1, "\(issues)")
    let callLine: UInt = #line - 7
    #expect(
      issues.first?.message.hasPrefix(
        "The inline snapshot at ArchSnapshotsTests/InlineSnapshotRecordingTests.swift:") == true, "\(issues)")
    #expect(issues.first?.location.line == callLine)
  }
}
