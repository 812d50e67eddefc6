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

  let capacity: Int
  /// Applies one input to a state as the store's feature does, starting none of its effects.
  let derive: (inout State, Input) -> Void
  /// The steps dropped before `inputs[0]`.
  private(set) var droppedBefore = 0
  /// The inputs of between none and `2 × capacity - 1` steps; the last `capacity` make the session.
  ///
  /// Kept apart from their times: two arrays rather than one of a struct, whose generic type the
  /// unspecialized recorder would look up at every step it keeps.
  private(set) var inputs: [Input] = []
  /// The time of each input in ``inputs``.
  private(set) var times: [Duration] = []
  // The states last, as the only properties whose size depends on the feature's types: the others
  // then sit at offsets known without the log's generic type, which the recorder would otherwise
  // look up at every step.
  /// The state before `inputs[0]`.
  private(set) var checkpoint: State
  /// The state after `inputs[capacity - 1]`, once there is one.
  private(set) var nextCheckpoint: State?

  init(capacity: Int, startState: State, derive: @escaping (inout State, Input) -> Void) {
    self.capacity = capacity
    self.checkpoint = startState
    self.derive = derive
    inputs.reserveCapacity(min(2 * capacity, 2_048))
    times.reserveCapacity(min(2 * capacity, 2_048))
  }

  /// Keeps one step; `stateAfter` is held only when it becomes the next checkpoint.
  mutating func append(_ input: Input, time: Duration, stateAfter: State) {
    inputs.append(input)
    times.append(time)
    if times.count == capacity || times.count == 2 * capacity { keepCheckpoint(stateAfter) }
  }

  /// Keeps `stateAfter`, the state after `capacity` or `2 × capacity` steps, as the next checkpoint,
  /// dropping the oldest `capacity` steps at the second.
  ///
  /// Apart from ``append(_:time:stateAfter:)``, which would look the state's optional type up at
  /// every step for what it does once every `capacity` steps.
  @inline(never)
  private mutating func keepCheckpoint(_ stateAfter: State) {
    if times.count == 2 * capacity, let next = nextCheckpoint {
      checkpoint = next
      inputs.removeFirst(capacity)
      times.removeFirst(capacity)
      droppedBefore += capacity
    }
    nextCheckpoint = stateAfter
  }

  /// The last `capacity` steps, starting from the state after the last step before them, with the
  /// fingerprint of the state after each step when `fingerprinting`.
  func session(fingerprinting: Bool) throws(RecordedSessionError) -> RecordedSession<State, Action, Output> {
    let skipped = max(0, times.count - capacity)
    var state = checkpoint
    // A state that came to hold a `Shared` value after the store started would have its recorded
    // writes made again: deriving writes into an overlay, never into the app's live values.
    let overlay = SharedOverlay(base: [:])
    let deriveInOverlay = { (state: inout State, input: Input) in overlay.bind { derive(&state, input) } }
    for input in inputs[..<skipped] { deriveInOverlay(&state, input) }
    let startState = state
    var steps: [RecordedStep<Action, Output>] = []
    steps.reserveCapacity(times.count - skipped)
    let memo = FingerprintMemo()
    for index in skipped..<times.count {
      var fingerprint: StateFingerprint?
      if fingerprinting {
        deriveInOverlay(&state, inputs[index])
        fingerprint = try SessionCoding.fingerprint(of: state, memo: memo)
      }
      steps.append(
        RecordedStep(input: inputs[index].withoutState, time: times[index], fingerprint: fingerprint))
    }
    return RecordedSession(startState: startState, droppedSteps: droppedBefore + skipped, steps: steps)
  }
}
