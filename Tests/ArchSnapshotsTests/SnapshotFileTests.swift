import Arch
import ArchTestSupport
import Foundation
import Testing

@testable import ArchSnapshots

private let file = "ArchSnapshotsTests/SnapshotRecordModeTests.name.1.txt"

@Suite struct SnapshotFileTests {
  @Test func crlfReferencesMatchLFText() {
    let sandbox = SnapshotSandbox(identity: .named)
    defer { sandbox.remove() }
    sandbox.write("// ArchTesting snapshot of x\r\nline 1\r\nline 2\r\n", to: file)
    #expect(sandbox.capture { assertSnapshot(of: "line 1\nline 2", as: .lines) }.isEmpty)
    #expect(sandbox.nextRun().capture { assertSnapshot(of: "line 1\r\nline 2", as: .lines) }.isEmpty)
  }

  @Test func aFileWithoutHeaderOrWithABOMIsReadAsText() {
    let sandbox = SnapshotSandbox(identity: .named)
    defer { sandbox.remove() }
    sandbox.writeBytes([0xEF, 0xBB, 0xBF] + Array("plain\n".utf8), to: file)
    #expect(sandbox.capture { assertSnapshot(of: "plain", as: .lines) }.isEmpty)
  }

  @Test func trailingWhitespaceDifferencesAreVisible() {
    let sandbox = SnapshotSandbox(identity: .named)
    defer { sandbox.remove() }
    sandbox.write("name\n", to: file)
    let issues = sandbox.capture { assertSnapshot(of: "name  ", as: .lines, record: .never) }
    #expect(
      issues.map(\.message) == [
        """
        Snapshot does not match Snapshots/ArchSnapshotsTests/SnapshotRecordModeTests.name.1.txt.

        Reference: −, Actual: +
        Invisible characters are shown as · (trailing space), → (tab) and <U+XXXX>.
        @@ -2,1 +2,1 @@
        − name
        + name··

        Nothing was written: the record mode is `never`.
        """
      ])
  }

  @Test(arguments: SnapshotRecordMode.allCases)
  func aReferenceThatIsNotUTF8FailsAndIsLeftAlone(mode: SnapshotRecordMode) {
    let sandbox = SnapshotSandbox(identity: .named)
    defer { sandbox.remove() }
    let bytes: [UInt8] = Array("good\n".utf8) + [0xFF, 0xFE, 0x41]
    sandbox.writeBytes(bytes, to: file)
    let issues = sandbox.capture { assertSnapshot(of: "good", as: .lines, record: mode) }
    #expect(
      issues.map(\.message) == [
        "The reference snapshot Snapshots/ArchSnapshotsTests/SnapshotRecordModeTests.name.1.txt is not valid UTF-8 (first bad byte at offset 5). It was left untouched: fix or delete it, then record again."
      ])
    #expect(sandbox.files == [file])
    #expect((try? Data(contentsOf: sandbox.url(file))).map(Array.init) == bytes)
  }

  @Test func aValueThatThrowsFails() {
    struct Broken: Error {}
    func make() throws -> String { throw Broken() }
    let sandbox = SnapshotSandbox(identity: .named)
    defer { sandbox.remove() }
    func assertBroken() { assertSnapshot(of: try make(), as: .lines) }
    let issues = sandbox.capture(assertBroken)
    #expect(
      issues.map(\.message) == [
        "Could not make the value to snapshot as Snapshots/ArchSnapshotsTests/SnapshotRecordModeTests.name.1.txt: it threw Broken()."
      ])
    #expect(sandbox.files.isEmpty)
  }

  @Test func manySnapshotsFromParallelTasksAreAllWrittenWhole() async {
    let sandbox = SnapshotSandbox(identity: .named)
    defer { sandbox.remove() }
    let body = (0..<2_000).map { "line \($0)" }.joined(separator: "\n")
    await expectIssues([]) {
      await withTaskGroup(of: Void.self) { group in
        for index in 0..<40 {
          group.addTask {
            let inner = sandbox.capture {
              assertSnapshot(of: "\(index)\n" + body, as: .lines, named: "n\(index)")
            }
            #expect(inner.count == 1)
          }
        }
      }
    }
    #expect(sandbox.files.count == 40)
    for index in 0..<40 {
      #expect(
        sandbox.text("ArchSnapshotsTests/SnapshotRecordModeTests.name.n\(index).txt")?.hasSuffix(
          "\n\(index)\n\(body)\n") == true)
    }
  }

  @Test func concurrentWritesOfOneFileNeverInterleave() async throws {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    let target = sandbox.url("shared.txt")
    let versions = (0..<16).map { String(repeating: "\($0 % 10)", count: 50_000) }
    await withTaskGroup(of: Void.self) { group in
      for version in versions { group.addTask { try? SnapshotFile.write(version, to: target) } }
    }
    let final = try String(contentsOf: target, encoding: .utf8)
    #expect(versions.contains(final))
    #expect(sandbox.files == ["shared.txt"])
  }
}

@Suite struct SnapshotStrategyTests {
  enum Action: Sendable { case tapped }

  @Test func linesViewDumpAndPullback() {
    #expect(SnapshotStrategy<String>.lines.text("a\nb") == "a\nb")
    let view: ViewNode<Action> = ViewNode(
      kind: .stack(.vertical), children: [ViewNode(kind: .button(label: "Go", action: .tapped))])
    #expect(SnapshotStrategy<ViewNode<Action>>.view().text(view) == view.rendered)
    struct Point { var x = 1, y = 2 }
    #expect(SnapshotStrategy<Point>.dump.text(Point()).contains("x: 1"))
    let count = SnapshotStrategy<String>.lines.pullback { (items: [Int]) in "\(items.count) items" }
    #expect(count.text([1, 2, 3]) == "3 items")
  }

  @Test func customStrategiesSnapshotLikeAnyOther() {
    let sandbox = SnapshotSandbox(identity: .named)
    defer { sandbox.remove() }
    let csv = SnapshotStrategy<[Int]> { $0.map(String.init).joined(separator: ",") }
    _ = sandbox.capture { assertSnapshot(of: [1, 2], as: csv) }
    #expect(sandbox.text(file)?.hasSuffix("\n1,2\n") == true)
  }
}
