import Arch

/// The services of the whole meetings app: the clock the recording timer runs on and the speech
/// service that transcribes it.
///
/// The meetings themselves are a shared value in the state, persisted
/// through the ``SharedValues`` the app is started with.
///
/// ```swift
/// let environment = MeetingsAppEnvironment(clock: ContinuousClock(), speech: .unimplemented)
/// ```
public struct MeetingsAppEnvironment: Sendable {
  /// What the recording timer waits on.
  ///
  /// ```swift
  /// try await environment.clock.sleep(for: .seconds(1))
  /// ```
  public var clock: any Clock<Duration>
  /// Transcribes a meeting while it is recorded.
  ///
  /// ```swift
  /// for await transcript in environment.speech.transcribe() { print(transcript) }
  /// ```
  public var speech: SpeechClient

  /// Makes an environment.
  ///
  /// ```swift
  /// MeetingsAppEnvironment(clock: clock, speech: SpeechClient { stream })
  /// ```
  public init(clock: any Clock<Duration>, speech: SpeechClient) {
    self.clock = clock
    self.speech = speech
  }
}

extension SharedKey where Value == [Meeting] {
  /// Every meeting of the app, kept in `meetings.json`: the list, the detail screen and the recording
  /// screen all read and change this one value.
  ///
  /// ```swift
  /// let meetings = shared[.meetings]
  /// ```
  public static let meetings = SharedKey.file("meetings.json", default: [])
}
