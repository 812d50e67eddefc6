import Arch
import ArchTesting
import Testing

/// `clock.timer(interval:)` on a test clock: each advance ticks the timer at every interval it
/// passes, and cancelling the effect ends the loop.
///
/// The production store does the same in the
/// parity tests.
@Suite struct TestStoreTimerTests {
  @Test func aTimerTicksAtEveryIntervalTheClockPasses() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Stopwatch.State(), feature: Stopwatch(), environment: .init(clock: clock))
    await store.send(.startTapped)
    await clock.advance(by: .milliseconds(2_500))
    await store.receive(.timerTicked) { $0.seconds = 1 }
    await store.receive(.timerTicked) { $0.seconds = 2 }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.timerTicked) { $0.seconds = 3 }
    await store.send(.stopTapped)
    #expect(clock.pendingDeadlines.isEmpty)
    await store.finish()
  }

  /// An unimplemented stream service, as TCA's screenshots client declares it, fails the step that
  /// asked for it, naming the service; the stream has ended, so the effect ends too.
  @Test func anUnimplementedStreamServiceFailsTheStepNamingIt() async {
    let store = TestStore(
      initialState: Stopwatch.State(), feature: Stopwatch(), environment: .init(clock: TestClock()))
    var line: UInt = 0
    let issues = await withIssueCapture {
      line = #line + 1
      await store.send(.watchScreenshots)
      await store.finish()
    }
    #expect(
      issues.map(\.message) == [
        """
        Stopwatch.screenshots was called, but this environment leaves it unimplemented.
        If the test expects the call, give the environment a value for it: `.with { $0.… = … }`.
        (Reported while running step 1, send(.watchScreenshots).)
        """
      ])
    #expect(issues.map(\.location.line) == [line])
  }
}
