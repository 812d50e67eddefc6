import XCTest

@testable import ArchSnapshots

/// Under XCTest the snapshot is named from the test file and the test method.
final class SnapshotXCTestNamingTests: XCTestCase {
  func testNamesComeFromTheFileAndMethod() {
    let sandbox = SnapshotSandbox()
    defer { sandbox.remove() }
    let issues = sandbox.capture { assertSnapshot(of: "from XCTest", as: .lines) }
    XCTAssertEqual(
      issues.map(\.message),
      [
        "No reference snapshot at Snapshots/ArchSnapshotsTests/SnapshotXCTestNamingTests.testNamesComeFromTheFileAndMethod.1.txt yet, so it was recorded. Review it, then run the test again."
      ])
    XCTAssertEqual(
      sandbox.text("ArchSnapshotsTests/SnapshotXCTestNamingTests.testNamesComeFromTheFileAndMethod.1.txt"),
      "// ArchTesting snapshot of SnapshotXCTestNamingTests.testNamesComeFromTheFileAndMethod() in ArchSnapshotsTests/SnapshotXCTestNamingTests.swift. This line is not compared.\nfrom XCTest\n"
    )
  }
}
