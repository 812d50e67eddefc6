@testable import ArchTesting
import Arch
import Testing
import XCTest

@Suite struct EndOfTestChecksTests {
  @Test func aStoreThatOutlivesItsTestIsCheckedWhenTheTraitsScopeEnds() async {
    let scope = EndOfTestScope()
    var kept: TestStore<Counter>?
    await EndOfTestScope.$current.withValue(scope) {
      let store = TestStore(counter: .init())
      await store.send(.startTimerTapped) { $0.isTimerOn = true }
      kept = store
    }
    let issues = withIssueCapture { scope.runAll() }
    #expect(issues.map(\.message).first?.hasPrefix(
      "An effect started by step 1, send(.startTimerTapped) is still running") == true)
    withExtendedLifetime(kept) {}
  }

  @Test func aFinishedStoreIsNotCheckedAgain() async {
    let scope = EndOfTestScope()
    var kept: TestStore<Counter>?
    await EndOfTestScope.$current.withValue(scope) {
      let store = TestStore(counter: .init())
      await store.finish()
      kept = store
    }
    #expect(withIssueCapture { scope.runAll() }.isEmpty)
    withExtendedLifetime(kept) {}
  }
}

/// Under XCTest, a store kept alive by the test case is checked by a teardown block, within the test.
final class EndOfTestChecksXCTests: XCTestCase {
  private var store: TestStore<Counter>?
  private var captured: [String] = []

  override class func setUp() {
    super.setUp()
    // The tracker learns of test cases from the moment it exists; make it exist before the test.
    _ = XCTestCaseTracker.shared
  }

  func testAStoreKeptByTheTestCaseIsCheckedInTeardown() async {
    let store = TestStore(counter: .init())
    await store.send(.startTimerTapped) { $0.isTimerOn = true }
    self.store = store
  }

  override func tearDown() {
    XCTAssertEqual(captured.count, 1)
    XCTAssertTrue(captured.first?.contains("send(.startTimerTapped) is still running") == true)
    store = nil
    super.tearDown()
  }

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    if description.contains("is still running at the end of the test") {
      captured.append(description)
    } else {
      super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber,
                          expected: expected)
    }
  }
}
