import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// Replaying a recorded session of a split feature (`Loader`: a presenter whose effect loads items
/// after a second on the clock, and a reducer that folds its events), in both modes.
@Suite struct ReplaySplitFeatureTests {
  /// The session the app recorded: a reload that loaded milk a second later.
  static var milkDay: RecordedSession<Loader.State, Loader.Action, Loader.Event> {
    var script = SessionScript<Loader.State, Loader.Action, Loader.Event>(start: Loader.State())
    script.action(.reloadTapped)
    script.output(.loadingDidStart) { $0.isLoading = true }
    script.output(.itemsDidLoad(["Milk"]), at: .seconds(1)) { $0.items = ["Milk"] }
    script.output(.loadingDidStop, at: .seconds(1)) { $0.isLoading = false }
    return script.session
  }

  static func store(
    clock: TestClock, fetch: @escaping @Sendable () async throws -> [String]
  ) -> TestStore<SplitFeature<Loader.LoaderPresenter, Loader.LoaderReducer>> {
    TestStore(
      initialState: Loader.State(), feature: Loader.feature,
      environment: Loader.Environment(clock: clock, fetch: fetch), at: CallSite())
  }

  @Test func asRecordedFeedsTheRecordedEventsWithoutRunningEffects() async {
    let clock = TestClock()
    let store = Self.store(clock: clock, fetch: { throw Loader.LoadError() })
    await expectIssues([]) {
      await store.replay(Self.milkDay, mode: .asRecorded, clock: clock)
    }
    #expect(store.state == Loader.State(isLoading: false, items: ["Milk"]))
    #expect(clock.now == TestClock.Instant(offset: .seconds(1)))
    await store.finish()
  }

  @Test func againstEnvironmentPassesWhenTheServicesAnswerAsTheyDidThatDay() async {
    let clock = TestClock()
    let store = Self.store(clock: clock, fetch: { ["Milk"] })
    await expectIssues([]) {
      await store.replay(Self.milkDay, mode: .againstEnvironment, clock: clock)
    }
    #expect(store.state == Loader.State(isLoading: false, items: ["Milk"]))
    await store.finish()
  }

  @Test func theTestGoesOnFromTheStateTheReplayReached() async {
    let clock = TestClock()
    let store = Self.store(clock: clock, fetch: { ["Milk"] })
    await store.replay(Self.milkDay, mode: .againstEnvironment, clock: clock)
    store.environment.fetch = { ["Milk", "Eggs"] }
    await store.send(.reloadTapped)
    await store.receive(.loadingDidStart) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.itemsDidLoad(["Milk", "Eggs"])) { $0.items = ["Milk", "Eggs"] }
    await store.receive(.loadingDidStop) { $0.isLoading = false }
    await store.finish()
  }

  @Test func aSessionStartsFromItsRecordedStartState() async {
    var script = SessionScript<Loader.State, Loader.Action, Loader.Event>(
      start: Loader.State(items: ["Bread"]), droppedSteps: 12)
    script.output(.loadingDidStop)
    let clock = TestClock()
    let store = Self.store(clock: clock, fetch: { [] })
    await expectIssues([]) {
      await store.replay(script.session, mode: .asRecorded, clock: clock)
    }
    #expect(store.state == Loader.State(items: ["Bread"]))
  }

  @Test func aSessionThatDroppedStepsWithoutAStartStateSaysSo() async {
    var script = SessionScript<Loader.State, Loader.Action, Loader.Event>(
      start: Loader.State(), keepingStartState: false, droppedSteps: 120)
    script.output(.loadingDidStop)
    let store = Self.store(clock: TestClock(), fetch: { [] })
    let issues = await withIssueCapture {
      await store.replay(script.session, mode: .asRecorded)
    }
    #expect(issues.map(\.severity) == [.note])
    #expect(
      issues.map(\.message) == [
        """
        The session dropped its first 120 steps and kept no start state: the replay starts from the \
        test store's state, which may not be the state the app was in then. Give the test store that \
        state, or record a `Codable` state so the session keeps it.
        """
      ])
  }

  @Test func aStateThatLeavesTheRecordedPathFailsAtThatStepWithItsChange() async throws {
    // The app's reducer kept the old items; this one replaces them.
    var script = SessionScript<Loader.State, Loader.Action, Loader.Event>(
      start: Loader.State(items: ["Bread"]))
    script.output(.itemsDidLoad(["Milk"]), at: .seconds(1)) { $0.items = ["Bread", "Milk"] }
    script.output(.loadingDidStop, at: .seconds(1))
    let recorded = try #require(script.session.steps[0].fingerprint)
    let replayed = try StateFingerprint(of: Loader.State(items: ["Milk"]))
    let clock = TestClock()
    let store = Self.store(clock: clock, fetch: { [] })
    await expectIssues([
      """
      Replay diverged at session step 1 of 2 (at 1 s), the event .itemsDidLoad(["Milk"]): the state \
      after it is not the state the app recorded.
        Recorded fingerprint: \(recorded)
        Replayed fingerprint: \(replayed)

      The step changed the state (before: −, after: +):

          Loader.State(
            isLoading: false,
            items: [
        −     [0]: "Bread"
        +     [0]: "Milk"
            ],
            … (1 unchanged)
          )

      Every step before it reproduced the recorded state: this step is where the replay first left \
      the recorded path.
      """
    ]) {
      await store.replay(script.session, mode: .asRecorded, clock: clock)
    }
    // The replay stopped at the step that diverged.
    #expect(clock.now == TestClock.Instant(offset: .seconds(1)))
    #expect(store.state == Loader.State(items: ["Milk"]))
  }

  @Test func aStepThatShouldHaveChangedTheStateShowsTheStateItLeft() async throws {
    var script = SessionScript<Loader.State, Loader.Action, Loader.Event>(start: Loader.State())
    script.action(.cancelTapped) { $0.error = "cancelled" }
    let recorded = try #require(script.session.steps[0].fingerprint)
    let replayed = try StateFingerprint(of: Loader.State())
    let store = Self.store(clock: TestClock(), fetch: { [] })
    await expectIssues([
      """
      Replay diverged at session step 1 of 1 (at 0 s), the action .cancelTapped: the state after it \
      is not the state the app recorded.
        Recorded fingerprint: \(recorded)
        Replayed fingerprint: \(replayed)

      The step left the state unchanged:

        Loader.State(
          isLoading: false,
          items: [],
          error: nil
        )

      Every step before it reproduced the recorded state: this step is where the replay first left \
      the recorded path.
      """
    ]) {
      await store.replay(script.session, mode: .againstEnvironment)
    }
  }

  @Test func anEventTheServicesSendDifferentlyFailsAtItsStep() async {
    let clock = TestClock()
    let store = Self.store(clock: clock, fetch: { throw Loader.LoadError() })
    await expectIssues([
      """
      Replay diverged at session step 3 of 4 (at 1 s): the feature sent another event than the \
      recorded one:

        − Loader.Event.itemsDidLoad(
        −   [
        −     [0]: "Milk"
        −   ]
        − )
        + Loader.Event.loadingDidFail(
        +   "offline"
        + )

      Recorded: −, Replayed: +
      \(Self.environmentDiffers)
      """
    ]) {
      await store.replay(Self.milkDay, mode: .againstEnvironment, clock: clock)
    }
    await store.finish()
  }

  @Test func aRecordedEventThatNeverComesFailsAtItsStep() async {
    var script = SessionScript<Loader.State, Loader.Action, Loader.Event>(start: Loader.State())
    script.action(.cancelTapped)
    script.output(.loadingDidStop)
    let store = Self.store(clock: TestClock(), fetch: { [] })
    await expectIssues([
      """
      Replay diverged at session step 2 of 2 (at 0 s): the recording has the event .loadingDidStop \
      here, but the feature did not send it by then: no effect is running.
      \(Self.environmentDiffers)
      """
    ]) {
      await store.replay(script.session, mode: .againstEnvironment)
    }
  }

  @Test func aReplayWithoutTheClockSaysTheEffectsSleepOnIt() async {
    let store = Self.store(clock: TestClock(), fetch: { ["Milk"] })
    await expectIssues([
      """
      Replay diverged at session step 3 of 4 (at 1 s): the recording has the event \
      .itemsDidLoad(["Milk"]) here, but the feature did not send it by then: every running effect \
      waits on a test clock.
        • step 1, replay of session step 1, send(.reloadTapped) sleeps on a TestClock until 1 s
      Give the replay the environment's test clock, `replay(session, mode: …, clock: clock)`, so it \
      moves the clock to each step's recorded time.
      \(Self.environmentDiffers)
      """
    ]) {
      await store.replay(Self.milkDay, mode: .againstEnvironment)
    }
    await store.skipInFlightEffects()
  }

  @Test func anEventThatComesLaterThanRecordedFailsAtItsStep() async {
    var script = SessionScript<Loader.State, Loader.Action, Loader.Event>(start: Loader.State())
    script.action(.reloadTapped)
    script.output(.loadingDidStart) { $0.isLoading = true }
    script.output(.itemsDidLoad(["Milk"]), at: .milliseconds(500)) { $0.items = ["Milk"] }
    let clock = TestClock()
    let store = Self.store(clock: clock, fetch: { ["Milk"] })
    await expectIssues([
      """
      Replay diverged at session step 3 of 3 (at 500 ms): the recording has the event \
      .itemsDidLoad(["Milk"]) here, but the feature did not send it by then: every running effect \
      waits on a test clock.
        • step 1, replay of session step 1, send(.reloadTapped) sleeps on a TestClock until 1 s
      \(Self.environmentDiffers)
      """
    ]) {
      await store.replay(script.session, mode: .againstEnvironment, clock: clock)
    }
    await store.skipInFlightEffects()
  }

  @Test func anEventTheRecordingLacksFailsBeforeTheNextRecordedStep() async {
    var script = SessionScript<Loader.State, Loader.Action, Loader.Event>(start: Loader.State())
    script.action(.reloadTapped)
    script.action(.cancelTapped, at: .milliseconds(500))
    let clock = TestClock()
    let store = Self.store(clock: clock, fetch: { ["Milk"] })
    await expectIssues([
      """
      Replay diverged before session step 2 of 2 (at 500 ms): the feature sent an event the \
      recording lacks:

        .loadingDidStart

      \(Self.environmentDiffers)
      """
    ]) {
      await store.replay(script.session, mode: .againstEnvironment, clock: clock)
    }
    await store.skipInFlightEffects()
  }

  @Test func anEventAfterTheLastRecordedStepFails() async {
    var script = SessionScript<Loader.State, Loader.Action, Loader.Event>(start: Loader.State())
    script.action(.reloadTapped)
    let clock = TestClock()
    let store = Self.store(clock: clock, fetch: { ["Milk"] })
    await expectIssues([
      """
      Replay diverged after the last session step: the feature sent an event the recording lacks:

        .loadingDidStart

      \(Self.environmentDiffers)
      """
    ]) {
      await store.replay(script.session, mode: .againstEnvironment, clock: clock)
    }
    await store.skipInFlightEffects()
  }

  static let environmentDiffers = """
    The test's environment did not answer as the app's services did that day: make its services \
    answer as recorded, or replay with `mode: .asRecorded`, which feeds the recorded events instead \
    of running effects.
    """
}

@Suite struct ReplayLocationTests {
  @Test func aDivergenceLandsAtTheFileLineAndColumnOfTheReplayCall() async {
    var script = SessionScript<Loader.State, Loader.Action, Loader.Event>(start: Loader.State())
    script.action(.cancelTapped) { $0.error = "cancelled" }
    let store = ReplaySplitFeatureTests.store(clock: TestClock(), fetch: { [] })
    var line: UInt = 0
    let issues = await withIssueCapture {
      line = #line + 1
      await store.replay(script.session, mode: .asRecorded)
    }
    #expect(
      issues.map(\.location.description) == ["ArchTestingTests/ReplaySplitFeatureTests.swift:\(line):25"])
  }
}

@Suite struct ReplayAfterEarlierStepsTests {
  @Test func outputsTheTestDidNotReceiveBeforeTheReplayFailAsBeforeASend() async {
    let clock = TestClock()
    let store = ReplaySplitFeatureTests.store(clock: clock, fetch: { ["Milk"] })
    await store.send(.reloadTapped)
    await expectIssues([
      """
      Step 2, replay was sent while 1 received event was not yet asserted:
        • .loadingDidStart (from step 1, send(.reloadTapped))
      Receive them with `await store.receive(…)`, skip them with `await store.skipReceived()`, or \
      make the test non-exhaustive with `store.exhaustivity = .off`.
      """
    ]) {
      await store.replay(ReplaySplitFeatureTests.milkDay, mode: .asRecorded, clock: clock)
    }
    // The load the test started was cancelled: only the recording changed the state.
    #expect(store.state == Loader.State(isLoading: false, items: ["Milk"]))
    await store.finish()
  }

  @Test func againstEnvironmentLetsTheEffectsOfEarlierStepsRun() async {
    let clock = TestClock()
    let store = ReplaySplitFeatureTests.store(clock: clock, fetch: { ["Milk"] })
    await store.send(.reloadTapped)
    await store.receive(.loadingDidStart) { $0.isLoading = true }
    var script = SessionScript<Loader.State, Loader.Action, Loader.Event>(
      start: Loader.State(isLoading: true))
    script.output(.itemsDidLoad(["Milk"]), at: .seconds(1)) { $0.items = ["Milk"] }
    script.output(.loadingDidStop, at: .seconds(1)) { $0.isLoading = false }
    await expectIssues([]) {
      await store.replay(script.session, mode: .againstEnvironment, clock: clock)
    }
    await store.finish()
  }
}
