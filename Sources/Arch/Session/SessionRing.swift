/// The steps a ``SessionRecorder`` keeps: the last `capacity` of them, oldest first, with the state
/// after each, so a fingerprint can be computed when the session is written rather than per step,
/// and the state after the last dropped step becomes the session's start.
struct SessionRing<State, Action, Output> {
  struct Entry {
    var input: StoreStep<Void, Action, Output>.Input
    var time: Duration
    var stateAfter: State
  }

  let capacity: Int
  private(set) var startState: State?
  private(set) var droppedSteps = 0
  private var entries: [Entry] = []
  /// Where the oldest entry is once the ring is full and wraps around.
  private var oldest = 0

  init(capacity: Int, startState: State?) {
    self.capacity = capacity
    self.startState = startState
    entries.reserveCapacity(min(capacity, 1_024))
  }

  /// Keeps `entry`, dropping the oldest one when the ring is full.
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
