import Arch
import ArchLocking
import Foundation

/// A task executor that runs nothing by itself: jobs wait in a queue until the harness drains it.
///
/// Effect tasks prefer this executor (SE-0417), and so do their child tasks and the default actors
/// they call. The harness drains it after each step, on the test's own thread, so effects run in one
/// deterministic order without yielding or sleeping. Jobs that come back from elsewhere (an effect
/// that hopped to the main actor) are queued here too, and wake a harness waiting for them.
package final class ManualTaskExecutor: TaskExecutor, Sendable {
  private struct Queue {
    var jobs: [UnownedJob] = []
    var head = 0
    var drainingThread: pthread_t?
    var waiter: CheckedContinuation<Void, Never>?
    /// Set when a drain stopped at its time limit with jobs still coming: an effect that never waits.
    var overran = false
    /// News that came while nobody waited, so the next wait returns at once.
    var hasUnseenSignal = false
    /// Which job runs first the next times several are queued, counting from the oldest; see
    /// `TestStore.pickReadyEffects(_:)`.
    var picks: [Int] = []

    mutating func takeWaiter() -> CheckedContinuation<Void, Never>? {
      defer { waiter = nil }
      return waiter
    }

    /// The next job to run: the oldest, or the one the next pick chooses when several are queued.
    mutating func popNext() -> UnownedJob? {
      let ready = jobs.count - head
      if ready > 1, !picks.isEmpty {
        let picked = head + min(picks.removeFirst(), ready - 1)
        return jobs.remove(at: picked)
      }
      return popFirst()
    }

    mutating func popFirst() -> UnownedJob? {
      guard head < jobs.count else { return nil }
      let job = jobs[head]
      head += 1
      if head == jobs.count {
        jobs.removeAll(keepingCapacity: true)
        head = 0
      }
      return job
    }
  }

  private let queue = Locked(Queue())
  /// How long one drain may run before it gives up on an effect that never waits.
  let drainLimit = Locked(Duration.seconds(1))

  package init() {}

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let waiter = queue.withLock { queue in
      queue.jobs.append(job)
      return queue.takeWaiter()
    }
    waiter?.resume()
  }

  /// Runs queued jobs, and the jobs they queue, until none is left or ``drainLimit`` has passed since
  /// the 256th job (then ``takeOverrun()`` says so).
  ///
  /// Returns how many ran.
  ///
  /// A drain started while another is running (an effect advancing a test clock) returns at once:
  /// the outer drain picks the new jobs up.
  @discardableResult
  package func drain() -> Int {
    let started = queue.withLock { queue -> Bool in
      guard queue.drainingThread == nil else { return false }
      queue.drainingThread = pthread_self()
      return true
    }
    guard started else { return 0 }
    var deadline: ContinuousClock.Instant?
    var count = 0
    while let job = queue.withLock({ $0.popNext() }) {
      job.runSynchronously(on: asUnownedTaskExecutor())
      count += 1
      // Reading the clock costs more than a short job: look every 256 jobs. Most drains run fewer and
      // never read it, so the time limit starts at the first look.
      guard count & 255 == 0 else { continue }
      let now = ContinuousClock.now
      guard let deadline else {
        deadline = now.advanced(by: drainLimit.withLock { $0 })
        continue
      }
      if now >= deadline, hasQueuedJobs {
        queue.withLock { $0.overran = true }
        break
      }
    }
    queue.withLock { $0.drainingThread = nil }
    return count
  }

  /// Makes the next `picks.count` drains that find several jobs queued run the job at each pick
  /// first, counting from the oldest, instead of the oldest.
  func pick(_ picks: [Int]) { queue.withLock { $0.picks += picks } }

  /// Whether the calling thread is inside a drain of this executor: an effect running synchronously
  /// for the harness, which may hand its outputs over at once.
  package var isDrainingOnCurrentThread: Bool {
    queue.withLock { queue in queue.drainingThread.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
  }

  /// Whether a drain stopped at its time limit since the last call; clears the flag.
  func takeOverrun() -> Bool {
    queue.withLock { queue in
      defer { queue.overran = false }
      return queue.overran
    }
  }

  /// Whether jobs are waiting to run.
  var hasQueuedJobs: Bool { queue.withLock { $0.head < $0.jobs.count } }

  /// Whether a drain would find nothing to do: no job queued, and no overrun left to report.
  var isIdle: Bool { queue.withLock { $0.head == $0.jobs.count && !$0.overran } }

  /// Suspends until a job is queued, or `signalActivity()` is called, or `timeout` passes.
  ///
  /// Returns false on timeout.
  func waitForActivity(timeout: Duration) async -> Bool {
    let timedOut = Locked(false)
    let timer = Task {
      try? await Task.sleep(for: timeout)
      timedOut.withLock { $0 = true }
      self.signalActivity()
    }
    await withCheckedContinuation { continuation in
      let resumeNow = queue.withLock { queue -> Bool in
        if queue.head < queue.jobs.count || queue.hasUnseenSignal {
          queue.hasUnseenSignal = false
          return true
        }
        queue.waiter = continuation
        return false
      }
      if resumeNow { continuation.resume() }
    }
    timer.cancel()
    return !timedOut.withLock { $0 }
  }

  /// Wakes a harness waiting in `waitForActivity`, for news that is not a job (an output arrived).
  func signalActivity() {
    let waiter = queue.withLock { queue in
      let waiter = queue.takeWaiter()
      if waiter == nil { queue.hasUnseenSignal = true }
      return waiter
    }
    waiter?.resume()
  }
}
