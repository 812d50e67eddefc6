import Foundation
import Testing

@testable import ArchSnapshots

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

  /// Writes the test file as the running tests were compiled from it.
  func writeSource(_ text: String = screenTestsSource) { writeSourceBytes(Array(text.utf8)) }

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

  /// When these tests say the test binary was built: after ``compiledSourceDate``, long ago.
  static let buildDate = Date(timeIntervalSince1970: 1_000_000_000)
  /// The modification date a test file gets when it is "as compiled".
  static let compiledSourceDate = Date(timeIntervalSince1970: 999_999_000)

  var sourceBytes: [UInt8] { (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: sourcePath)))) ?? [] }

  /// Writes the test file's bytes.
  ///
  /// `asCompiled`: dated before the build, as a file the running binary was
  /// compiled from; otherwise dated now, as a file edited while the tests run.
  func writeSourceBytes(_ bytes: [UInt8], asCompiled: Bool = true) {
    try! FileManager.default.createDirectory(
      at: root.appendingPathComponent("Tests"), withIntermediateDirectories: true)
    try! Data(bytes).write(to: URL(fileURLWithPath: SourceFileWriter.target(of: sourcePath)))
    if asCompiled { markAsCompiled() }
  }

  func markAsCompiled() {
    try! FileManager.default.setAttributes(
      [.modificationDate: Self.compiledSourceDate], ofItemAtPath: SourceFileWriter.target(of: sourcePath))
  }

  /// The same sandbox whose session knows when the test binary was built (``buildDate``), as a real
  /// test process does.
  func built() -> SnapshotSandbox {
    var built = self
    built.session = SnapshotSession(run: .complete, builtAt: Self.buildDate)
    return built
  }

  /// What the end of the test process does.
  func endProcess() -> [String] { session.inline.writeRecorded().map(\.message) }
}
