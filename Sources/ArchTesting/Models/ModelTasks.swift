import Arch
import ArchLocking

/// Runs the tasks a model starts through an ``EffectSpawner`` the way a ``TestStore`` runs effects:
/// on an executor drained after each step, with test clocks waking them in order, so a check waits
/// for exactly what they do and nothing is polled.
final class ModelTasks: Sendable {
  struct Run: Sendable {
    let id: Int
    let origin: StepLabel
    /// Where the step that started it was called.
    let site: CallSite
    let link: TaskLink
  }

  let executor = ManualTaskExecutor()
  let sleepers = SleeperRegistry()
  private let runs = Locked<(nextID: Int, running: [Run])>((0, []))
  /// How long a settle waits for the main actor to run a task's hop.
  let timeout = Duration.seconds(1)

  /// Starts `pending`, each as a task of its own on the executor; they run at the next settle.
  func start(_ pending: [EffectSpawner.Pending], origin: StepLabel, at site: CallSite) {
    for operation in pending {
      let id = runs.withLock { runs in
        runs.nextID += 1
        return runs.nextID
      }
      let context = HarnessContext(
        executor: executor, settleAfterWake: { [weak self] _, _ in await self?.settle() },
        sleepers: sleepers, origin: origin, site: site, effectID: id)
      runs.withLock { $0.running.append(Run(id: id, origin: origin, site: site, link: operation.link)) }
      let task = Task(executorPreference: executor) { [weak self] in
        await HarnessContext.with(context) { await operation.operation() }
        self?.runs.withLock { $0.running.removeAll { $0.id == id } }
      }
      operation.link.attach(task)
    }
  }

  /// Runs the tasks until each has ended or waits (on a test clock, or for something outside the
  /// harness), letting those that hop to the main actor finish the hop.
  nonisolated(nonsending) func settle() async {
    _ = await MainActorHops.settle(
      timeout: timeout, drain: { executor.drain() }, hasWorkBack: { executor.hasQueuedJobs },
      isAnyEffectAway: { [self] in running.contains { !isAsleep($0) } })
  }

  var running: [Run] { runs.withLock { $0.running } }

  /// What each still-running task started by `run`'s step sleeps on, for a failure message.
  func sleeperDescriptions(of run: Run) -> [String] { sleepers.descriptions(forEffect: run.id) }

  /// Cancels every running task and lets them end.
  nonisolated(nonsending) func cancelAll() async {
    for run in running { run.link.cancel() }
    await settle()
  }

  private func isAsleep(_ run: Run) -> Bool { !sleepers.descriptions(forEffect: run.id).isEmpty }
}
