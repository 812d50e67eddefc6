import Arch

/// Transcribes the meeting being recorded: each element is the transcript so far.
struct SpeechClient: Sendable {
  var transcripts: @Sendable () async throws -> AsyncThrowingStream<String, any Error>

  /// No transcription: the transcript stays empty (no speech recognizer ships for Linux).
  static let unavailable = Self { AsyncThrowingStream { $0.finish() } }

  static let unimplemented = Self(transcripts: Arch.unimplemented("SpeechClient.transcripts"))
}
