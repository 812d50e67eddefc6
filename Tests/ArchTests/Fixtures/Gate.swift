/// A door that effects wait at until the test opens it, so a test of the production `Store` decides
/// exactly when each effect goes on, without sleeping.
///
/// A waiting effect that is cancelled stops waiting at once.
final class Gate: Sendable {
  private let stream: AsyncStream<Void>
  private let continuation: AsyncStream<Void>.Continuation

  init() { (stream, continuation) = AsyncStream.makeStream() }

  func open() {
    continuation.yield()
    continuation.finish()
  }

  /// Returns once the gate is open, or at once when the waiting task is cancelled.
  func wait() async {
    for await _ in stream { return }
  }
}

/// The steps a `Store` reports through `onStep`, for a test to await one by one.
final class StepStream<Step: Sendable>: Sendable {
  private let stream: AsyncStream<Step>
  private let continuation: AsyncStream<Step>.Continuation

  init() { (stream, continuation) = AsyncStream.makeStream() }

  /// Pass this as the store's `onStep`.
  var record: @Sendable (Step) -> Void {
    { [continuation] step in continuation.yield(step) }
  }

  /// The next step, once the store has taken it.
  func next() async -> Step? {
    var iterator = stream.makeAsyncIterator()
    return await iterator.next()
  }
}
