import XCTest

/// The main-actor scenarios under XCTest, whose `@MainActor` tests run on the main thread's run loop
/// while they wait: the hop completes there too.
final class MainActorEffectXCTests: XCTestCase {
  @MainActor
  func testAdvanceLetsTheEffectPingThenCancelReportsNothingOnTheMainActor() async {
    let outcome = await PingScenarios.advanceThenCancel()
    XCTAssertEqual(outcome, PingOutcome(countAfterStep: 1, issues: []))
  }

  func testSendReturnsAfterTheHopOffTheMainActor() async {
    let outcome = await PingScenarios.sendThenReceive()
    XCTAssertEqual(outcome, PingOutcome(countAfterStep: 1, issues: []))
  }
}
