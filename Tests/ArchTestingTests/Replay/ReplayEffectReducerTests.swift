import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// Replaying a recorded session of a reducer with effects (`Counter`, whose timer ticks every second
/// on the clock), in both modes.
@Suite struct ReplayEffectReducerTests {
  /// The session the app recorded: a timer started, ticked twice, and was stopped.
  static var twoTicks: RecordedSession<Counter.State, Counter.Action, Counter.Action> {
    var script = SessionScript<Counter.State, Counter.Action, Counter.Action>(start: Counter.State())
    script.action(.startTimerTapped) { $0.isTimerOn = true }
    script.output(.timerTicked, at: .seconds(1)) { $0.count = 1 }
    script.output(.timerTicked, at: .seconds(2)) { $0.count = 2 }
    script.action(.stopTimerTapped, at: .milliseconds(2500)) { $0.isTimerOn = false }
    return script.session
  }

  @Test(arguments: [ReplayMode.asRecorded, .againstEnvironment])
  func aTimerSessionReplaysInBothModes(mode: ReplayMode) async {
    let clock = TestClock()
    let store = TestStore(counter: Counter.State(), clock: clock)
    await expectIssues([]) {
      await store.replay(Self.twoTicks, mode: mode, clock: clock)
    }
    #expect(store.state == Counter.State(count: 2, isTimerOn: false))
    #expect(clock.pendingDeadlines.isEmpty)
    await store.finish()
  }

  @Test func asRecordedLeavesNoEffectRunningEvenWhenTheRecordingStoppedMidTimer() async {
    var script = SessionScript<Counter.State, Counter.Action, Counter.Action>(start: Counter.State())
    script.action(.startTimerTapped) { $0.isTimerOn = true }
    script.output(.timerTicked, at: .seconds(1)) { $0.count = 1 }
    let clock = TestClock()
    let store = TestStore(counter: Counter.State(), clock: clock)
    await store.replay(script.session, mode: .asRecorded, clock: clock)
    #expect(clock.pendingDeadlines.isEmpty)
    await store.finish()
  }

  @Test func againstEnvironmentLeavesTheTimerRunningForTheTestToEnd() async {
    var script = SessionScript<Counter.State, Counter.Action, Counter.Action>(start: Counter.State())
    script.action(.startTimerTapped) { $0.isTimerOn = true }
    script.output(.timerTicked, at: .seconds(1)) { $0.count = 1 }
    let clock = TestClock()
    let store = TestStore(counter: Counter.State(), clock: clock)
    await store.replay(script.session, mode: .againstEnvironment, clock: clock)
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.count = 2 }
    await store.send(.stopTimerTapped) { $0.isTimerOn = false }
    await store.finish()
  }

  @Test func anEnvironmentThatChangesTheReducerDivergesAtTheFirstStep() async throws {
    var script = SessionScript<Counter.State, Counter.Action, Counter.Action>(start: Counter.State())
    script.action(.incrementTapped) { $0.count = 1 }
    script.action(.incrementTapped, at: .seconds(1)) { $0.count = 2 }
    let recorded = try #require(script.session.steps[0].fingerprint)
    let replayed = try StateFingerprint(of: Counter.State(count: 2))
    let clock = TestClock()
    let store = TestStore(
      initialState: Counter.State(), feature: Counter(), environment: .init(clock: clock, step: 2))
    await expectIssues([
      """
      Replay diverged at session step 1 of 2 (at 0 s), the action .incrementTapped: the state after \
      it is not the state the app recorded.
        Recorded fingerprint: \(recorded)
        Replayed fingerprint: \(replayed)

      The step changed the state (before: −, after: +):

          Counter.State(
        −   count: 0,
        +   count: 2,
            isTimerOn: false
          )

      Every step before it reproduced the recorded state: this step is where the replay first left \
      the recorded path.
      """
    ]) {
      await store.replay(script.session, mode: .asRecorded, clock: clock)
    }
    #expect(clock.now == TestClock.Instant())
  }

  @Test func aRecordedActionThatDoesNotComeWithinTheTimeoutSaysSo() async {
    var script = SessionScript<Counter.State, Counter.Action, Counter.Action>(start: Counter.State())
    script.action(.waitForeverTapped)
    script.output(.incrementTapped) { $0.count = 1 }
    let store = TestStore(counter: Counter.State())
    store.timeout = .milliseconds(20)
    await expectIssues([
      """
      Replay diverged at session step 2 of 2 (at 0 s): the recording has the action .incrementTapped \
      here, but the feature did not send it by then: the running effects sent nothing within 20 ms \
      (`store.timeout`).
      The test's environment did not answer as the app's services did that day: make its services \
      answer as recorded, or replay with `mode: .asRecorded`, which feeds the recorded actions instead \
      of running effects.
      """
    ]) {
      await store.replay(script.session, mode: .againstEnvironment)
    }
    await store.skipInFlightEffects()
  }
}

/// A state that cannot always be encoded: a spilt gauge refuses to encode its level.
struct Gauge: EffectReducer {
  struct State: Equatable, Sendable, Codable {
    var level = 0.0

    init(level: Double = 0.0) { self.level = level }

    init(from decoder: any Decoder) throws {
      level = try decoder.singleValueContainer().decode(Double.self)
    }

    func encode(to encoder: any Encoder) throws {
      guard !level.isNaN else {
        throw EncodingError.invalidValue(
          level, .init(codingPath: [], debugDescription: "a spilt gauge has no level"))
      }
      var container = encoder.singleValueContainer()
      try container.encode(level)
    }
  }

  enum Action: Equatable, Sendable {
    case spill
  }

  func reduce(into state: inout State, action: Action, environment: Void) -> Effect<Action> {
    state.level = .nan
    return .none
  }
}

@Suite struct ReplayUnencodableStateTests {
  @Test func aStateThatCannotBeEncodedFailsAtItsStep() async throws {
    let session = RecordedSession<Gauge.State, Gauge.Action, Gauge.Action>(
      startState: Gauge.State(),
      steps: [RecordedStep(input: .action(.spill), time: .zero, fingerprint: StateFingerprint(value: 1))])
    let store = TestStore(initialState: Gauge.State(), feature: Gauge(), environment: ())
    let encodingError = #expect(throws: (any Error).self) {
      try StateFingerprint(of: Gauge.State(level: .nan))
    }
    await expectIssues([
      """
      Replay cannot compare the state after session step 1 of 1 (at 0 s), the action .spill, with \
      the recorded fingerprint: encoding the state failed: \(try #require(encodingError))
      """
    ]) {
      await store.replay(session, mode: .asRecorded)
    }
  }
}
