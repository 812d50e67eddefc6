#if canImport(XCTest)
  import XCTest

  /// Knows which XCTest test case is running, to give it a teardown block.
  package final class XCTestCaseTracker: NSObject, XCTestObservation, @unchecked Sendable {
    package static let shared: XCTestCaseTracker = {
      let tracker = XCTestCaseTracker()
      XCTestObservationCenter.shared.addTestObserver(tracker)
      return tracker
    }()

    // Written just before a test body starts and just after it ends, read only while it runs.
    nonisolated(unsafe) private var current: XCTestCase?

    package var currentTestCase: XCTestCase? { current }

    package func testCaseWillStart(_ testCase: XCTestCase) { current = testCase }
    package func testCaseDidFinish(_ testCase: XCTestCase) { current = nil }
  }
#endif
