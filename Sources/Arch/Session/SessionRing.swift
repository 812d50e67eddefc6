/// The steps a ``SessionRecorder`` keeps: the last `capacity` of them, oldest first, with the state
/// after each, so a fingerprint can be computed when the session is written rather than per step,
/// and the state after the last dropped step becomes the session's start.
///
/// Inlinable, with ``SessionRecorder/record(_:)``, so recording a step runs specialized code in the
/// app's module rather than generic code through type metadata.
@usableFromInline
struct SessionRing<State, Action, Output> {
  @usableFromInline
  struct Entry {
    @usableFromInline var input: StoreStep<State, Action, Output>.Input
    @usableFromInline var time: Duration
    @usableFromInline var stateAfter: State

    @inlinable
    init(input: StoreStep<State, Action, Output>.Input, time: Duration, stateAfter: State) {
      self.input = input
      self.time = time
      self.stateAfter = stateAfter
    }
  }

  @usableFromInline let capacity: Int
  @usableFromInline var startState: State?
  @usableFromInline var droppedSteps = 0
  @usableFromInline var entries: [Entry] = []
  /// Where the oldest entry is once the ring is full and wraps around.
  @usableFromInline var oldest = 0

  init(capacity: Int, startState: State?) {
    self.capacity = capacity
    self.startState = startState
    entries.reserveCapacity(min(capacity, 1_024))
  }

  /// Keeps `entry`, dropping the oldest one when the ring is full.
  @inlinable
  mutating func append(_ entry: Entry, stateBefore: @autoclosure () -> State) {
    if startState == nil && droppedSteps == 0 && entries.isEmpty { startState = stateBefore() }
    guard entries.count == capacity else { return entries.append(entry) }
    startState = entries[oldest].stateAfter
    droppedSteps += 1
    entries[oldest] = entry
    oldest = (oldest + 1) % capacity
  }

  /// The kept entries, oldest first.
  var inOrder: [Entry] { Array(entries[oldest...] + entries[..<oldest]) }
}
