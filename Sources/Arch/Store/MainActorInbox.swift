/// Carries effect outputs from any task to a handler on the main actor.
///
/// Effect tasks hold the inbox, not the store, so a store that is no longer used is freed even while
/// its effects still run; their outputs are then dropped.
final class MainActorInbox<Output: Sendable>: Sendable {
  @MainActor var handler: ((Output) -> Void)?

  @MainActor init() {}

  @Sendable func deliver(_ output: Output) async {
    await MainActor.run {
      // The effect may have been cancelled while this output waited for the main actor.
      guard !Task.isCancelled else { return }
      handler?(output)
    }
  }
}
