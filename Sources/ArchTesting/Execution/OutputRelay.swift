import Arch
import ArchLocking

/// Hands each output an effect sends to the test store running it, at the moment it is sent.
///
/// An effect running inside the store's drain, on the test's own thread, has its output applied at
/// once, before it goes on, exactly as the `Store` applies it before `send` returns. An effect that
/// sends from another thread (after hopping to another actor) waits until the test store, on its own
/// task, applies the output and lets it go on.
final class OutputRelay<Output: Sendable>: @unchecked Sendable {
  typealias Apply = (_ output: Output, _ sender: EffectLifetime?) -> Void

  private let executor: ManualTaskExecutor
  private let waiting = Locked<[WaitingOutput]>([])
  // Set once by the test store before any effect runs, and called only on the test's thread.
  private var apply: Apply?

  init(executor: ManualTaskExecutor) { self.executor = executor }

  func connect(_ apply: @escaping Apply) { self.apply = apply }

  @Sendable func deliver(_ output: Output) async {
    let sender = EffectLifetime.current
    if executor.isDrainingOnCurrentThread, let apply {
      apply(output, sender)
      return
    }
    await withCheckedContinuation { continuation in
      waiting.withLock {
        $0.append(WaitingOutput(output: output, sender: sender, continuation: continuation))
      }
      executor.signalActivity()
    }
  }

  /// Applies the outputs sent from other threads, in the order they came; false when there were none.
  @discardableResult
  func applyWaiting() -> Bool {
    let outputs = waiting.withLock { waiting in
      defer { waiting.removeAll() }
      return waiting
    }
    for entry in outputs {
      apply?(entry.output as! Output, entry.sender)
      entry.continuation.resume()
    }
    return !outputs.isEmpty
  }

  /// Runs the executor's jobs and applies what comes from other threads until both are quiet.
  @Sendable func drainAndApply() {
    repeat { executor.drain() } while applyWaiting()
  }

  var hasWaiting: Bool { waiting.withLock { !$0.isEmpty } }
}

/// An output an effect sent from another thread, waiting for the test store to apply it.
///
/// Not generic, though only a relay's outputs go in: every settle looks at the list, and a list of a
/// generic type costs a lookup of its type each time unspecialized code touches it.
private struct WaitingOutput {
  var output: any Sendable
  var sender: EffectLifetime?
  var continuation: CheckedContinuation<Void, Never>
}
