#if canImport(XCTest)
  import XCTest

  /// Knows which XCTest test case is running, to give it a teardown block.
  ///
  /// XCTest tells an observer of the tests that start after it registers, never of the one already
  /// running. A tracker first made inside a test would not know that test, and a store the test keeps
  /// in a property, past its end, would go unchecked: the test would pass with an effect still
  /// running. So the tracker starts as the test binary loads, before any test (see
  /// `startTrackingWhenLoaded`), and otherwise at the latest when first asked.
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

    /// Starts following the tests if this process runs XCTest; called as the binary loads.
    static func startIfTestProcess() {
      if XCTestProcess.isCurrent { _ = shared }
    }
  }

  // Swift has no module initializers: a function pointer in the platform's list of load-time
  // initializers runs when the image loads, before XCTest starts any test. (`@section` and `@used`
  // come with Swift 6.3; with an older compiler the tracker starts when first asked, which misses
  // a test whose first store it keeps in a property.)
  #if compiler(>=6.3)
    #if os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD)
      @used @section(".init_array")
      private let startTrackingWhenLoaded: @convention(c) () -> Void = {
        XCTestCaseTracker.startIfTestProcess()
      }
    #elseif canImport(Darwin)
      @used @section("__DATA,__mod_init_func")
      private let startTrackingWhenLoaded: @convention(c) () -> Void = {
        XCTestCaseTracker.startIfTestProcess()
      }
    #endif
  #endif
#endif
