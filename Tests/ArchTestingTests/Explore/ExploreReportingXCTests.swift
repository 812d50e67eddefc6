import Arch
import ArchTesting
import XCTest

/// An exploration's failure lands at the line that called `explore` in XCTest too.
final class ExploreReportingXCTests: XCTestCase {
  private struct Failure {
    var description: String
    var line: Int
  }

  private var captured: [Failure] = []
  private var capturing = true

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    if capturing {
      captured.append(Failure(description: description, line: lineNumber))
    } else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  func testTheFailureLandsAtTheExploreCall() async {
    let line = #line + 1
    await explore(
      CouponCart.feature(fixed: false), initialState: CouponCart.State(), environment: { _ in () },
      actions: CouponCart.generators, invariants: CouponCart.invariants)
    capturing = false
    XCTAssertEqual(captured.map(\.line), [line])
    XCTAssertTrue(captured.first?.description.contains("explore found a failure") == true)
  }
}
