import Arch

/// A clock whose sleeps end at once, moving its time forward by the amount slept.
///
/// Use it when a test does not care about timing: debounces and delays collapse to nothing.
///
/// ```swift
/// let store = TestStore(initialState: State(), feature: Search(),
///                       environment: .init(clock: ImmediateClock()))
/// await store.send(.queryChanged("mi")) { $0.query = "mi" }
/// await store.receive(.resultsDidLoad(["milk"])) { $0.results = ["milk"] }
/// ```
public final class ImmediateClock: Clock, Sendable {
  /// A moment on an ``ImmediateClock``: the total time slept so far.
  public struct Instant: InstantProtocol, CustomStringConvertible {
    /// Total time slept since the clock was made.
    public var offset: Duration

    /// Makes an instant at `offset` from the start.
    ///
    /// ```swift
    /// let start = ImmediateClock.Instant()
    /// ```
    public init(offset: Duration = .zero) { self.offset = offset }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }
    /// The time from this instant to `other`.
    public func duration(to other: Self) -> Duration { other.offset - offset }
    /// Earlier instants compare less.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
    /// The offset, such as `0.3 seconds`.
    public var description: String { offset.shortDescription }
  }

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

  /// Returns at once (unless cancelled), moving ``now`` to `deadline`.
  ///
  /// ```swift
  /// try await ImmediateClock().sleep(for: .seconds(60))   // returns at once
  /// ```
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { $0 = Swift.max($0, deadline) }
  }
}
