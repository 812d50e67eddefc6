import Arch
import ArchLocking
import ArchTestSupport
import Testing
import XCTest

@testable import ArchTesting

@Suite struct EndOfTestChecksTests {
  @Test func aStoreThatOutlivesItsTestIsCheckedWhenTheTraitsScopeEnds() async {
    let scope = EndOfTestScope()
    var kept: TestStore<Counter>?
    await scope.bind {
      let store = TestStore(counter: .init())
      await store.send(.startTimerTapped) { $0.isTimerOn = true }
      kept = store
    }
    let issues = withIssueCapture { scope.runAll() }
    #expect(
      issues.map(\.message).first?.hasPrefix(
        "An effect started by step 1, send(.startTimerTapped) is still running") == true)
    withExtendedLifetime(kept) {}
  }

  @Test func aFinishedStoreIsNotCheckedAgain() async {
    let scope = EndOfTestScope()
    var kept: TestStore<Counter>?
    await scope.bind {
      let store = TestStore(counter: .init())
      await store.finish()
      kept = store
    }
    #expect(withIssueCapture { scope.runAll() }.isEmpty)
    withExtendedLifetime(kept) {}
  }
}

extension EndOfTestChecksTests {
  @Test func finishAndReleaseTogetherCheckOnce() async {
    let scope = EndOfTestScope()
    let issues = await withIssueCapture {
      await scope.bind {
        let store = TestStore(counter: .init())
        await store.send(.startTimerTapped) { $0.isTimerOn = true }
        await store.finish()
      }
      scope.runAll()
    }
    #expect(issues.count == 1, "finish() reports the timer; neither the scope nor deinit repeats it")
  }

  @Test func theTraitOnASuiteChecksTheStoresOfEveryTestInIt() async throws {
    let trait = EndOfTestChecksTrait()
    #expect(trait.isRecursive)
    let test = try #require(Test.current)
    let issues = await withIssueCapture {
      try? await trait.provideScope(for: test, testCase: Test.Case.current) {
        let store = TestStore(counter: .init())
        await store.send(.startTimerTapped) { $0.isTimerOn = true }
        EndOfTestKeeper.shared.keep(store)
      }
    }
    #expect(
      issues.map(\.message).first?.hasPrefix(
        "An effect started by step 1, send(.startTimerTapped) is still running") == true)
    await EndOfTestKeeper.shared.release()
  }

  @Test func finishWaitsForAnEffectResumedFromAnotherThread() async {
    let store = TestStore(
      initialState: 0,
      feature: Reduce<Int, Wait, Void> { count, action, _ in
        switch action {
        case .start:
          return .run { send in
            await withCheckedContinuation { continuation in
              Thread.detachNewThread { continuation.resume() }
            }
            await send(.done)
          }
        case .done:
          count += 1
          return .none
        }
      },
      environment: ())
    await store.send(.start)
    await store.receive(.done) { $0 = 1 }
    await store.finish()
  }

  @Test func theDefaultTimeoutIsOneSecond() {
    #expect(TestStore(counter: .init()).timeout == .seconds(1))
  }

  @Test func aHelperForwardsItsCallersSiteAsOneValue() {
    let site = CallSite(fileID: "MyTests/Helper.swift", filePath: "/MyTests/Helper.swift", line: 7, column: 3)
    let store = TestStore(
      initialState: Counter.State(), feature: Counter(),
      environment: .init(clock: TestClock()), at: site)
    #expect(store.lastSite == site)
  }

  enum Wait: Equatable, Sendable { case start, done }
}

/// Keeps a store alive past its test, as a suite's property would.
final class EndOfTestKeeper: @unchecked Sendable {
  static let shared = EndOfTestKeeper()
  private let stores = Locked<[AnyObject]>([])
  func keep(_ store: AnyObject) { stores.withLock { $0.append(store) } }
  func release() async { stores.withLock { $0.removeAll() } }
}

/// A store made as a property of the test case, before its test starts, is checked at the test's
/// end too, however many stores the process made before it.
final class EndOfTestChecksPropertyXCTests: LeftoverEffectCapturingTestCase {
  private let store = TestStore(counter: .init())

  func testAStoreMadeBeforeTheTestStartsIsCheckedInTeardown() async {
    await store.send(.startTimerTapped) { $0.isTimerOn = true }
  }

  override func tearDown() {
    XCTAssertEqual(captured.count, 1)
    XCTAssertTrue(captured.first?.contains("send(.startTimerTapped) is still running") == true)
    super.tearDown()
  }

}

/// Under XCTest, a store kept alive by the test case is checked by a teardown block, within the test.
final class EndOfTestChecksXCTests: LeftoverEffectCapturingTestCase {
  private var store: TestStore<Counter>?

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

}

/// A test case that keeps the "still running at the end of the test" failures its teardown checks
/// produce, for its own `tearDown` to assert, and records every other failure as usual.
class LeftoverEffectCapturingTestCase: XCTestCase {
  var captured: [String] = []

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    if description.contains("is still running at the end of the test") {
      captured.append(description)
    } else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber,
        expected: expected)
    }
  }
}
