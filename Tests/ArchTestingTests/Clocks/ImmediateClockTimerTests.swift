import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// A timer on an `ImmediateClock` in a test store: it makes progress, as each sleep lets other work
/// run, and one that never stops fails its step at the store's timeout instead of hanging the test.
@Suite struct ImmediateClockTimerTests {
  @Test func aTimerOnAnImmediateClockTicksUntilTheFeatureStopsIt() async {
    let store = TestStore(
      initialState: Recorder.State(endsAfter: 3), feature: Recorder(),
      environment: .init(clock: ImmediateClock()))
    await store.send(.onTask)
    await store.receive(.timerTick) { $0.secondsElapsed = 1 }
    await store.receive(.timerTick) { $0.secondsElapsed = 2 }
    await store.receive(.timerTick) {
      $0.secondsElapsed = 3
      $0.isFinished = true
    }
    await store.finish()
  }

  @Test func aTimerOnAnImmediateClockThatNeverStopsFailsItsStepAtTheTimeout() async {
    let store = TestStore(
      initialState: Recorder.State(), feature: Recorder(), environment: .init(clock: ImmediateClock()))
    store.timeout = .milliseconds(100)
    store.exhaustivity = .off
    await expectIssues([
      """
      Effects ran for 100 ms during step 1, send(.onTask) without ever waiting, so they were cancelled:
        • an effect started by step 1, send(.onTask)
      An effect that loops must wait on something each time round (a clock, a stream, a service) \
      or end; a loop on `Task.yield()` alone, or on a timer of an `ImmediateClock`, never lets the test \
      go on: a timer needs a `TestClock`, advanced by the test.
      """
    ]) {
      await store.send(.onTask)
    }
    await store.finish()
  }
}
