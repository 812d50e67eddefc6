import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// Outputs reach the feature when effects send them, as in the app: a test cannot pass for an app
/// that misbehaves because it received an output late.
@Suite struct TestStoreFeedbackTests {
  private func labStore(clock: TestClock) -> TestStore<ParityLab> {
    TestStore(initialState: ParityLab.State(), feature: ParityLab(), environment: .init(clock: clock))
  }

  @Test func aTimerThatCancelsItselfStopsWhenTheOutputIsSentNotWhenItIsReceived() async {
    let clock = TestClock()
    let store = labStore(clock: clock)
    await store.send(.startTimer) { $0.isTicking = true }
    await clock.advance(by: .seconds(10))
    for tick in 1..<ParityLab.lastTick {
      await store.receive(.tick) { $0.ticks = tick }
    }
    await store.receive(.tick) {
      $0.ticks = ParityLab.lastTick
      $0.isTicking = false
    }
    #expect(clock.pendingDeadlines.isEmpty)
    await store.finish()
  }

  @Test func stateShowsWhatTheTestHasReceivedWhileTheFeatureIsAhead() async {
    let clock = TestClock()
    let store = labStore(clock: clock)
    await store.send(.load)
    await clock.advance(by: .seconds(3))
    #expect(store.state == ParityLab.State())
    await store.receive(.loaded) { $0.log = ["loaded"] }
    #expect(store.state.saves == 0)
    await store.receive(.saved) { $0.saves = 1 }
    #expect(store.state.saves == 1)
    await store.finish()
  }

  @Test func cancellingASendsHandleCancelsWhatItsOutputsStarted() async {
    let clock = TestClock()
    let store = labStore(clock: clock)
    let load = await store.send(.load)
    await clock.advance(by: .seconds(1))
    await store.receive(.loaded) { $0.log = ["loaded"] }
    #expect(load.isRunning, "the save the output started belongs to the send")
    await load.cancel()
    #expect(!load.isRunning)
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func receiveReturnsAHandleOnTheEffectsItsOutputStarted() async {
    let clock = TestClock()
    let store = labStore(clock: clock)
    await store.send(.load)
    await clock.advance(by: .seconds(1))
    let save = await store.receive(.loaded) { $0.log = ["loaded"] }
    #expect(save?.isRunning == true)
    await save?.cancel()
    #expect(save?.isRunning == false)
    await store.finish()
  }

  @Test func anEffectStartedByAnOutputAndLeftRunningNamesTheOutputAndItsStep() async {
    let clock = TestClock()
    let store = labStore(clock: clock)
    await expectIssues([
      """
      An effect started by .loaded from step 1, send(.load) is still running at the end of the test.
        • .loaded from step 1, send(.load) sleeps on a TestClock until 3 s
      \(howToEndEffects)
      """
    ]) {
      await store.send(.load)
      await clock.advance(by: .seconds(1))
      await store.receive(.loaded) { $0.log = ["loaded"] }
      await store.finish()
    }
  }

  @Test func receivingACaseTakesTheTrailingClosureAsTheStateExpectation() async {
    let clock = TestClock()
    let store = labStore(clock: clock)
    await store.send(.searchA)
    await clock.advance(by: .seconds(3))
    await store.receive(ParityLab.Action.searchResult) { $0.results = ["a"] }
    await store.send(.searchB)
    await clock.advance(by: .seconds(3))
    await store.receive(ParityLab.Action.searchResult, where: { $0 == "b" }) { $0.results = ["a", "b"] }
    await store.finish()
  }

  @Test func aWrongExpectationOnACaseReceiveFailsWithTheStateDiff() async {
    let clock = TestClock()
    let store = labStore(clock: clock)
    let issues = await withIssueCapture {
      await store.send(.searchA)
      await clock.advance(by: .seconds(3))
      await store.receive(ParityLab.Action.searchResult) { $0.results = ["b"] }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("State after step 2, receive(") == true)
  }

  @Test func anEffectThatNeverWaitsFailsTheStepAndIsCancelled() async {
    let store = spinStore()
    await expectIssues([neverWaitsDuringSpin]) {
      await store.send(.spin)
      await store.finish()
    }
  }

  @Test func anEffectThatNeverWaitsDuringAHandlesFinishFailsThereNotAtTheNextStep() async {
    let (gate, opener) = AsyncStream<Void>.makeStream()
    let store = spinStore(waitingFirstFor: gate)
    var line: UInt = 0
    let issues = await withIssueCapture {
      let spin = await store.send(.spin)
      opener.yield()
      line = #line + 1
      await spin.finish()
      #expect(!spin.isRunning, "the effect was cancelled")
      await store.finish()
    }
    #expect(issues.map(\.message) == [neverWaitsDuringSpin])
    #expect(issues.map(\.location.line) == [line])
  }

  /// A store whose one effect, once `gate` (if any) lets it through, never waits until cancelled.
  private func spinStore(waitingFirstFor gate: AsyncStream<Void>? = nil) -> TestStore<Reduce<Int, Spin, Void>>
  {
    let store = TestStore(
      initialState: 0,
      feature: Reduce<Int, Spin, Void> { _, action, _ in
        switch action {
        case .spin:
          return .run { _ in
            if let gate {
              for await _ in gate { break }
            }
            while !Task.isCancelled { await Task.yield() }
          }
        }
      },
      environment: ())
    store.timeout = .milliseconds(50)
    return store
  }

  private let neverWaitsDuringSpin = """
    Effects ran for 50 ms during step 1, send(.spin) without ever waiting, so they were cancelled:
      • an effect started by step 1, send(.spin)
    An effect that loops must wait on something each time round (a clock, a stream, a service) \
    or end; a loop on `Task.yield()` alone, or on a timer of an `ImmediateClock`, never lets the test \
    go on: a timer needs a `TestClock`, advanced by the test.
    """

  enum Spin: Equatable, Sendable { case spin }

  private let howToEndEffects = """
    Make it end before the test does: receive what it sends, advance the test clock, \
    cancel it (send an action that cancels it, or call `cancel()` on the task `send` returned), \
    skip it with `await store.skipInFlightEffects()`, or make the test non-exhaustive with \
    `store.exhaustivity = .off`.
    """
}
