/// Why the test store's engine found no output to hand a `receive`.
///
/// Not nested in the generic engine: a nested type is generic too, and the engine, unspecialized,
/// would look it up at every `receive`.
enum EngineNoOutput {
  /// The main actor did not run in time for an effect that hopped to it; already reported.
  case mainActorStuck
  /// No effect is running, so none can send anything.
  case nothingRunning
  /// Every running effect sleeps on a test clock; described by its sleeps.
  case asleep(sleepers: [String])
  /// Effects blocked outside the harness's control did not send anything in time.
  case timedOut(running: [StepLabel])
}
