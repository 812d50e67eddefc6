import Arch
import ArchTestSupport
import ArchTesting
import Testing

@Suite struct TestStoreTaskTests {
  @Test func cancellingTheTaskSendReturnedEndsThatEffect() async {
    let clock = TestClock()
    let store = TestStore(counter: .init(), clock: clock)
    let timer = await store.send(.startTimerTapped) { $0.isTimerOn = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.count = 1 }
    #expect(timer.isRunning)
    await timer.cancel()
    #expect(!timer.isRunning)
    await store.finish()
  }

  @Test func finishingTheTaskWaitsForThatEffect() async {
    let store = TestStore(counter: .init(), clock: TestClock())
    let task = await store.send(.noopTapped)
    await task.finish()
    #expect(!task.isRunning)
  }

  @Test func finishingATaskAsleepOnATestClockFailsAtOnce() async {
    let store = TestStore(counter: .init())
    await expectIssues([
      """
      The effect of step 1, send(.delayedIncrementTapped) cannot finish: it is waiting on a test clock.
        • step 1, send(.delayedIncrementTapped) sleeps on a TestClock until 1 s
      Advance the clock first: `await clock.advance(by: …)`.
      """
    ]) {
      let task = await store.send(.delayedIncrementTapped)
      await task.finish()
      await store.skipInFlightEffects()
    }
  }

  @Test func finishingATaskBlockedOutsideTheHarnessTimesOut() async {
    let store = TestStore(counter: .init())
    await expectIssues([
      """
      The effect of step 1, send(.waitForeverTapped) did not finish within 10 ms.
      An effect may wait on something the test does not control: a real clock, the network, a \
      continuation nobody resumes, or a hop to an actor with its own executor that has not run it. \
      Give the environment a TestClock and controllable services, or raise `store.timeout`.
      """
    ]) {
      let task = await store.send(.waitForeverTapped)
      await task.finish(timeout: .milliseconds(10))
      await store.skipInFlightEffects()
    }
  }
}
