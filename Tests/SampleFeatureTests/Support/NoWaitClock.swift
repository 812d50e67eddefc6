import Synchronization

/// A clock whose sleeps end at once, so stories driven through the production `Store` never wait.
/// Its `now` jumps to each deadline slept until, and a cancelled sleeper still throws, so a debounce
/// that was cancelled stays cancelled.
final class NoWaitClock: Clock, Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration

    func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }
    func duration(to other: Self) -> Duration { other.offset - offset }
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
  }

  private let current = Mutex(Instant(offset: .zero))

  var now: Instant { current.withLock { $0 } }
  var minimumResolution: Duration { .zero }

  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { now in now = max(now, deadline) }
  }
}
