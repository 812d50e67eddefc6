import Arch
import ArchTesting
import Foundation
import Testing

// SampleFeatureMainActorTests compiles this file against the sample built with MainActor isolation.
#if MAIN_ACTOR_SAMPLES
  import MainActorSampleFeature
#else
  import SampleFeature
#endif

/// A session of the grocery sample recorded from the production `Store`, as `sample-app --record`
/// records it: it reads back as the same session, and the DocC article shows it as it is.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct GroceryRecordingTests {
  /// Launches on an empty list, types "Tea" and adds it, on a test clock that says when.
  ///
  /// With `derivingStates`, the store is made `recordingTo:` the recorder, which keeps no states.
  static func recordASession(
    derivingStates: Bool = false
  ) async -> SessionRecorder<GroceryState, GroceryAction, GroceryEvent> {
    let clock = TestClock()
    let environment = GroceryEnvironment.test(
      api: .returning([.milk], catalog: ["Tea", "Tomatoes"]), storage: .inMemory(), clock: ImmediateClock(),
      makeID: .incrementing)
    let (recorder, store) =
      derivingStates
      ? storeRecordingTo(clock: clock, environment: environment)
      : storeKeepingStates(clock: clock, environment: environment)
    await store.send(.appeared).finish()
    await clock.advance(by: .milliseconds(1_250))
    await store.send(.draftChanged("Tea")).finish()
    await clock.advance(by: .milliseconds(800))
    await store.send(.addTapped).finish()
    return recorder
  }

  /// The store of the article's first example.
  static func storeRecordingTo(
    clock: TestClock, environment: GroceryEnvironment
  ) -> (SessionRecorder<GroceryState, GroceryAction, GroceryEvent>, Store<GroceryFeature>) {
    let recorder = SessionRecorder(for: GroceryFeature.self, clock: clock)
    let store = Store(
      initialState: GroceryState(), feature: GroceryList.feature, environment: environment,
      recordingTo: recorder)
    return (recorder, store)
  }

  /// The store of the article's second example.
  static func storeKeepingStates(
    clock: TestClock, environment: GroceryEnvironment
  ) -> (SessionRecorder<GroceryState, GroceryAction, GroceryEvent>, Store<GroceryFeature>) {
    let recorder = SessionRecorder(for: GroceryFeature.self, clock: clock)
    let store = GroceryList.makeStore(
      environment: environment,
      onStep: recorder.record)
    return (recorder, store)
  }

  @Test func aRecordedSessionReadsBackAsTheSameSession() async throws {
    let recorder = await Self.recordASession()
    let session = try recorder.session()
    #expect(session.steps.count > 6)
    #expect(try RecordedSession(text: recorder.text()) == session)
  }

  @Test func aStoreRecordingToTheRecorderRecordsTheSameText() async throws {
    let derived = await Self.recordASession(derivingStates: true)
    let kept = await Self.recordASession()
    #expect(try derived.text() == kept.text())
  }

  @Test func theArticleShowsARealRecording() async throws {
    let recorder = await Self.recordASession()
    let article = try FailureOutputDocument.load("Sources/Arch/Arch.docc/RecordingASession.md").text
    let block = try #require(Self.recordedSessionBlock(in: article))
    #expect(block == (try recorder.text()))
  }

  /// The text between the article's `<!-- recorded-session -->` markers, inside its fences.
  private static func recordedSessionBlock(in article: String) -> String? {
    guard let start = article.range(of: "<!-- recorded-session -->\n```text\n"),
      let end = article.range(
        of: "```\n<!-- /recorded-session -->", range: start.upperBound..<article.endIndex)
    else { return nil }
    return String(article[start.upperBound..<end.lowerBound])
  }
}
