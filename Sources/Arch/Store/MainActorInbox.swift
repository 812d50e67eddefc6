/// Carries effect outputs from any task to a handler on the main actor.
///
/// Effect tasks hold the inbox, not the store, so a store that is no longer used is freed even while
/// its effects still run; their outputs are then dropped.
final class MainActorInbox<Output: Sendable>: Sendable {
  typealias Handler = (Output, EffectLifetime?) -> Void

  /// Says whether the caller runs inside a harness's drain that holds the main actor: then the output
  /// is applied at once, as the hop would apply it, without leaving the drain.
  private let isInsideHarnessDrain: (@Sendable () -> Bool)?
  // Set once, by `connect`, before any effect runs; then read only on the main actor, or inside a
  // harness drain, which holds the main actor for as long as the effect runs.
  nonisolated(unsafe) private var handler: Handler?

  @MainActor init(isInsideHarnessDrain: (@Sendable () -> Bool)? = nil) {
    self.isInsideHarnessDrain = isInsideHarnessDrain
  }

  /// Gives the inbox the handler it hands outputs to; call it once, before any effect starts.
  @MainActor func connect(_ handler: @escaping Handler) { self.handler = handler }

  @Sendable func deliver(_ output: Output) async {
    let sender = EffectLifetime.current
    if let isInsideHarnessDrain, isInsideHarnessDrain() {
      handler?(output, sender)
      return
    }
    await MainActor.run {
      // `Send` checked for cancellation before the hop; the effect may have been cancelled while it
      // waited for the main actor, and nothing may change the state after the cancel returned.
      guard !Task.isCancelled else { return }
      handler?(output, sender)
    }
  }
}
