import Arch
import ArchLocking

/// A clock that only moves when the test says so, for effects that wait: debounces, timeouts, polling.
///
/// Effects sleep on it through the environment; the test moves time with
/// ``advance(by:fileID:filePath:line:column:)``, ``advance(to:fileID:filePath:line:column:)`` or
/// ``run(maximumWakeUps:fileID:filePath:line:column:)``. Each sleeper wakes in deadline order, and
/// the effects it wakes run to their next suspension (a hop to the main actor included) before the
/// next sleeper wakes, so a timer that sleeps again on the way ticks at every deadline up to the
/// target, and timing is exact and deterministic.
///
/// As with swift-clocks' `TestClock`, a sleep until a deadline that is now or later suspends until
/// the next advance — even `advance(by: .zero)` — and only a deadline already past returns at once.
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(initialState: GroceryState(), feature: GroceryList.feature,
///                       environment: .test(clock: clock))
/// await store.send(.draftChanged("mil"))
/// await store.receive(.draftDidChange("mil")) { $0.draft = "mil" }
/// await clock.advance(by: GroceryPresenter.searchDelay)
/// await store.receive(.suggestionsDidLoad(["Milk", "Oat milk"])) { $0.suggestions = ["Milk", "Oat milk"] }
/// ```
public final class TestClock: Clock, Sendable {
  private struct Sleeper {
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
    var context: HarnessContext?
    var registryToken: Int?
  }

  private struct State {
    var now = Instant()
    var nextID = 0
    var sleepers: [Int: Sleeper] = [:]
    /// How many sleeps have started, to tell when a woken task outside any harness slept again.
    var registrations = 0
  }

  private let state = Locked(State())

  /// Makes a clock at time zero.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// ```
  public init() {}

  /// The current instant; it only changes when the test advances the clock.
  public var now: Instant { state.withLock { $0.now } }

  /// Zero: any duration can be slept.
  public var minimumResolution: Duration { .zero }

  /// Suspends until the clock reaches `deadline`, or throws `CancellationError` when cancelled.
  ///
  /// ```swift
  /// try await clock.sleep(for: .seconds(1))
  /// ```
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let context = HarnessContext.current
    let id = state.withLock { state -> Int in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        register(id: id, deadline: deadline, continuation: continuation, context: context)
      }
    } onCancel: {
      wake(id, with: .failure(CancellationError()))
    }
  }

  /// Moves time forward by `duration`, waking every sleeper whose deadline it passes, in order.
  ///
  /// Each woken effect runs until it waits again before the next one wakes, including a hop to the
  /// main actor: an effect that awaits a `@MainActor` service has made that call when `advance`
  /// returns, in a test on the main actor or off it.
  ///
  /// ```swift
  /// await clock.advance(by: .seconds(1))
  /// ```
  ///
  /// - Parameters:
  ///   - duration: How far to move time.
  ///   - fileID: The file ID of the call, where a failure is reported; leave the default.
  ///   - filePath: The file path of the call, where a failure is reported; leave the default.
  ///   - line: The line of the call, where a failure is reported; leave the default.
  ///   - column: The column of the call, where a failure is reported; leave the default.
  public nonisolated(nonsending) func advance(
    by duration: Duration = .zero,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await advance(
      to: now.advanced(by: duration), call: "clock.advance(by: \(duration.shortDescription))",
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Moves time forward to `deadline`, waking every sleeper due by then, in deadline order.
  ///
  /// ```swift
  /// await clock.advance(to: clock.now.advanced(by: .seconds(2)))
  /// ```
  ///
  /// - Parameters:
  ///   - deadline: The instant to move time to.
  ///   - fileID: The file ID of the call, where a failure is reported; leave the default.
  ///   - filePath: The file path of the call, where a failure is reported; leave the default.
  ///   - line: The line of the call, where a failure is reported; leave the default.
  ///   - column: The column of the call, where a failure is reported; leave the default.
  public nonisolated(nonsending) func advance(
    to deadline: Instant,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await advance(
      to: deadline, call: "clock.advance(to: \(deadline))",
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Wakes the sleepers due by `deadline` one by one; a harness's woken effects run, through their
  /// hops to the main actor, until they wait again, and a failure of theirs names `call` at `site`.
  nonisolated(nonsending) func advance(to deadline: Instant, call: String, at site: CallSite) async {
    while let (id, sleeper) = nextSleeper(dueBy: deadline) {
      let registrations = state.withLock { state in
        state.now = Swift.max(state.now, sleeper.deadline)
        return state.registrations
      }
      wake(id, with: .success(()))
      if let context = sleeper.context {
        wakeOthers(dueAt: sleeper.deadline, on: context.executor)
        await context.settleAfterWake(call, site)
      } else {
        await letWokenTaskRun(sinceRegistrations: registrations)
      }
    }
    state.withLock { $0.now = Swift.max($0.now, deadline) }
  }

  /// A task outside any harness (a production `Store`'s effect) runs on the global executor: give it
  /// the chance to reach its next sleep before time moves on, as swift-clocks does by yielding, but
  /// stop as soon as it has slept again.
  private nonisolated(nonsending) func letWokenTaskRun(sinceRegistrations registrations: Int) async {
    for _ in 0..<Self.maximumYieldsPerWakeUp {
      if state.withLock({ $0.registrations != registrations }) { return }
      await Task.yield()
    }
  }

  private static let maximumYieldsPerWakeUp = 1_000

  /// Moves time forward until no sleeper is left, however far that is.
  ///
  /// Effects that sleep again forever (a timer) would never let this end, so it stops after
  /// `maximumWakeUps` wake-ups.
  ///
  /// ```swift
  /// await clock.run()
  /// ```
  ///
  /// - Parameters:
  ///   - maximumWakeUps: How many deadlines to advance to at most.
  ///   - fileID: The file ID of the call, where a failure is reported; leave the default.
  ///   - filePath: The file path of the call, where a failure is reported; leave the default.
  ///   - line: The line of the call, where a failure is reported; leave the default.
  ///   - column: The column of the call, where a failure is reported; leave the default.
  public nonisolated(nonsending) func run(
    maximumWakeUps: Int = 10_000,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    for _ in 0..<maximumWakeUps {
      guard let latest = nextDeadline else { return }
      await advance(to: latest, call: "clock.run()", at: site)
    }
  }

  /// The earliest deadline a task asleep on this clock waits for; `nil` when none sleeps.
  var nextDeadline: Instant? { state.withLock { $0.sleepers.values.map(\.deadline).min() } }

  /// The deadlines of the tasks asleep on this clock, earliest first.
  ///
  /// ```swift
  /// #expect(clock.pendingDeadlines.isEmpty)
  /// ```
  public var pendingDeadlines: [Instant] {
    state.withLock { $0.sleepers.values.map(\.deadline).sorted() }
  }

  private func register(
    id: Int, deadline: Instant, continuation: CheckedContinuation<Void, any Error>,
    context: HarnessContext?
  ) {
    let token = context.map { context in
      context.sleepers.add(.init(effectID: context.effectID, origin: context.origin, deadline: deadline))
    }
    let resumeAt = state.withLock { state -> Result<Void, any Error>? in
      state.registrations += 1
      if Task.isCancelled { return .failure(CancellationError()) }
      if deadline < state.now { return .success(()) }
      state.sleepers[id] = Sleeper(
        deadline: deadline, continuation: continuation,
        context: context, registryToken: token)
      return nil
    }
    if let resumeAt {
      if let token { context?.sleepers.remove(token) }
      continuation.resume(with: resumeAt)
    }
  }

  private func nextSleeper(dueBy deadline: Instant) -> (Int, Sleeper)? {
    state.withLock { state in
      state.sleepers
        .filter { $0.value.deadline <= deadline }
        .min { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) }
    }
  }

  /// Wakes the other sleepers of `executor` due at the same instant, oldest first, before it runs
  /// any: a real clock fires them together, and a test may choose which goes on first
  /// (`TestStore.pickReadyEffects(_:)`).
  private func wakeOthers(dueAt instant: Instant, on executor: ManualTaskExecutor) {
    while let id = state.withLock({ state in
      state.sleepers.filter { $0.value.deadline == instant && $0.value.context?.executor === executor }
        .map(\.key).min()
    }) {
      wake(id, with: .success(()))
    }
  }

  private func wake(_ id: Int, with result: Result<Void, any Error>) {
    guard let sleeper = state.withLock({ $0.sleepers.removeValue(forKey: id) }) else { return }
    if let token = sleeper.registryToken { sleeper.context?.sleepers.remove(token) }
    sleeper.continuation.resume(with: result)
  }
}
