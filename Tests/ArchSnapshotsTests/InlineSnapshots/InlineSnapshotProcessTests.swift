import Foundation
import Testing
import XCTest

@testable import ArchSnapshots

/// What a child test process records: one call of a test file, and the text it produced.
private struct ChildAssignment: Codable {
  static let variable = "ARCH_INLINE_SNAPSHOT_CHILD"
  /// How the parent names the child's test to the test binary, as `swift test --parallel` does.
  static let testName = "ArchSnapshotsTests.InlineSnapshotChildProcess/testRecordsTheSnapshotItIsAssigned"

  var sourcePath: String
  var fileID: String
  var line: Int
  var column: Int
  var value: String
}

/// The child's side of ``InlineSnapshotProcessTests``: run by the parent as its own test process
/// (the test binary, given this test's name), it records one inline snapshot with the process-wide
/// session and ends, which writes it.
///
/// Run any other way, it does nothing.
final class InlineSnapshotChildProcess: XCTestCase {
  func testRecordsTheSnapshotItIsAssigned() throws {
    guard let json = ProcessInfo.processInfo.environment[ChildAssignment.variable] else { return }
    let assignment = try JSONDecoder().decode(ChildAssignment.self, from: Data(json.utf8))
    let site = InlineSnapshotSite(
      fileID: assignment.fileID, filePath: assignment.sourcePath, line: assignment.line,
      column: assignment.column)
    let failure = inlineSnapshotFailure(
      of: { assignment.value }, as: .lines, record: nil, expected: nil, site: site)
    // The parent reads what the assertion said; the test itself does not fail for recording.
    print("inline snapshot: \(failure?.message ?? "passed")")
  }
}

/// A test file with eight calls and no snapshot yet, one per child process.
private let eightCallsSource =
  "import ArchTesting\nimport XCTest\n\nfinal class ShelfTests: XCTestCase {\n"
  + (1...8).map { "  func testShelf\($0)() {\n    assertInlineSnapshot(of: shelf\($0), as: .lines)\n  }\n" }
  .joined(separator: "\n") + "}\n"

/// The call of shelf `number` (at line 6 + 4 × (number − 1), its `(` at column 25).
private func shelfLine(_ number: Int) -> Int { 6 + 4 * (number - 1) }

private func shelfValue(_ number: Int) -> String {
  "Shelf \(number)\n" + String(repeating: "tins\n", count: number) + "end"
}

@Suite struct InlineSnapshotProcessTests {
  /// `swift test --parallel` runs one XCTest process per test class: eight of them record into one
  /// test file at once, each with the positions it was compiled with, and each writes when it ends.
  @Test func eightTestProcessesWritingOneFileInParallelLoseNothing() throws {
    #if os(Linux)
      let sandbox = SnapshotSandbox()
      defer { sandbox.remove() }
      sandbox.writeSource(eightCallsSource)
      let binary = URL(fileURLWithPath: SourceFileWriter.target(of: "/proc/self/exe"))
      var environment = ProcessInfo.processInfo.environment
      for name in SnapshotEnvironment.continuousIntegrationVariables + ["ARCH_SNAPSHOT_RECORD"] {
        environment[name] = nil
      }
      environment[SnapshotEnvironment.directoryVariable] = sandbox.snapshots.path
      let children = try (1...8).map { number in
        let assignment = ChildAssignment(
          sourcePath: sandbox.sourcePath, fileID: "Tests/ScreenTests.swift", line: shelfLine(number),
          column: 25,
          value: shelfValue(number))
        let child = Process()
        child.executableURL = binary
        child.arguments = [ChildAssignment.testName]
        child.environment = environment.merging(
          [ChildAssignment.variable: String(decoding: try JSONEncoder().encode(assignment), as: UTF8.self)]
        ) { $1 }
        let output = sandbox.root.appendingPathComponent("child-\(number).out")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        child.standardOutput = try FileHandle(forWritingTo: output)
        child.standardError = FileHandle.nullDevice
        return (child, output)
      }
      for (child, _) in children { try child.run() }
      for (child, _) in children { child.waitUntilExit() }
      for (number, (_, output)) in children.enumerated() {
        let said = try String(contentsOf: output, encoding: .utf8)
        #expect(
          said.contains(
            "inline snapshot: "
              + InlineSnapshotMessages.recordedMissing("Tests/ScreenTests.swift:\(shelfLine(number + 1)):25")),
          "child \(number + 1) said: \(said)")
      }
      var expected = eightCallsSource
      for number in 1...8 {
        let body = shelfValue(number).split(separator: "\n").map { "      \($0)\n" }.joined()
        expected = expected.replacingOccurrences(
          of: "assertInlineSnapshot(of: shelf\(number), as: .lines)\n",
          with:
            "assertInlineSnapshot(of: shelf\(number), as: .lines) {\n      \"\"\"\n\(body)      \"\"\"\n    }\n"
        )
      }
      #expect(sandbox.source == expected)
      #expect(sandbox.files == [], "every record was written, once")
    #endif
  }
}
