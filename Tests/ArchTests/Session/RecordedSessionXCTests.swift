import Arch
import XCTest

/// The errors of a bad session file under XCTest: typed, with the line and the same wording.
final class RecordedSessionXCTests: XCTestCase {
  func testAReorderedSessionNamesTheLineWhereTimeGoesBackwards() {
    let text = "arch-session 1\n20ms action 1\n10ms action 2\nend\n"
    XCTAssertThrowsError(try RecordedSession<Int, Int, Never>(text: text)) { error in
      XCTAssertEqual(
        error as? RecordedSessionError,
        RecordedSessionError(
          line: 3, problem: .timeGoesBackwards(.milliseconds(10), previous: .milliseconds(20))))
      XCTAssertEqual(
        "\(error)",
        "line 3: this step at 10ms comes after one at 20ms: time goes backwards, so the steps are out of order."
      )
    }
  }

  func testATruncatedSessionNamesTheLineCutShort() {
    XCTAssertThrowsError(try RecordedSession<Int, Int, Never>(text: "arch-session 1\n0ms action 1\n5ms act"))
    {
      XCTAssertEqual($0 as? RecordedSessionError, RecordedSessionError(line: 3, problem: .cutShort))
    }
  }
}
