import Arch
import ArchTestSupport
import ArchTesting
import Testing

@Suite struct EffectRecorderTests {
  let clock = TestClock()
  var loader: Loader.Environment { .init(clock: clock, fetch: { ["milk"] }) }
  var counter: Counter.Environment { .init(clock: clock) }

  // MARK: Both shapes

  @Test func aPresenterEmitsItsEventsInOrderAcrossAClockAdvance() async {
    await expectIssues([]) {
      let events = EffectRecorder(
        Loader.LoaderPresenter(), sending: .reloadTapped, state: .init(),
        environment: loader)
      events.expect(exactly: [.loadingDidStart])
      await clock.advance(by: .seconds(1))
      events.expect(exactly: [.loadingDidStart, .itemsDidLoad(["milk"]), .loadingDidStop])
      events.finish()
    }
  }

  @Test func aReducerWithEffectsRecordsTheActionsItsEffectsSend() async {
    await expectIssues([]) {
      let actions = EffectRecorder(
        Counter(), sending: .delayedIncrementTapped, state: .init(),
        environment: counter)
      actions.expect(exactly: [])
      await clock.advance(by: .seconds(1))
      actions.expect(exactly: [.incrementTapped])
      #expect(actions.emitted == [.incrementTapped])
      actions.finish()
    }
  }

  @Test func aSplitFeatureIsRecordedThroughItsPresenter() async {
    await expectIssues([]) {
      let events = EffectRecorder(Loader.feature, sending: .reloadTapped, state: .init(), environment: loader)
      await clock.run()
      events.expect(exactly: [.loadingDidStart, .itemsDidLoad(["milk"]), .loadingDidStop])
      events.finish()
    }
  }

  @Test func immediateOutputsComeFirst() {
    let feature = Reduce<Int, Int, Void> { _, action, _ in
      .merge(.run { send in await send(action + 1) }, .send(action))
    }
    let actions = EffectRecorder(feature, sending: 1, state: 0, environment: ())
    #expect(actions.emitted == [1, 2])
    actions.finish()
  }

  // MARK: Strengths

  @Test func onlyAcceptsAnyOrderAndContainsAcceptsASubset() async {
    await expectIssues([]) {
      let events = EffectRecorder(
        Loader.LoaderPresenter(), sending: .reloadTapped, state: .init(),
        environment: loader)
      await clock.advance(by: .seconds(1))
      events.expect(only: [.loadingDidStop, .itemsDidLoad(["milk"]), .loadingDidStart])
      events.expect(contains: [.itemsDidLoad(["milk"])])
      events.expect(contains: [])
      events.finish()
    }
  }

  @Test func exactlyDiffsAMissingEventAgainstTheClosestAndHintsAtTheClock() {
    var line: UInt = 0
    let issues = withIssueCapture {
      let events = EffectRecorder(
        Loader.LoaderPresenter(), sending: .reloadTapped, state: .init(),
        environment: loader)
      line = #line + 1
      events.expect(exactly: [.loadingDidStart, .loadingDidStop])
      events.cancel()
    }
    #expect(
      issues.map(\.message) == [
        """
        The events .reloadTapped emitted are not exactly the expected ones in order:
        Expected:
          • .loadingDidStart
          • .loadingDidStop
        Emitted:
          • .loadingDidStart
        Missing .loadingDidStop; the closest event emitted is .loadingDidStart:

          − Loader.Event.loadingDidStop
          + Loader.Event.loadingDidStart

        Expected: −, Actual: +
        An effect of .reloadTapped is still running, waiting on a TestClock: advance the clock to see \
        the events emitted later.
        """
      ])
    #expect(issues.first?.location.line == line)
  }

  @Test func theClosestEventIsOneOfTheSameCase() async {
    await expectIssues([
      """
      The events .reloadTapped emitted are not exactly the expected ones in order:
      Expected:
        • .loadingDidStart
        • .itemsDidLoad(["eggs"])
        • .loadingDidStop
      Emitted:
        • .loadingDidStart
        • .itemsDidLoad(["milk"])
        • .loadingDidStop
      Missing .itemsDidLoad(["eggs"]); the closest event emitted is .itemsDidLoad(["milk"]):

          Loader.Event.itemsDidLoad(
            [
        −     [0]: "eggs"
        +     [0]: "milk"
            ]
          )

      Expected: −, Actual: +
      Not expected:
        • .itemsDidLoad(["milk"])
      """
    ]) {
      let events = EffectRecorder(
        Loader.LoaderPresenter(), sending: .reloadTapped, state: .init(),
        environment: loader)
      await clock.advance(by: .seconds(1))
      events.expect(exactly: [.loadingDidStart, .itemsDidLoad(["eggs"]), .loadingDidStop])
    }
  }

  @Test func exactlySaysWhenOnlyTheOrderDiffers() async {
    await expectIssues([
      """
      The events .reloadTapped emitted are not exactly the expected ones in order:
      Expected:
        • .loadingDidStart
        • .loadingDidStop
        • .itemsDidLoad(["milk"])
      Emitted:
        • .loadingDidStart
        • .itemsDidLoad(["milk"])
        • .loadingDidStop
      The same events were emitted in a different order.
      """
    ]) {
      let events = EffectRecorder(
        Loader.LoaderPresenter(), sending: .reloadTapped, state: .init(),
        environment: loader)
      await clock.advance(by: .seconds(1))
      events.expect(exactly: [.loadingDidStart, .loadingDidStop, .itemsDidLoad(["milk"])])
    }
  }

  @Test func onlyListsWhatWasNotExpected() async {
    await expectIssues([
      """
      The events .reloadTapped emitted are not the expected ones (in any order):
      Expected:
        • .loadingDidStop
        • .loadingDidStart
      Emitted:
        • .loadingDidStart
        • .itemsDidLoad(["milk"])
        • .loadingDidStop
      Not expected:
        • .itemsDidLoad(["milk"])
      """
    ]) {
      let events = EffectRecorder(
        Loader.LoaderPresenter(), sending: .reloadTapped, state: .init(),
        environment: loader)
      await clock.advance(by: .seconds(1))
      events.expect(only: [.loadingDidStop, .loadingDidStart])
    }
  }

  @Test func containsDiffsTheMissingEventAndIgnoresTheRest() async {
    await expectIssues([
      """
      The events .reloadTapped emitted do not contain every expected one:
      Expected:
        • .loadingDidFail("offline")
      Emitted:
        • .loadingDidStart
        • .itemsDidLoad(["milk"])
        • .loadingDidStop
      Missing .loadingDidFail("offline"); the closest event emitted is .loadingDidStop:

        − Loader.Event.loadingDidFail(
        −   "offline"
        − )
        + Loader.Event.loadingDidStop

      Expected: −, Actual: +
      """
    ]) {
      let events = EffectRecorder(
        Loader.LoaderPresenter(), sending: .reloadTapped, state: .init(),
        environment: loader)
      await clock.advance(by: .seconds(1))
      events.expect(contains: [.loadingDidFail("offline")])
    }
  }

  @Test func aMissingActionWhenNothingWasSentSaysSo() {
    expectIssues([
      """
      The actions .noopTapped emitted do not contain every expected one:
      Expected:
        • .incrementTapped
      Emitted:
        (nothing)
      Missing .incrementTapped: no action was emitted.
      """
    ]) {
      let actions = EffectRecorder(Counter(), sending: .noopTapped, state: .init(), environment: counter)
      actions.expect(contains: [.incrementTapped])
    }
  }

  // MARK: Effects still running

  @Test func finishReportsARunningEffectAtTheLineThatCallsFinishNamingTheAction() async {
    var line: UInt = 0
    let issues = await withIssueCapture {
      let ticks = EffectRecorder(Counter(), sending: .startTimerTapped, state: .init(), environment: counter)
      await clock.advance(by: .seconds(2))
      ticks.expect(exactly: [.timerTicked, .timerTicked])
      line = #line + 1
      ticks.finish()
    }
    #expect(
      issues.map(\.message) == [
        """
        An effect of .startTimerTapped is still running at the end of the test, waiting on a TestClock.
        Make it end before the test does: advance the clock until it is done, or cancel it with \
        `recorder.cancel()`.
        """
      ])
    #expect(issues.first?.location.line == line)
    #expect(issues.first?.location.column == 19)  // the call's opening parenthesis, as #column gives it
    #expect(issues.first?.location.fileID.description == #fileID)
  }

  @Test func aRecorderReleasedWithoutFinishingReportsAtTheLineThatMadeIt() {
    var line: UInt = 0
    let issues = withIssueCapture {
      line = #line + 1
      _ = EffectRecorder(Counter(), sending: .startTimerTapped, state: .init(), environment: counter)
    }
    #expect(
      issues.map(\.message).first?.hasPrefix(
        "An effect of .startTimerTapped is still running at the end of the test") == true)
    #expect(issues.first?.location.line == line)
  }

  @Test func aHelperForwardsItsCallersSiteAsOneValue() async {
    func recordTicks(at site: CallSite) -> EffectRecorder<Counter.Action> {
      EffectRecorder(Counter(), sending: .startTimerTapped, state: .init(), environment: counter, at: site)
    }
    func recordReload(at site: CallSite) -> EffectRecorder<Loader.Event> {
      EffectRecorder(
        Loader.LoaderPresenter(), sending: .reloadTapped, state: .init(), environment: loader,
        at: site)
    }
    let ticksSite = CallSite(), reloadSite = CallSite()
    let issues = withIssueCapture {
      _ = recordTicks(at: ticksSite)
      _ = recordReload(at: reloadSite)
    }
    #expect(issues.map(\.location) == [ticksSite, reloadSite])
  }

  @Test func cancelledEffectsAreNotReported() {
    expectIssues([]) {
      let ticks = EffectRecorder(Counter(), sending: .startTimerTapped, state: .init(), environment: counter)
      ticks.cancel()
      ticks.finish()
    }
  }

  @Test func severalEffectsWaitingOnSomethingElseAreCounted() {
    let feature = Reduce<Int, Int, Void> { _, _, _ in
      let forever: Effect<Int> = .run { _ in
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        for await _ in stream {}
        withExtendedLifetime(continuation) {}
      }
      return .merge(forever, forever)
    }
    expectIssues([
      """
      The actions 7 emitted are not exactly the expected ones in order:
      Expected:
        • 8
      Emitted:
        (nothing)
      Missing 8: no action was emitted.
      2 effects of 7 are still running, waiting on something the test does not control.
      """,
      """
      2 effects of 7 are still running at the end of the test.
      Make it end before the test does: advance the clock until it is done, or cancel it with \
      `recorder.cancel()`.
      """,
    ]) {
      let actions = EffectRecorder(feature, sending: 7, state: 0, environment: ())
      actions.expect(exactly: [8])
      actions.finish()
    }
  }

  @Test func anUnhandledErrorIsReportedNamingTheEffectAndTheAction() {
    var line: UInt = 0
    let issues = withIssueCapture {
      line = #line + 1
      let actions = EffectRecorder(
        Counter(), sending: .failingEffectTapped, state: .init(), environment: counter)
      actions.finish()
    }
    #expect(
      issues.map(\.message) == [
        """
        The effect "upload" of .failingEffectTapped threw an error that nothing handled: boom
        Handle it with `.run(…) { … } catch: { error, send in … }`.
        """
      ])
    #expect(issues.first?.location.line == line)
  }

  @Test func anUnnamedEffectsErrorNamesTheAction() {
    struct Offline: Error {}
    let feature = Reduce<Int, Int, Void> { _, _, _ in .run { _ in throw Offline() } }
    expectIssues([
      """
      An effect of 3 threw an error that nothing handled: Offline()
      Handle it with `.run(…) { … } catch: { error, send in … }`.
      """
    ]) {
      EffectRecorder(feature, sending: 3, state: 0, environment: ()).finish()
    }
  }

  @Test func aSplitFeaturesOutputsAreCalledEvents() {
    let issues = withIssueCapture {
      let events = EffectRecorder(Loader.feature, sending: .cancelTapped, state: .init(), environment: loader)
      events.expect(contains: [.loadingDidStop])
    }
    #expect(
      issues.map(\.message).first?.hasPrefix(
        "The events .cancelTapped emitted do not contain every expected one:") == true)
  }
}
