import XCTest

@testable import ArchSnapshots

/// The check a helper that forwards its caller's location makes: the snapshot belongs to the
/// helper's call, and its trailing closure is the one written.
private func assertShouted(
  _ text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column, matches expected: (() -> String)? = nil
) {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  assertInlineSnapshot(of: text.uppercased(), as: .lines, record: .never, at: site, matches: expected)
}

/// Inline snapshots under XCTest, and through a helper.
final class InlineSnapshotXCTests: XCTestCase {
  func testAMatchingSnapshotPassesAndAMismatchLandsAtTheHelpersCaller() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    let milkLine = #line + 3
    let eggsLine = milkLine + 5
    let issues = sandbox.capture {
      assertShouted("milk") {
        """
        MILK
        """
      }
      assertShouted("eggs") {
        """
        MILK
        """
      }
    }
    XCTAssertEqual(issues.map(\.location.line), [UInt(eggsLine)])
    XCTAssertEqual(
      issues.first?.message,
      """
      The inline snapshot at ArchSnapshotsTests/InlineSnapshotXCTests.swift:\(eggsLine):20 does not match. \
      Nothing was written: the record mode is `never`.

      Snapshot: −, Actual: +
      @@ -1,1 +1,1 @@
      − MILK
      + EGGS
      """)
    let source = InlineSource.load(path: #filePath, fileID: #fileID)
    XCTAssertNotNil(try? source.get().call(line: milkLine, column: 20, holding: "MILK", location: "").get())
  }
}
