import Arch

/// A speech-recognition-like service: while a meeting is recorded, it sends the transcript so far,
/// growing as people speak.
///
/// ```swift
/// for await transcript in environment.speech.transcribe() { print(transcript) }
/// ```
public struct SpeechClient: Sendable {
  /// Starts transcribing; the stream sends the whole transcript so far each time it grows, and ends
  /// when transcription stops.
  ///
  /// ```swift
  /// let transcripts = speech.transcribe()
  /// ```
  public var transcribe: @Sendable () -> AsyncStream<String>

  /// Makes a client from its operation.
  ///
  /// ```swift
  /// let (stream, speaker) = AsyncStream<String>.makeStream()
  /// let speech = SpeechClient { stream }
  /// ```
  public init(transcribe: @escaping @Sendable () -> AsyncStream<String>) { self.transcribe = transcribe }

  /// A client that "hears" `words` one per `interval` on `clock`, as the demo app's microphone.
  ///
  /// ```swift
  /// let speech = SpeechClient.reading(["Good", "morning"], every: .seconds(2), on: ContinuousClock())
  /// ```
  public static func reading(_ words: [String], every interval: Duration, on clock: any Clock<Duration>)
    -> Self
  {
    Self {
      AsyncStream { continuation in
        let task = Task {
          var transcript: [String] = []
          for word in words {
            guard (try? await clock.sleep(for: interval)) != nil else { break }
            transcript.append(word)
            continuation.yield(transcript.joined(separator: " "))
          }
          continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
      }
    }
  }

  /// A client for tests that expect no transcription: calling it fails the test, naming it.
  ///
  /// ```swift
  /// let environment = MeetingsAppEnvironment(clock: TestClock(), speech: .unimplemented)
  /// ```
  public static let unimplemented = Self(transcribe: Arch.unimplemented("SpeechClient.transcribe"))
}
