import Foundation
import Testing

@testable import ArchSnapshots

/// Where `edit` moves line `line`, column `column`, as `[line, column]`.
private func moved(_ edit: InlineEditJournal.Edit, _ line: Int, _ column: Int) -> [Int]? {
  edit.moving((line, column)).map { [$0.line, $0.column] }
}

/// Following a position through the edits inline snapshot writes made, and telling the version the
/// tests were compiled from.
@Suite struct InlineEditJournalTests {
  /// `f(x)` on line 2 gets a three-line closure after its `)` at column 7.
  private let closure = InlineEditJournal.Edit(
    startLine: 2, startColumn: 7, endLine: 2, endColumn: 7, insertedBreaks: 2, lastLineLength: 1)

  @Test func positionsBeforeAnEditStayAndPositionsAfterItMove() {
    #expect(moved(closure, 1, 40) == [1, 40])
    #expect(moved(closure, 2, 2) == [2, 2], "the call's own `(` is before its closure")
    #expect(moved(closure, 2, 9) == [4, 4], "later on the same line: after the inserted text")
    #expect(moved(closure, 5, 3) == [7, 3])
  }

  @Test func aPositionInsideAReplacedRangeIsLost() {
    let literal = InlineEditJournal.Edit(
      startLine: 3, startColumn: 5, endLine: 5, endColumn: 8, insertedBreaks: 0, lastLineLength: 6)
    #expect(moved(literal, 4, 1) == nil)
    #expect(moved(literal, 3, 4) == [3, 4])
    #expect(moved(literal, 5, 10) == [3, 13])
    #expect(moved(literal, 9, 2) == [7, 2])
  }

  @Test func aPositionIsFollowedThroughAChainOfWritesAndNoFurther() {
    let journal = InlineEditJournal(entries: [
      .init(before: "v0", after: "v1", beforeModified: 0, edits: [closure]),
      .init(before: "v1", after: "v2", beforeModified: 10, edits: [closure]),
    ])
    #expect(
      journal.position(line: 5, column: 3, from: "v0", to: "v2").map { [$0.line, $0.column] } == [9, 3])
    #expect(
      journal.position(line: 5, column: 3, from: "v1", to: "v1").map { [$0.line, $0.column] } == [5, 3])
    #expect(journal.position(line: 5, column: 3, from: "v2", to: "v0") == nil, "writes only go forward")
    #expect(journal.position(line: 5, column: 3, from: "edited", to: "v2") == nil)
  }

  @Test func theCompiledVersionIsTheOneBeforeTheWritesSinceTheBuild() {
    let journal = InlineEditJournal(entries: [
      .init(before: "v0", after: "v1", beforeModified: 50, edits: [closure]),
      .init(before: "v1", after: "v2", beforeModified: 120, edits: [closure]),
    ])
    let built = Date(timeIntervalSince1970: 100)
    // v0 was last changed at 50, before the build; v1 (at 120) and v2 (at 130) are this run's writes.
    #expect(
      journal.compiledVersion(current: "v2", modified: Date(timeIntervalSince1970: 130), builtAt: built)
        == "v0")
    let rebuilt = Date(timeIntervalSince1970: 125)
    #expect(
      journal.compiledVersion(current: "v2", modified: Date(timeIntervalSince1970: 130), builtAt: rebuilt)
        == "v1")
    #expect(
      journal.compiledVersion(current: "v2", modified: Date(timeIntervalSince1970: 90), builtAt: built)
        == "v2")
    let later = Date(timeIntervalSince1970: 40)
    #expect(
      journal.compiledVersion(current: "v2", modified: Date(timeIntervalSince1970: 130), builtAt: later)
        == nil)
    #expect(
      journal.compiledVersion(current: "edited", modified: Date(timeIntervalSince1970: 130), builtAt: built)
        == nil)
  }

  @Test func aCRLFFileGetsCRLFAndAMostlyLFFileGetsLF() {
    #expect(SourceLineEndings(of: Array("a\r\nb\r\nc\n".utf8)) == .crlf)
    #expect(SourceLineEndings(of: Array("a\r\nb\nc\n".utf8)) == .lf)
    #expect(SourceLineEndings.crlf.applied(to: "{\n  x\n}") == Array("{\r\n  x\r\n}".utf8))
  }
}
