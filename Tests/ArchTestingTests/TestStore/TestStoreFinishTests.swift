import Arch
import ArchTestSupport
import ArchTesting
import Testing

@Suite struct TestStoreFinishTests {
  @Test func unreceivedOutputsAreListedAtFinishWithHowToFixThem() async {
    let clock = TestClock()
    let store = TestStore(counter: .init(), clock: clock)
    var line: UInt = 0
    let issues = await withIssueCapture {
      await store.send(.delayedIncrementTapped)
      await clock.advance(by: .seconds(1))
      line = #line + 1
      await store.finish()
    }
    #expect(
      issues.map(\.message) == [
        """
        The test ended with 1 received action not asserted:
          • .incrementTapped (from step 1, send(.delayedIncrementTapped))
        Receive them with `await store.receive(…)`, skip them with `await store.skipReceived()`, \
        or make the test non-exhaustive with `store.exhaustivity = .off`.
        """
      ])
    #expect(issues.first?.location.line == line)
  }

  @Test func aRunningEffectIsReportedAtTheStepThatStartedItNamingTheAction() async {
    let store = TestStore(counter: .init())
    var line: UInt = 0
    let issues = await withIssueCapture {
      await store.send(.incrementTapped) { $0.count = 1 }
      line = #line + 1
      await store.send(.startTimerTapped) { $0.isTimerOn = true }
      await store.finish()
    }
    #expect(
      issues.map(\.message) == [
        """
        An effect started by step 2, send(.startTimerTapped) is still running at the end of the test.
          • step 2, send(.startTimerTapped) sleeps on a TestClock until 1 s
        Make it end before the test does: receive what it sends, advance the test clock, cancel it \
        (send an action that cancels it, or call `cancel()` on the task `send` returned), skip it with \
        `await store.skipInFlightEffects()`, or make the test non-exhaustive with \
        `store.exhaustivity = .off`.
        """
      ])
    #expect(issues.first?.location.line == line)
  }

  @Test func aStoreReleasedWithoutFinishStillReports() async {
    var line: UInt = 0
    let issues = await withIssueCapture {
      let store = TestStore(counter: .init())
      line = #line + 1
      await store.send(.startTimerTapped) { $0.isTimerOn = true }
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        "An effect started by step 1, send(.startTimerTapped) is still running") == true)
    #expect(issues.first?.location.line == line)
  }

  @Test func finishWaitsForEffectsOnTheStoresOwnExecutor() async {
    let store = TestStore(
      initialState: 0,
      feature: Reduce<Int, Int, Void> { state, action, _ in
        state = action
        return action > 0 ? .run { send in await send(action - 1) } : .none
      },
      environment: ())
    await store.send(2) { $0 = 2 }
    await store.receive(1) { $0 = 1 }
    await store.receive(0) { $0 = 0 }
    await store.finish()
  }

  @Test func skipReceivedAppliesTheOutputsWithoutAsserting() async {
    let clock = TestClock()
    let store = TestStore(counter: .init(), clock: clock)
    await store.send(.delayedIncrementTapped)
    await clock.advance(by: .seconds(1))
    await store.skipReceived()
    #expect(store.state.count == 1)
    await store.finish()
  }

  @Test func strictSkipsFailWhenThereIsNothingToSkip() async {
    let store = TestStore(counter: .init())
    await expectIssues([
      "`skipReceived(strict: true)` found no received actions to skip.",
      "`skipInFlightEffects(strict: true)` found no running effects to skip.",
    ]) {
      await store.skipReceived()
      await store.skipInFlightEffects()
      await store.skipReceived(strict: false)
      await store.skipInFlightEffects(strict: false)
    }
  }

  @Test func skippedEffectsAreCancelledNotForgotten() async {
    let clock = TestClock()
    let store = TestStore(counter: .init(), clock: clock)
    await store.send(.startTimerTapped) { $0.isTimerOn = true }
    await store.skipInFlightEffects()
    #expect(clock.pendingDeadlines.isEmpty, "the timer's sleep was cancelled")
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func nonExhaustiveFinishToleratesOutputsAndRunningEffects() async {
    let clock = TestClock()
    let store = TestStore(counter: .init(), clock: clock)
    store.exhaustivity = .off
    await expectIssues([]) {
      await store.send(.startTimerTapped)
      await clock.advance(by: .seconds(1))
      await store.finish()
    }
    #expect(store.state.count == 1, "outputs left over are applied, as the app would")
    #expect(clock.pendingDeadlines.isEmpty, "running effects are cancelled")
  }

  @Test func showingSkippedAssertionsReportsNotesNotFailures() async {
    let clock = TestClock()
    let store = TestStore(counter: .init(), clock: clock)
    store.exhaustivity = .off(showSkippedAssertions: true)
    let issues = await withIssueCapture {
      await store.send(.startTimerTapped)
      await clock.advance(by: .seconds(1))
      await store.finish()
    }
    #expect(issues.count == 3)
    #expect(issues.allSatisfy { $0.severity == .note })
    let messages = issues.map(\.message)
    #expect(
      messages.first?.hasPrefix(
        """
        Skipped assertions at step 1, send(.startTimerTapped): the state changed in ways the test did \
        not describe:
        """) == true)
    #expect(messages.first?.hasSuffix("Expected: −, Actual: +") == true)
    #expect(
      Array(messages.dropFirst()) == [
        "Skipped a received action before step 2, finish(): .timerTicked (from step 1, send(.startTimerTapped))",
        "Cancelled an effect started by step 1, send(.startTimerTapped) that was still running at the end of the test.",
      ])
  }

  @Test func withExhaustivityRestoresThePreviousSetting() async {
    let store = TestStore(counter: .init())
    await store.withExhaustivity(.off) {
      #expect(store.exhaustivity == .off)
      await store.send(.incrementTapped)
    }
    #expect(store.exhaustivity == .on)
    await store.finish()
  }

  /// A ported TCA test wraps one `receive` (which returns its task) this way: it compiles with no
  /// unused-result warning (the package builds with warnings as errors).
  @Test func aClosureOfOneStepLeavesNoResultToUse() async {
    let store = TestStore(counter: .init())
    await store.withExhaustivity(.off) { await store.send(.incrementTapped) }
    #expect(store.state.count == 1)
    await store.finish()
  }

  @Test func nonExhaustiveExpectationsStartFromTheActualStateAndOnlyContradictionsFail() async {
    let store = TestStore(counter: .init())
    store.exhaustivity = .off
    let issues = await withIssueCapture {
      await store.send(.startTimerTapped) { $0.count = 0 }
      await store.send(.incrementTapped) { $0.count = 5 }
      await store.finish()
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("State after step 2, send(.incrementTapped) is not what") == true)
  }
}
