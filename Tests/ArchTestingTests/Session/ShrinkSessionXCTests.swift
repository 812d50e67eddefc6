import Arch
import ArchTesting
import XCTest

/// Shrinking a session under XCTest: the report is an XCTest failure at the line of the `shrink`
/// call, captured here instead of failing the test.
final class ShrinkSessionXCTests: XCTestCase {
  private var captured: [(description: String, line: Int)] = []
  private var capturing = true

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    guard capturing else {
      return super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
    captured.append((description, lineNumber))
  }

  func testAShrunkSessionFailsTheXCTestAtTheShrinkCall() async {
    let line = #line + 1
    let reproduction = await shrink(
      ShrinkSessionTests.brokenSession, replayingWith: SessionTally.Subject.self)
    capturing = false
    XCTAssertEqual(captured.count, 1)
    XCTAssertEqual(captured.first?.line, line)
    XCTAssertEqual(captured.first?.description.hasSuffix(reproduction?.message ?? "?"), true)
    XCTAssertEqual(reproduction?.keptSteps, [3, 5])
  }

  func testASessionThatBreaksNothingPassesUnderXCTest() async {
    let session = SessionTally.session([(0, .addTapped), (500, .resetTapped), (900, .addTapped)])
    let reproduction = await shrink(session, replayingWith: SessionTally.Subject.self)
    capturing = false
    XCTAssertNil(reproduction)
    XCTAssertTrue(captured.isEmpty)
  }
}
