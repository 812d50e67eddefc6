import Arch
import ArchTesting

/// Runs one script through the production `Store` and through a ``TestStore``, so a test can prove
/// that both apply the same outputs in the same order and end in the same state.
///
/// Both stores run their effects on a queue-only executor drained on the main actor, so the
/// production store is as deterministic as the test store and any difference is a real one.
package enum StoreParity {
  /// Runs `script` through a production `Store` whose effects the harness drains.
  @MainActor
  package static func runStore<F: Feature>(
    _ script: [ParityMove<F.Action>], feature: F, initialState: F.State,
    environment: (TestClock) -> F.Environment, dismissedBy dismissal: F.Output? = nil
  ) async -> ParityOutcome<F.State, F.Output> {
    let clock = TestClock()
    let executor = ManualTaskExecutor()
    var outputs: [F.Output] = []
    let store = Store(
      initialState: initialState, feature: feature, environment: environment(clock), executor: executor,
      isInsideHarnessDrain: { executor.isDrainingOnCurrentThread }, dismissedBy: dismissal
    ) { step in
      if case .output(let output) = step.input { outputs.append(output) }
    }
    // Effects carry a harness context so the test clock drains this executor when it wakes them,
    // through their hops to the main actor, as the test store does.
    let context = HarnessContext.unstepped(draining: executor)
    var handles: [StoreTask] = []
    for move in script {
      switch move {
      case .send(let action):
        handles.append(HarnessContext.with(context) { store.send(action) })
      case .advance(let duration):
        await clock.advance(by: duration)
      case .cancel(let index):
        if handles.indices.contains(index) { handles[index].cancel() }
      }
      await executor.drainThroughMainActorHops()
    }
    return ParityOutcome(finalState: store.state, outputs: outputs, isDismissed: store.isDismissed)
  }

  /// Runs `script` through a non-exhaustive ``TestStore`` and collects what it applied.
  @MainActor
  package static func runTestStore<F: Feature>(
    _ script: [ParityMove<F.Action>], feature: F, initialState: F.State,
    environment: (TestClock) -> F.Environment, dismissedBy dismissal: F.Output? = nil
  ) async -> ParityOutcome<F.State, F.Output> where F.State: Equatable {
    let clock = TestClock()
    let store = TestStore(
      initialState: initialState, feature: feature, environment: environment(clock), dismissedBy: dismissal)
    store.exhaustivity = .off
    var outputs: [F.Output] = []
    var handles: [TestStoreTask] = []
    func collect() async {
      await store.settle(nil, at: store.lastSite)
      outputs.append(contentsOf: store.takeReceivedOutputs())
    }
    for move in script {
      switch move {
      case .send(let action):
        handles.append(await store.send(action))
      case .advance(let duration):
        await clock.advance(by: duration)
      case .cancel(let index):
        if handles.indices.contains(index) { await handles[index].cancel() }
      }
      await collect()
    }
    let outcome = ParityOutcome(finalState: store.state, outputs: outputs, isDismissed: store.isDismissed)
    await store.skipInFlightEffects(strict: false)
    return outcome
  }
}
