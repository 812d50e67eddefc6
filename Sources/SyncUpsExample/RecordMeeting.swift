import Arch
import Foundation

/// A meeting being recorded: a timer gives each attendee their share of the time while the speech
/// service transcribes; when time is up, or the person ends it and saves, the meeting is added to the
/// sync-up and the screen pops itself.
struct RecordMeeting: EffectReducer {
  struct State: Equatable, Sendable {
    var alert: AlertState<Alert>?
    var secondsElapsed = 0
    var speakerIndex = 0
    var syncUp: Shared<SyncUp>
    var transcript = ""

    var durationRemaining: Duration { syncUp.value.duration - .seconds(secondsElapsed) }
  }

  enum Alert: Equatable, Sendable {
    case confirmDiscard
    case confirmSave
  }

  enum Action: Equatable, Sendable {
    case alert(Alert?)
    case dismiss
    case endMeetingButtonTapped
    case nextButtonTapped
    case onTask
    case speechFailure
    case speechResult(String)
    case timerTick
  }

  static var feature: some Feature<State, Action, Action, SyncUpsEnvironment> & Sendable {
    RecordMeeting().presentingDialog(state: \.alert, action: CaseOf(Action.alert))
  }

  func reduce(into state: inout State, action: Action, environment: SyncUpsEnvironment) -> Effect<Action> {
    switch action {
    case .alert(.confirmDiscard):
      return .send(.dismiss)
    case .alert(.confirmSave):
      return save(&state, environment)
    case .endMeetingButtonTapped:
      state.alert = .endMeeting(isDiscardable: true)
    case .nextButtonTapped:
      guard state.speakerIndex < state.syncUp.value.attendees.count - 1 else {
        state.alert = .endMeeting(isDiscardable: false)
        return .none
      }
      state.speakerIndex += 1
      state.secondsElapsed =
        state.speakerIndex * Int(state.syncUp.value.durationPerAttendee.components.seconds)
    case .onTask:
      return .merge(timer(environment.clock), transcription(environment.speech))
    case .speechFailure:
      if !state.transcript.isEmpty { state.transcript += " ❌" }
      state.alert = .speechRecognizerFailed
    case .speechResult(let transcript):
      state.transcript = transcript
    case .timerTick:
      guard state.alert == nil else { return .none }
      state.secondsElapsed += 1
      guard state.durationRemaining > .zero else { return save(&state, environment) }
      let perAttendee = Int(state.syncUp.value.durationPerAttendee.components.seconds)
      state.speakerIndex = min(state.secondsElapsed / perAttendee, state.syncUp.value.attendees.count - 1)
    case .alert(nil), .dismiss:
      break
    }
    return .none
  }

  private func save(_ state: inout State, _ environment: SyncUpsEnvironment) -> Effect<Action> {
    let meeting = Meeting(id: environment.uuid(), date: environment.now(), transcript: state.transcript)
    state.syncUp.withLock { $0.meetings.insert(meeting, at: 0) }
    return .send(.dismiss)
  }

  private func timer(_ clock: any Clock<Duration>) -> Effect<Action> {
    .run { send in
      for await _ in clock.timer(interval: .seconds(1)) { await send(.timerTick) }
    }
  }

  private func transcription(_ speech: SpeechClient) -> Effect<Action> {
    .run { send in
      for try await transcript in try await speech.transcripts() { await send(.speechResult(transcript)) }
    } catch: { _, send in
      await send(.speechFailure)
    }
  }
}

extension AlertState where Action == RecordMeeting.Alert {
  static func endMeeting(isDiscardable: Bool) -> Self {
    AlertState(
      "End meeting?", message: "You are ending the meeting early. What would you like to do?",
      buttons: [AlertButton("Save and end", sends: .confirmSave)]
        + (isDiscardable ? [AlertButton("Discard", role: .destructive, sends: .confirmDiscard)] : [])
        + [AlertButton("Resume", role: .cancel)])
  }

  static let speechRecognizerFailed = AlertState(
    "Speech recognition failed", message: "The meeting goes on, but is no longer transcribed.",
    buttons: [
      AlertButton("Continue meeting", role: .cancel),
      AlertButton("Discard meeting", role: .destructive, sends: .confirmDiscard),
    ])
}
