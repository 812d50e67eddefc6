import Arch
import ArchLocking

/// A clock whose sleeps end at once, moving its time forward by the amount slept.
///
/// Use it when a test does not care about timing: debounces and delays collapse to nothing.
///
/// ```swift
/// let store = TestStore(initialState: GroceryState(), feature: GroceryList.feature,
///                       environment: .test(clock: ImmediateClock()))
/// await store.send(.draftChanged("mil"))
/// await store.receive(.draftDidChange("mil")) { $0.draft = "mil" }
/// await store.receive(.suggestionsDidLoad(["Milk", "Oat milk"])) { $0.suggestions = ["Milk", "Oat milk"] }
/// ```
public final class ImmediateClock: Clock, Sendable {
  /// A moment on this clock: the time since it was made, counted as ``TestClock`` counts it.
  ///
  /// ```swift
  /// let start: ImmediateClock.Instant = ImmediateClock().now
  /// ```
  public typealias Instant = TestClock.Instant

  private let current = Locked(Instant())

  /// Makes a clock at time zero.
  ///
  /// ```swift
  /// let clock = ImmediateClock()
  /// ```
  public init() {}

  /// The total time slept so far.
  public var now: Instant { current.withLock { $0 } }

  /// Zero: any duration can be slept.
  public var minimumResolution: Duration { .zero }

  /// Moves ``now`` to `deadline` and returns at once (unless cancelled), after letting other work
  /// run: a timer on this clock makes progress beside the rest of the app instead of starving it, and
  /// a test store can stop one that never ends at its ``TestStore/timeout``.
  ///
  /// ```swift
  /// try await ImmediateClock().sleep(for: .seconds(60))   // returns at once
  /// ```
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { $0 = Swift.max($0, deadline) }
    // Suspending here is what lets anything else run: a loop on this clock would otherwise keep
    // its thread (or the test store's executor) forever.
    await Task.yield()
    try Task.checkCancellation()
  }
}
