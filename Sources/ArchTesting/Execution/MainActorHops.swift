import Arch
import ArchLocking

/// Lets effects that hopped to the main actor finish the hop before a harness goes on.
///
/// An effect that awaits a `@MainActor` call leaves the harness's executor: its job waits in the main
/// actor's queue and comes back to the executor once the call returns. The main actor runs its queue
/// first in first out, so a job the harness queues there now runs after every hop already waiting;
/// once that job has run, each of those hops has come back to the executor, or moved on to wait for
/// something else. No sleeping and no counting of yields: a test on the main actor suspends while it
/// waits, which is what lets the queue run, and a test off it simply waits for the job.
package enum MainActorHops {
  /// Drains with `drain`, then, while `isAnyEffectAway` says an effect is neither queued on the
  /// executor nor asleep on a test clock, lets the main actor run what was queued on it and drains
  /// what came back.
  ///
  /// Stops when a pass brings nothing back: the effects still away wait for
  /// something else (a stream, the network, an actor with its own executor).
  ///
  /// - Parameters:
  ///   - timeout: How long the main actor may take to run the queued hops.
  ///   - drain: Runs the executor's jobs and applies the outputs, until both are quiet.
  ///   - hasWorkBack: Whether jobs or outputs came back for `drain` to take.
  ///   - isAnyEffectAway: Whether a running effect is neither queued nor asleep on a test clock.
  /// - Returns: False when the main actor did not run within `timeout`: a hop is stuck.
  static nonisolated(nonsending) func settle(
    timeout: Duration, drain: () -> Void, hasWorkBack: () -> Bool, isAnyEffectAway: () -> Bool
  ) async -> Bool {
    drain()
    while isAnyEffectAway() {
      guard await mainActorHasRunQueuedJobs(within: waitLimit(forTimeout: timeout)) else { return false }
      guard hasWorkBack() else { return true }
      drain()
    }
    return true
  }

  /// How long a harness with `timeout` waits for the main actor before calling a hop stuck: the
  /// timeout, but never less than a second.
  ///
  /// The main actor is shared with the test runner and with
  /// every other test of the process, so a short `timeout` (chosen to bound waits on services) must
  /// not turn a busy main actor into a reported stuck hop.
  package static func waitLimit(forTimeout timeout: Duration) -> Duration {
    max(timeout, .seconds(1))
  }

  /// Suspends until the main actor has run every job queued on it before this call; false when it
  /// did not within `timeout`.
  static nonisolated(nonsending) func mainActorHasRunQueuedJobs(within timeout: Duration) async -> Bool {
    if isMainActorStuck { return false }
    let timer = Locked<Task<Void, Never>?>(nil)
    let ran = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let waiter = Locked<CheckedContinuation<Bool, Never>?>(continuation)
      let resume: @Sendable (Bool) -> Void = { ran in
        waiter.withLock { waiter in
          defer { waiter = nil }
          return waiter
        }?.resume(returning: ran)
      }
      // Queued behind every job already waiting for the main actor.
      Task { @MainActor in resume(true) }
      timer.withLock { timer in
        timer = Task {
          try? await Task.sleep(for: timeout)
          resume(false)
        }
      }
    }
    timer.withLock { $0 }?.cancel()
    return ran
  }

  /// Set by ``withStuckMainActor(_:)``: this module's tests of a stuck hop, which must not block the
  /// real main actor, as every other test of the process shares it.
  @TaskLocal private static var isMainActorStuck = false

  /// Runs `body` as if the main actor never ran what is queued on it: every wait for it times out at
  /// once.
  ///
  /// For tests of the stuck-hop failure; bound here, in the module that declares it.
  package static nonisolated(nonsending) func withStuckMainActor<Result>(
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    try await $isMainActorStuck.withValue(true) { try await body() }
  }
}

extension ManualTaskExecutor {
  /// Drains, and lets effects that hopped to the main actor finish the hop, until a pass brings
  /// nothing back: for a harness that does not know which of its effects sleep, as the parity
  /// driver's production store, whose own inbox applies outputs on the main actor.
  @MainActor package func drainThroughMainActorHops() async {
    _ = await MainActorHops.settle(
      timeout: drainLimit.withLock { $0 }, drain: { drain() }, hasWorkBack: { hasQueuedJobs },
      isAnyEffectAway: { true })
  }
}
