import Arch
import Foundation

/// A speech-recognition-like service: while a meeting is recorded, it sends the transcript so far,
/// growing as people speak.
///
/// ```swift
/// for await transcript in environment.speech.transcribe() { print(transcript) }
/// ```
public nonisolated struct SpeechClient: Sendable {
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
      // Produced inside the effect's own task, with no task of its own, so the words arrive on the
      // executor the store runs its effects on: in order with the other effects, in a test too.
      let transcript = TranscriptSoFar(words)
      return AsyncStream {
        guard (try? await clock.sleep(for: interval)) != nil else { return nil }
        return transcript.next()
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

/// The words heard so far, one more at each call; the stream asks from one task at a time.
nonisolated private final class TranscriptSoFar: @unchecked Sendable {
  private let words: [String]
  private var heard = 0
  private let lock = NSLock()

  init(_ words: [String]) { self.words = words }

  /// The transcript with one more word, or `nil` once every word is heard.
  func next() -> String? {
    lock.withLock {
      guard heard < words.count else { return nil }
      heard += 1
      return words.prefix(heard).joined(separator: " ")
    }
  }
}
