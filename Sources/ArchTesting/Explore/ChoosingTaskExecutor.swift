import Arch
import ArchLocking

/// A task executor that runs nothing by itself and lets the explorer choose which ready job runs
/// next.
///
/// Effect tasks prefer it (SE-0417), and so do their child tasks and the default actors they call;
/// a sleeper a test clock wakes, or a task that is cancelled, queues its continuation here too. When
/// several jobs are ready, each is a different effect (or part of one) able to go on, and the order
/// the explorer picks is one interleaving the running app could show. Picking the first every time
/// is the order a ``TestStore`` runs them in.
final class ChoosingTaskExecutor: TaskExecutor, Sendable {
  private let jobs = Locked<[UnownedJob]>([])

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.withLock { $0.append(job) }
  }

  /// How many jobs are ready to run.
  var readyCount: Int { jobs.withLock { $0.count } }

  /// Runs the ready job at `index` (in the order they became ready) until it suspends or ends.
  func runJob(at index: Int) {
    guard let job = jobs.withLock({ $0.indices.contains(index) ? $0.remove(at: index) : nil }) else {
      return
    }
    job.runSynchronously(on: asUnownedTaskExecutor())
  }

  /// Runs every job, and the jobs they queue, in order, stopping after `limit`.
  func runAll(limit: Int) {
    var count = 0
    while count < limit, readyCount > 0 {
      runJob(at: 0)
      count += 1
    }
  }
}
