// The names ArchTesting replaced, each kept for one version as a deprecated alias, in one place so a
// release can remove them together.

/// The old name of ``TestClock/Instant``, kept for one version: the instant is named after its
/// clock, as `ContinuousClock.Instant` is.
///
/// ```swift
/// let start = TestClock.Instant()  // was ManualClockInstant()
/// ```
@available(*, deprecated, renamed: "TestClock.Instant")
public typealias ManualClockInstant = TestClock.Instant
