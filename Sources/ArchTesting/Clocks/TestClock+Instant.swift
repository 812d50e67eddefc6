extension TestClock {
  /// A moment on a clock that moves only when told to, ``TestClock`` or ``ImmediateClock`` (which
  /// counts time the same way): the time since the clock was made.
  ///
  /// ```swift
  /// await clock.advance(to: TestClock.Instant(offset: .seconds(5)))
  /// ```
  public struct Instant: InstantProtocol, CustomStringConvertible {
    /// Time since the clock started.
    public var offset: Duration

    /// Makes an instant at `offset` from the start.
    ///
    /// ```swift
    /// let start = TestClock.Instant()
    /// ```
    public init(offset: Duration = .zero) { self.offset = offset }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }
    /// The time from this instant to `other`.
    public func duration(to other: Self) -> Duration { other.offset - offset }
    /// Earlier instants compare less.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
    /// The offset, such as `300 ms` or `1.5 s`.
    public var description: String { offset.shortDescription }
  }
}
