import Arch
import ArchLocking

/// A door that effects wait at until the test opens it, so a test of the production `Store` decides
/// exactly when each effect goes on, without sleeping.
///
/// Any number of effects may wait at one gate.
///
/// A waiting effect that is cancelled stops waiting at once.
final class Gate: Sendable {
  private struct State {
    var isOpen = false
    var nextWaiter = 0
    var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
  }

  private let state = Locked(State())

  func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters = [:] }
      return state.waiters.values
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Returns once the gate is open, or at once when the waiting task is cancelled.
  func wait() async {
    let id = state.withLock { state in
      state.nextWaiter += 1
      return state.nextWaiter
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let goOn = state.withLock { state -> Bool in
          if state.isOpen || Task.isCancelled { return true }
          state.waiters[id] = continuation
          return false
        }
        if goOn { continuation.resume() }
      }
    } onCancel: {
      state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
    }
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
