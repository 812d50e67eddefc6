/// Carries effect outputs from any task to a handler on the main actor.
///
/// Effect tasks hold the inbox, not the store, so a store that is no longer used is freed even while
/// its effects still run; their outputs are then dropped.
final class MainActorInbox<Output: Sendable>: Sendable {
  @MainActor var handler: ((Output) -> Void)?

  @MainActor init() {}

  @Sendable func deliver(_ output: Output) async {
    await MainActor.run {
      // `Send` checked for cancellation before the hop; the effect may have been cancelled while it
      // waited for the main actor, and nothing may change the state after the cancel returned.
      guard !Task.isCancelled else { return }
      handler?(output)
    }
  }
}
