import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// Sessions recorded by a `SessionRecorder` on the app's `Store`, written as text, read back and
/// replayed by a test store: the whole path from a bug report to a test.
@Suite struct ReplayRecordedTextTests {
  typealias CounterSession = RecordedSession<Counter.State, Counter.Action, Counter.Action>

  /// What the app recorded: three taps on a counter, half a second apart, as the text a bug report
  /// carries.
  @MainActor static func recordedText() async throws -> String {
    let clock = TestClock()
    let recorder = SessionRecorder(for: Counter.self, clock: clock)
    let store = Store(
      initialState: Counter.State(), feature: Counter(), environment: .init(clock: clock),
      onStep: recorder.record)
    store.send(.incrementTapped)
    await clock.advance(by: .milliseconds(500))
    store.send(.incrementTapped)
    await clock.advance(by: .milliseconds(500))
    store.send(.decrementTapped)
    return try recorder.text()
  }

  @Test(arguments: [ReplayMode.asRecorded, .againstEnvironment])
  func aSessionReadFromItsTextReplays(mode: ReplayMode) async throws {
    let session = try CounterSession(text: await Self.recordedText())
    #expect(session.steps.map(\.time) == [.zero, .milliseconds(500), .seconds(1)])
    let clock = TestClock()
    let store = TestStore(counter: Counter.State(), clock: clock)
    await expectIssues([]) {
      await store.replay(session, mode: mode, clock: clock)
    }
    #expect(store.state == Counter.State(count: 1))
    await store.finish()
  }

  @Test func aHandEditedStepDivergesAtThatStep() async throws {
    let text = try await Self.recordedText()
    let edited = text.replacingOccurrences(of: #"{"decrementTapped":{}}"#, with: #"{"incrementTapped":{}}"#)
    let session = try CounterSession(text: edited)
    let recorded = try #require(session.steps[2].fingerprint)
    let replayed = try StateFingerprint(of: Counter.State(count: 3))
    let store = TestStore(counter: Counter.State())
    await expectIssues([
      """
      Replay diverged at session step 3 of 3 (at 1 s), the action .incrementTapped: the state after \
      it is not the state the app recorded.
        Recorded fingerprint: \(recorded)
        Replayed fingerprint: \(replayed)

      The step changed the state (before: −, after: +):

          Counter.State(
        −   count: 2,
        +   count: 3,
            isTimerOn: false
          )

      Every step before it reproduced the recorded state: this step is where the replay first left \
      the recorded path.
      """
    ]) {
      await store.replay(session, mode: .asRecorded)
    }
  }

  @Test func aSessionWithEffectsSurvivesItsTextAndReplaysAgainstTheEnvironment() async throws {
    let text = try ReplaySplitFeatureTests.milkDay.text()
    let session = try RecordedSession<Loader.State, Loader.Action, Loader.Event>(text: text)
    let clock = TestClock()
    let store = ReplaySplitFeatureTests.store(clock: clock, fetch: { ["Milk"] })
    await expectIssues([]) {
      await store.replay(session, mode: .againstEnvironment, clock: clock)
    }
    await store.finish()
  }
}
