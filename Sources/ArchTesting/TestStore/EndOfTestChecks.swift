import Arch
import ArchLocking

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Runs a test store's end-of-test checks when its test ends, even when something keeps the store
/// alive past the test (a property of the test case, a closure), where `deinit` would come too late
/// to reach the right test.
///
/// Under XCTest each store adds a teardown block to the running test case. Under Swift Testing, tests
/// or suites marked with the `Trait.endOfTestChecks` trait check their stores when the test
/// body returns. In every case a store released without `finish()` also checks itself in `deinit`.
final class EndOfTestCheck: @unchecked Sendable {
  // Only the test's own task touches the store; the teardown or trait runs after the test body has
  // returned, so the store is never used from two places at once.
  private weak var store: (any EndOfTestCheckable)?

  init(_ store: any EndOfTestCheckable) { self.store = store }

  func run() { store?.runEndOfTestChecks() }

  /// Arranges for `store`'s checks to run when the current test ends; false when no test is known
  /// yet (a store made as a property of an XCTest case, before its test starts), so the store tries
  /// again at its first step.
  @discardableResult
  static func register(_ store: any EndOfTestCheckable) -> Bool {
    // The check is made only once a test to hold it is found: a store in a test that offers none
    // tries again at every step.
    if let scope = EndOfTestScope.current {
      scope.add(EndOfTestCheck(store))
      return true
    }
    #if canImport(XCTest)
      // The tracker follows XCTest from the moment the test binary loads (see XCTestCaseTracker).
      guard let testCase = XCTestCaseTracker.shared.currentTestCase else { return false }
      let check = EndOfTestCheck(store)
      testCase.addTeardownBlock { check.run() }
      return true
    #else
      return false
    #endif
  }
}

/// A store whose outstanding work can be checked when its test ends.
protocol EndOfTestCheckable: AnyObject {
  func runEndOfTestChecks()
}

/// The stores made inside one Swift Testing test marked with `Trait.endOfTestChecks`.
final class EndOfTestScope: Sendable {
  private let checks = Locked<[EndOfTestCheck]>([])

  func add(_ check: EndOfTestCheck) { checks.withLock { $0.append(check) } }

  func runAll() {
    for check in checks.withLock({ $0 }) { check.run() }
  }

  @TaskLocal static var current: EndOfTestScope?

  /// Runs `body` with this scope current.
  ///
  /// Tests bind it through here: binding a task-local of
  /// another module crashes in release builds.
  @inline(never)
  func bind(isolation: isolated (any Actor)? = #isolation, _ body: () async -> Void) async {
    await Self.$current.withValue(self, operation: body, isolation: isolation)
  }
}

#if canImport(Testing)
  /// The trait behind `Trait.endOfTestChecks`.
  ///
  /// ```swift
  /// @Test(.endOfTestChecks) func addsItem() async { … }
  /// ```
  public struct EndOfTestChecksTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test of a suite it marks.
    public var isRecursive: Bool { true }

    /// Runs the test, then the end-of-test checks of every test store it made.
    public func provideScope(
      for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
      guard testCase != nil else { return try await function() }
      let scope = EndOfTestScope()
      try await EndOfTestScope.$current.withValue(scope) { try await function() }
      scope.runAll()
    }
  }

  extension Trait where Self == EndOfTestChecksTrait {
    /// Checks every test store a test made when the test ends, even if the store outlives it.
    ///
    /// ```swift
    /// @Suite(.endOfTestChecks) struct CartTests {
    ///   let store = TestStore(initialState: Cart.State(), feature: Cart(), environment: .test)
    ///
    ///   @Test func addsItem() async {
    ///     await store.send(.addTapped) { $0.count = 1 }
    ///   } // an output or effect left over is reported here, in this test
    /// }
    /// ```
    public static var endOfTestChecks: Self { Self() }
  }
#endif
