import Foundation
import Testing

@testable import ArchSnapshots
@testable import ArchTesting

/// A test file with four inline snapshot calls, two without a closure yet and two with one.
let screenTestsSource = #"""
  import ArchTesting
  import Testing

  @Test func screens() {
    assertInlineSnapshot(of: milk, as: .lines)
    assertInlineSnapshot(of: eggs, as: .lines) {
      """
      Eggs
      """
    }
    assertInlineSnapshot(of: tea, as: .lines)
    assertInlineSnapshot(of: bread, as: .lines) {
      """
      Bread
      """
    }
  }

  """#

/// Inline snapshots against a copy of a test file in the sandbox, so no test rewrites a real source.
extension SnapshotSandbox {
  static let sourceFileID = "Tests/ScreenTests.swift"

  var sourcePath: String { root.appendingPathComponent("Tests/ScreenTests.swift").path }

  var source: String { (try? String(contentsOfFile: sourcePath, encoding: .utf8)) ?? "" }

  func writeSource(_ text: String = screenTestsSource) {
    try! FileManager.default.createDirectory(
      at: root.appendingPathComponent("Tests"), withIntermediateDirectories: true)
    try! Data(text.utf8).write(to: URL(fileURLWithPath: sourcePath))
  }

  /// Runs one inline snapshot assertion of the call at `line` (column 23, its `(`) and returns its failure.
  func inline(
    _ value: String, line: Int, column: Int = 23, record: SnapshotRecordMode? = nil, matches expected: String?
  ) -> String? {
    let context = SnapshotContext(environment: SnapshotEnvironment(environment), session: session)
    let site = InlineSnapshotSite(fileID: Self.sourceFileID, filePath: sourcePath, line: line, column: column)
    return withSnapshotContext(context) {
      withSnapshotDirectory(snapshots.path) {
        inlineSnapshotFailure(
          of: { value }, as: .lines, record: record, expected: expected.map { text in { text } }, site: site)?
          .message
      }
    }
  }

  /// What the end of the test process does.
  func endProcess() -> [String] { session.inline.writeRecorded().map(\.message) }
}
