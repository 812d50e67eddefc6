import Arch
import ArchTesting
import Foundation
import Testing

@testable import SyncUpsExample

struct RecordMeetingTests {
  /// A store recording `syncUp` on `clock`, hearing `speech`; the screen dismisses itself at the end.
  func makeStore(
    _ syncUp: SyncUp = .threeAttendees, clock: TestClock, speech: SpeechClient = .unavailable
  ) -> TestStore<
    some Feature<RecordMeeting.State, RecordMeeting.Action, RecordMeeting.Action, SyncUpsEnvironment>
  > {
    TestStore(
      initialState: RecordMeeting.State(syncUp: Shared(syncUp, name: "syncUp")),
      feature: RecordMeeting.feature,
      environment: .recording(on: clock, speech: speech), dismissedBy: .dismiss)
  }

  @Test
  func timer() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)

    await store.send(.onTask)

    for (second, speaker) in zip(1...5, [0, 1, 1, 2, 2]) {
      await clock.advance(by: .seconds(1))
      await store.receive(.timerTick) {
        $0.speakerIndex = speaker
        $0.secondsElapsed = second
        #expect($0.durationRemaining == .seconds(6 - second))
      }
    }

    await clock.advance(by: .seconds(1))
    await store.receive(.timerTick) {
      $0.speakerIndex = 2
      $0.secondsElapsed = 6
      $0.syncUp.value.meetings.insert(.saved(transcript: ""), at: 0)
      #expect($0.durationRemaining == .seconds(0))
    }
    await store.receive(.dismiss)
  }

  @Test
  func recordTranscript() async {
    let clock = TestClock()
    let store = makeStore(clock: clock, speech: .saying("I completed the project"))

    await store.send(.onTask)

    await store.receive(.speechResult("I completed the project")) {
      $0.transcript = "I completed the project"
    }

    await store.withExhaustivity(.off) {
      await clock.advance(by: .seconds(6))
      await store.receive(.dismiss)
    }

    await store.finish()
    store.assert {
      $0.syncUp.value.meetings = [.saved(transcript: "I completed the project")]
    }
  }

  @Test
  func endMeetingSave() async {
    let clock = TestClock()
    let store = makeStore(.mock, clock: clock)

    await store.send(.onTask)

    await store.send(.endMeetingButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: true)
    }

    await clock.advance(by: .seconds(3))
    await store.receive(.timerTick)
    await store.receive(.timerTick)
    await store.receive(.timerTick)

    await store.send(.alert(.confirmSave)) {
      $0.alert = nil
      $0.syncUp.value.meetings.insert(.saved(transcript: ""), at: 0)
    }
    await store.receive(.dismiss)
  }

  @Test
  func endMeetingDiscard() async {
    let clock = TestClock()
    let store = makeStore(.mock, clock: clock)

    await store.send(.onTask)

    await store.send(.endMeetingButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: true)
    }

    await store.send(.alert(.confirmDiscard)) {
      $0.alert = nil
    }
    await store.receive(.dismiss)
  }

  @Test
  func nextSpeaker() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)

    await store.send(.onTask)

    await store.send(.nextButtonTapped) {
      $0.speakerIndex = 1
      $0.secondsElapsed = 2
    }

    await store.send(.nextButtonTapped) {
      $0.speakerIndex = 2
      $0.secondsElapsed = 4
    }

    await store.send(.nextButtonTapped) {
      $0.alert = .endMeeting(isDiscardable: false)
    }

    await store.send(.alert(.confirmSave)) {
      $0.alert = nil
      $0.syncUp.value.meetings.insert(.saved(transcript: ""), at: 0)
    }
    await store.receive(.dismiss)
  }

  @Test
  func continueAfterSpeechRecognitionFailure() async {
    let clock = TestClock()
    let store = makeStore(clock: clock, speech: .saying("I completed the project", thenFailing: true))

    await store.send(.onTask)

    await store.receive(.speechResult("I completed the project")) {
      $0.transcript = "I completed the project"
    }

    await store.receive(.speechFailure) {
      $0.alert = .speechRecognizerFailed
      $0.transcript = "I completed the project ❌"
    }

    await store.send(.alert(nil)) {
      $0.alert = nil
    }

    await clock.advance(by: .seconds(6))

    await store.withExhaustivity(.off) {
      await store.receive(.dismiss)
    }
  }

  @Test
  func discardAfterSpeechRecognitionFailure() async {
    let clock = TestClock()
    let store = makeStore(.mock, clock: clock, speech: SpeechClient { throw SpeechRecognitionFailure() })

    await store.send(.onTask)

    await store.receive(.speechFailure) {
      $0.alert = .speechRecognizerFailed
    }

    await store.send(.alert(.confirmDiscard)) {
      $0.alert = nil
    }
    await store.receive(.dismiss)
  }
}

struct SpeechRecognitionFailure: Error {}

extension SyncUpsEnvironment {
  /// What recording a meeting uses: `clock`, `speech`, a fixed date and ids counted from zero.
  static func recording(on clock: any Clock<Duration>, speech: SpeechClient = .unavailable) -> Self {
    .unimplemented.with {
      $0.clock = clock
      $0.now = .constant(Date(timeIntervalSince1970: 1_234_567_890))
      $0.speech = speech
      $0.uuid = .incrementingFromZero
    }
  }
}

extension SpeechClient {
  /// Hears `transcript`, then ends, or fails.
  static func saying(_ transcript: String, thenFailing fails: Bool = false) -> Self {
    Self {
      AsyncThrowingStream { continuation in
        continuation.yield(transcript)
        continuation.finish(throwing: fails ? SpeechRecognitionFailure() : nil)
      }
    }
  }
}

extension SyncUp {
  static let threeAttendees = SyncUp(
    id: UUID(), attendees: (0..<3).map { _ in Attendee(id: UUID()) }, duration: .seconds(6))
}

extension Meeting {
  /// The meeting recording saves: the first id, at the test's date.
  static func saved(transcript: String) -> Self {
    Meeting(id: UUID(0), date: Date(timeIntervalSince1970: 1_234_567_890), transcript: transcript)
  }
}
