import ArchTestSupport
import XCTest

@testable import ArchTesting

/// The scenarios `FirstStoreKeptByTestCaseTests` plays, each alone in a new process: a test case keeps
/// the first store of the process, with a timer running and no `finish()`.
///
/// Each must fail at the `send` that started the timer. In the ordinary test run they skip.
final class FirstStoreKeptByTestCaseScenarios: XCTestCase {
  static let scenario = "first-store-kept-by-test-case"

  private var store: TestStore<Counter>?

  override func setUp() async throws {
    try await super.setUp()
    try XCTSkipUnless(FreshTestProcess.scenario == Self.scenario, "played in a fresh process only")
    if name.contains("testStoreMadeInSetUp") { store = TestStore(counter: .init()) }
  }

  static let bodySendLine = #line + 3
  func testStoreMadeInTheTestBody() async {
    let store = TestStore(counter: .init())
    await store.send(.startTimerTapped) { $0.isTimerOn = true }
    self.store = store
  }

  static let setUpSendLine = #line + 2
  func testStoreMadeInSetUp() async {
    await store?.send(.startTimerTapped) { $0.isTimerOn = true }
  }
}
