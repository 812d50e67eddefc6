/// The ticks of a clock every `interval`, as an asynchronous sequence: made by
/// `clock.timer(interval:)` on any clock, the app's `ContinuousClock` or a test clock.
///
/// Each tick is due at a whole number of intervals after the loop started, however long the loop
/// took over the tick before, so a timer never drifts. Its element is the tick's number, from 1.
/// The sequence ends when the task is cancelled, which is how a timer effect stops.
///
/// ```swift
/// return .run { send in
///   for await _ in environment.clock.timer(interval: .seconds(1)) {
///     await send(.timerTicked)
///   }
/// }
/// .cancellable(id: TimerID())
/// ```
///
/// On a clock whose sleeps end at once (an immediate clock) the ticks never wait: give such a test
/// a test clock, and advance it.
public struct ClockTimer: AsyncSequence, Sendable {
  /// The tick's number: 1 for the first tick.
  ///
  /// ```swift
  /// for await tick in clock.timer(interval: .seconds(1)) where tick.isMultiple(of: 60) { await send(.minutePassed) }
  /// ```
  public typealias Element = Int
  /// A timer never fails: cancellation ends it, so a loop over it needs no `try`.
  ///
  /// ```swift
  /// for await _ in clock.timer(interval: .seconds(1)) { await send(.timerTicked) }
  /// ```
  public typealias Failure = Never

  /// Reads the clock's time when a loop starts, and returns how to sleep until a tick after it.
  private let start: @Sendable () -> @Sendable (_ tick: Int) async throws -> Void

  fileprivate init(start: @escaping @Sendable () -> @Sendable (_ tick: Int) async throws -> Void) {
    self.start = start
  }

  /// Starts the ticks: the first is due one interval from now.
  ///
  /// ```swift
  /// var ticks = ContinuousClock().timer(interval: .seconds(1)).makeAsyncIterator()
  /// ```
  public func makeAsyncIterator() -> Iterator { Iterator(sleepUntil: start()) }

  /// Waits for the next tick.
  ///
  /// ```swift
  /// let first = await ticks.next()  // 1, one interval after the loop started
  /// ```
  public struct Iterator: AsyncIteratorProtocol, Sendable {
    fileprivate let sleepUntil: @Sendable (_ tick: Int) async throws -> Void
    private var tick = 0

    fileprivate init(sleepUntil: @escaping @Sendable (_ tick: Int) async throws -> Void) {
      self.sleepUntil = sleepUntil
    }

    /// The next tick's number once it is due; `nil` once the task is cancelled.
    ///
    /// ```swift
    /// while let tick = await ticks.next() { print(tick) }
    /// ```
    public mutating func next() async -> Int? {
      guard !Task.isCancelled else { return nil }
      tick += 1
      do {
        try await sleepUntil(tick)
      } catch {
        return nil
      }
      return tick
    }
  }
}

extension Clock where Duration == Swift.Duration {
  /// Ticks every `interval`, as an asynchronous sequence to loop over in an effect; the loop ends
  /// when the effect is cancelled.
  ///
  /// Works on any clock an environment holds, `any Clock<Duration>`
  /// included, so the app ticks on its real clock and the test on a test clock it advances.
  ///
  /// ```swift
  /// for await _ in environment.clock.timer(interval: .seconds(1)) {
  ///   await send(.timerTicked)
  /// }
  /// ```
  ///
  /// - Parameter interval: The time between ticks; the first tick is one interval after the loop
  ///   starts.
  /// - Returns: The ticks, numbered from 1, until the task is cancelled.
  public func timer(interval: Duration) -> ClockTimer {
    ClockTimer {
      let start = now
      return { tick in try await sleep(until: start.advanced(by: interval * tick), tolerance: nil) }
    }
  }
}
