/// What a ``SessionRecorder`` keeps of a store that can re-derive its states: the inputs and their
/// times, and a state only every `capacity` steps, so the store changes its state in place.
///
/// Holding the state after every step made the store's next change copy the whole state; here the
/// recorder holds the state it started from (`checkpoint`) and, once `capacity` steps are in, the
/// state after them (`nextCheckpoint`), each for `capacity` steps, so a store copies its state once
/// every `capacity` steps at most. When the session is written, the states are derived again by
/// applying the inputs to the checkpoint with the feature, its effects not run, as a replay does.
struct SessionInputLog<State, Action, Output> {
  typealias Input = StoreStep<State, Action, Output>.Input

  struct Entry {
    var input: Input
    var time: Duration
  }

  let capacity: Int
  /// Applies one input to a state as the store's feature does, starting none of its effects.
  let derive: (inout State, Input) -> Void
  /// The state before `entries[0]`.
  private(set) var checkpoint: State
  /// The state after `entries[capacity - 1]`, once there is one.
  private(set) var nextCheckpoint: State?
  /// The steps dropped before `entries[0]`.
  private(set) var droppedBefore = 0
  /// Between none and `2 × capacity - 1` entries: the last `capacity` make the session.
  private(set) var entries: [Entry] = []

  init(capacity: Int, startState: State, derive: @escaping (inout State, Input) -> Void) {
    self.capacity = capacity
    self.checkpoint = startState
    self.derive = derive
    entries.reserveCapacity(min(2 * capacity, 2_048))
  }

  /// Keeps one step; `stateAfter` is held only when it becomes the next checkpoint.
  mutating func append(_ input: Input, time: Duration, stateAfter: State) {
    entries.append(Entry(input: input, time: time))
    if entries.count == capacity {
      nextCheckpoint = stateAfter
    } else if entries.count == 2 * capacity, let next = nextCheckpoint {
      checkpoint = next
      entries.removeFirst(capacity)
      droppedBefore += capacity
      nextCheckpoint = stateAfter
    }
  }

  /// The last `capacity` steps, starting from the state after the last step before them, with the
  /// fingerprint of the state after each step when `fingerprinting`.
  func session(fingerprinting: Bool) throws(RecordedSessionError) -> RecordedSession<State, Action, Output> {
    let skipped = max(0, entries.count - capacity)
    var state = checkpoint
    // A state that came to hold a `Shared` value after the store started would have its recorded
    // writes made again: deriving writes into an overlay, never into the app's live values.
    let overlay = SharedOverlay(base: [:])
    let deriveInOverlay = { (state: inout State, input: Input) in overlay.bind { derive(&state, input) } }
    for entry in entries[..<skipped] { deriveInOverlay(&state, entry.input) }
    let startState = state
    var steps: [RecordedStep<Action, Output>] = []
    steps.reserveCapacity(entries.count - skipped)
    let memo = FingerprintMemo()
    for entry in entries[skipped...] {
      var fingerprint: StateFingerprint?
      if fingerprinting {
        deriveInOverlay(&state, entry.input)
        fingerprint = try SessionCoding.fingerprint(of: state, memo: memo)
      }
      steps.append(RecordedStep(input: entry.input.withoutState, time: entry.time, fingerprint: fingerprint))
    }
    return RecordedSession(startState: startState, droppedSteps: droppedBefore + skipped, steps: steps)
  }
}
