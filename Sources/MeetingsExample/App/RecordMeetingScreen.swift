import Arch

/// The recording screen, pushed over a meeting's detail: a timer counts the meeting's minutes while
/// the speech service transcribes it; when time is up, or the person ends early and saves, the
/// transcript is added to the shared meeting and the screen pops itself.
///
/// Popping it any other way stops the timer and the transcription.
///
/// ```swift
/// state.path.push(.record(RecordMeetingScreen.State(meetings: state.meetings, meetingID: 1)))
/// ```
public enum RecordMeetingScreen {
  /// The screen's state.
  ///
  /// ```swift
  /// RecordMeetingScreen.State(meetings: meetings, meetingID: standup.id)
  /// ```
  public nonisolated struct State: Equatable, Sendable {
    /// The app's meetings, shared with the list and the detail screen.
    public var meetings: Shared<[Meeting]>
    /// The meeting recorded.
    public var meetingID: Meeting.ID
    /// How long it has run.
    public var secondsElapsed: Int
    /// What the speech service heard so far.
    public var transcript: String
    /// The "end early" alert, while it is shown; the timer does not count meanwhile.
    public var alert: AlertState<AlertAction>?

    /// Makes the screen's state.
    ///
    /// ```swift
    /// RecordMeetingScreen.State(meetings: meetings, meetingID: 1)
    /// ```
    public init(
      meetings: Shared<[Meeting]>, meetingID: Meeting.ID, secondsElapsed: Int = 0, transcript: String = "",
      alert: AlertState<AlertAction>? = nil
    ) {
      self.meetings = meetings
      self.meetingID = meetingID
      self.secondsElapsed = secondsElapsed
      self.transcript = transcript
      self.alert = alert
    }
  }

  /// The buttons of the "end early" alert.
  ///
  /// ```swift
  /// RecordMeetingScreen.Action.alert(.saveAndEnd)
  /// ```
  public nonisolated enum AlertAction: Equatable, Sendable {
    /// Keep the transcript and end.
    case saveAndEnd
    /// End without keeping anything.
    case discard
    /// Go on recording.
    case resume
  }

  /// What the screen sends, and what its effects send back.
  ///
  /// ```swift
  /// await store.send(.record(id: 1, action: .onAppear))
  /// ```
  public nonisolated enum Action: Equatable, Sendable {
    /// The screen appeared: the timer and the transcription start.
    case onAppear
    /// One second passed.
    case timerTicked
    /// The speech service heard more.
    case transcribed(String)
    /// Asks to end the meeting early.
    case endTapped
    /// A button of the alert.
    case alert(AlertAction)
    /// Pops the screen.
    case dismiss
  }

  /// The screen's logic.
  ///
  /// ```swift
  /// let feature = RecordMeetingScreen.Core()
  /// ```
  public struct Core: EffectReducer, Sendable {
    /// The screen's state.
    public typealias State = RecordMeetingScreen.State
    /// The screen's actions.
    public typealias Action = RecordMeetingScreen.Action

    /// Makes the logic.
    ///
    /// ```swift
    /// let core = RecordMeetingScreen.Core()
    /// ```
    public init() {}

    /// Handles one action.
    ///
    /// ```swift
    /// let effect = core.reduce(into: &state, action: .endTapped, environment: environment)
    /// ```
    public func reduce(
      into state: inout State, action: Action, environment: MeetingsAppEnvironment
    ) -> Effect<Action> {
      switch action {
      case .onAppear:
        return .merge(Self.timer(on: environment.clock), Self.transcription(by: environment.speech))
      case .timerTicked:
        guard state.alert == nil, let meeting = state.meetings.value[id: state.meetingID] else {
          return .none
        }
        state.secondsElapsed += 1
        guard state.secondsElapsed >= meeting.minutes * 60 else { return .none }
        Self.save(&state)
        return .send(.dismiss)
      case .transcribed(let transcript):
        state.transcript = transcript
      case .endTapped:
        state.alert = .endingEarly
      case .alert(.saveAndEnd):
        state.alert = nil
        Self.save(&state)
        return .send(.dismiss)
      case .alert(.discard):
        state.alert = nil
        return .send(.dismiss)
      case .alert(.resume):
        state.alert = nil
      case .dismiss:
        break
      }
      return .none
    }

    private static func save(_ state: inout State) {
      let transcript = state.transcript
      state.meetings.withLock { $0[id: state.meetingID]?.transcripts.insert(transcript, at: 0) }
    }

    private static func timer(on clock: any Clock<Duration>) -> Effect<Action> {
      .run { send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.timerTicked)
        }
      }
    }

    private static func transcription(by speech: SpeechClient) -> Effect<Action> {
      .run { send in
        for await transcript in speech.transcribe() { await send(.transcribed(transcript)) }
      }
    }
  }
}

extension AlertState where Action == RecordMeetingScreen.AlertAction {
  /// The question asked when a meeting is ended before its time.
  ///
  /// ```swift
  /// state.alert = .endingEarly
  /// ```
  public static var endingEarly: Self {
    AlertState(
      "End the meeting early?", message: "The timer has not run out yet.",
      buttons: [
        AlertButton("Save and end", sends: .saveAndEnd), AlertButton("Discard", sends: .discard),
        AlertButton("Resume", sends: .resume),
      ])
  }
}
