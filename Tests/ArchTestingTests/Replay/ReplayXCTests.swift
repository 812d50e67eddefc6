import Arch
import ArchTesting
import XCTest

/// A replay under XCTest: its divergence is an XCTest failure at the line of the `replay` call,
/// captured here instead of failing the test.
final class ReplayXCTests: XCTestCase {
  private var captured: [(description: String, filePath: String, line: Int)] = []
  private var capturing = true

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
  ) {
    guard capturing else {
      return super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
    captured.append((description, filePath, lineNumber))
  }

  func testADivergenceFailsTheXCTestAtTheReplayCall() async {
    var script = SessionScript<Loader.State, Loader.Action, Loader.Event>(start: Loader.State())
    script.action(.cancelTapped) { $0.error = "cancelled" }
    let store = TestStore(
      initialState: Loader.State(), feature: Loader.feature,
      environment: Loader.Environment(clock: TestClock(), fetch: { [] }))
    let line = #line + 1
    await store.replay(script.session, mode: .asRecorded)
    capturing = false
    XCTAssertEqual(captured.count, 1)
    XCTAssertEqual(captured.first?.line, line)
    XCTAssertEqual(captured.first?.filePath, "\(#filePath)")
    XCTAssertTrue(
      captured.first?.description.contains(
        "Replay diverged at session step 1 of 1 (at 0 s), the action .cancelTapped")
        == true, captured.first?.description ?? "")
  }

  func testAReplayThatMatchesPassesUnderXCTest() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Loader.State(), feature: Loader.feature,
      environment: Loader.Environment(clock: clock, fetch: { ["Milk"] }))
    await store.replay(ReplaySplitFeatureTests.milkDay, mode: .againstEnvironment, clock: clock)
    await store.finish()
    capturing = false
    XCTAssertTrue(captured.isEmpty, captured.map(\.description).joined(separator: "\n"))
  }
}
