import Foundation
import Testing

@testable import ArchTesting

/// The first test store a process makes, kept by its XCTest test case with a timer still running and
/// no `finish()`, fails its test: the case of issue 28, where the test passed silently because the
/// harness only began to follow XCTest's test cases inside that first test.
///
/// Each scenario runs alone in a new process, where nothing made a store before it.
@Suite struct FirstStoreKeptByTestCaseTests {
  /// The scenario's test methods, each with the line of its `send`.
  static let scenarios = [
    ("testStoreMadeInTheTestBody", FirstStoreKeptByTestCaseScenarios.bodySendLine),
    ("testStoreMadeInSetUp", FirstStoreKeptByTestCaseScenarios.setUpSendLine),
  ]

  @Test(.enabled(if: FreshTestProcess.testBinary != nil), arguments: scenarios)
  func theFirstStoreFailsItsTest(test: String, sendLine: Int) throws {
    let outcome = try #require(
      try FreshTestProcess.runXCTest(
        "ArchTestingTests.FirstStoreKeptByTestCaseScenarios/\(test)",
        scenario: FirstStoreKeptByTestCaseScenarios.scenario))
    expectFailure(of: test, atLine: sendLine, in: outcome)
  }

  private func expectFailure(of test: String, atLine line: Int, in outcome: FreshTestProcess.Outcome) {
    #expect(outcome.status != 0, "the spawned test run must fail:\n\(outcome.output)")
    let failure = outcome.output.split(separator: "\n").first { $0.contains(": error: ") }.map(String.init)
    #expect(
      failure?.hasSuffix(
        """
        FirstStoreKeptByTestCaseScenarios.swift:\(line): error: \
        FirstStoreKeptByTestCaseScenarios.\(test) : failed - \
        An effect started by step 1, send(.startTimerTapped) is still running at the end of the test.
        """) == true,
      "\(outcome.output)")
    #expect(outcome.output.contains("Executed 1 test, with 1 failure"), "\(outcome.output)")
  }
}
