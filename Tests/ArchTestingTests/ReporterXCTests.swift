import ArchTesting
import ExploreZoo
import XCTest

/// Runs ArchTesting's failures through XCTest, capturing what XCTest would record instead of
/// failing, to prove they land at the caller's file and line.
final class ReporterXCTests: XCTestCase {
  private struct Failure {
    var description: String
    var filePath: String
    var line: Int
  }

  private var captured: [Failure] = []
  private var capturing = true

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    if capturing {
      captured.append(Failure(description: description, filePath: filePath, line: lineNumber))
    } else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  /// Stops capturing, so the checks below fail this test for real when they do not hold.
  private func verifyOneFailure(containing text: String, atLine line: Int, file: StaticString = #filePath) {
    capturing = false
    XCTAssertEqual(captured.count, 1)
    XCTAssertEqual(captured.first?.line, line)
    XCTAssertEqual(captured.first?.filePath, "\(file)")
    XCTAssertTrue(captured.first?.description.contains(text) == true, captured.first?.description ?? "")
  }

  func testFailureLandsAtTheCallersFileAndLine() {
    let line = #line + 1
    expectNoDifference([1, 2], [1, 3])
    verifyOneFailure(containing: "expectNoDifference failed", atLine: line)
  }

  func testFailureAfterAnAwaitLands() async {
    await Task.yield()
    let line = #line + 1
    reportIssue("after await", at: CallSite())
    verifyOneFailure(containing: "after await", atLine: line)
  }

  func testAnExplorationFailureLandsAtTheExploreCall() async {
    let line = #line + 1
    await explore(
      CouponCart.feature(fixed: false), initialState: CouponCart.State(), environment: { _ in () },
      actions: CouponCart.generators, invariants: CouponCart.invariants)
    verifyOneFailure(containing: "explore found a failure", atLine: line)
  }

  func testFailureFromAnotherThreadLands() async {
    let line = #line + 1
    await Task.detached { reportIssue("from a detached task", at: CallSite()) }.value
    verifyOneFailure(containing: "from a detached task", atLine: line)
  }

  func testCaptureKeepsFailuresAwayFromXCTest() {
    let issues = withIssueCapture { reportIssue("captured", at: CallSite()) }
    capturing = false
    XCTAssertEqual(issues.map(\.message), ["captured"])
    XCTAssertTrue(captured.isEmpty)
  }
}
