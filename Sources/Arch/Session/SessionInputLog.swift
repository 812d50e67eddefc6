import Foundation

/// What a ``SessionRecorder`` keeps of a store that can re-derive its states: the inputs and their
/// times, and a state only every `capacity` steps, so the store changes its state in place.
///
/// Holding the state after every step made the store's next change copy the whole state; here the
/// log holds the state it started from (`checkpoint`) and, once `capacity` steps are in, the state
/// after them (`nextCheckpoint`), each for `capacity` steps, so a store copies its state once every
/// `capacity` steps at most. When the session is written, the states are derived again by applying
/// the inputs to the checkpoint with the feature, its effects not run, as a replay does.
///
/// A class with a lock of its own, which the store's step holds directly: reaching it through a
/// locked optional made the unspecialized step look the optional's generic type up every time.
final class SessionInputLog<State, Action, Output>: @unchecked Sendable {
  typealias Input = StoreStep<State, Action, Output>.Input

  private let lock = NSLock()
  let capacity: Int
  /// The time since recording started, read under the lock, so the inputs are kept in the order of
  /// their times, which a session must be in to read back.
  private let elapsed: () -> Duration
  /// Applies one input to a state as the store's feature does, starting none of its effects.
  private let derive: (inout State, Input) -> Void
  /// The steps dropped before `inputs[0]`.
  private var droppedBefore = 0
  /// The inputs of between none and `2 × capacity - 1` steps; the last `capacity` make the session.
  private let inputs: InputBuffer<Input>
  /// The time of each input in ``inputs``.
  private var times: [Duration] = []
  // The states last, as the only properties whose size depends on the feature's types: the others
  // then sit at offsets known without the log's generic type.
  /// The state before `inputs[0]`.
  private var checkpoint: State
  /// The state after `inputs[capacity - 1]`, once there is one.
  private var nextCheckpoint: State?

  init(
    capacity: Int, startState: State, elapsed: @escaping () -> Duration,
    derive: @escaping (inout State, Input) -> Void
  ) {
    self.capacity = capacity
    self.elapsed = elapsed
    self.derive = derive
    self.checkpoint = startState
    inputs = InputBuffer(capacity: min(capacity, 1_024) * 2)
    times.reserveCapacity(min(capacity, 1_024) * 2)
  }

  /// Keeps one step and its time; `stateAfter` is held only when it becomes the next checkpoint.
  func append(_ input: Input, stateAfter: State) {
    lock.lock()
    inputs.append(input)
    times.append(elapsed())
    // `times.count - capacity == capacity` rather than `2 * capacity`, which overflows for a
    // recorder that keeps nearly `Int.max` steps.
    if times.count == capacity || times.count - capacity == capacity { keepCheckpoint(stateAfter) }
    lock.unlock()
  }

  /// Keeps `stateAfter`, the state after `capacity` or `2 × capacity` steps, as the next checkpoint,
  /// dropping the oldest `capacity` steps at the second.
  ///
  /// Apart from ``append(_:stateAfter:)``, which would look the state's optional type up at every
  /// step for what it does once every `capacity` steps.
  @inline(never)
  private func keepCheckpoint(_ stateAfter: State) {
    if times.count - capacity == capacity, let next = nextCheckpoint {
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
    let (checkpoint, droppedBefore, inputs, times) = kept()
    let skipped = max(0, times.count - capacity)
    var state = checkpoint
    // A state that came to hold a `Shared` value after the store started would have its recorded
    // writes made again: deriving writes into an overlay, never into the app's live values.
    let overlay = SharedOverlay(base: [:])
    let derive = self.derive
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

  /// A copy of what the log holds, taken under its lock, so a session is derived while the store
  /// goes on recording.
  private func kept() -> (checkpoint: State, droppedBefore: Int, inputs: [Input], times: [Duration]) {
    lock.lock()
    defer { lock.unlock() }
    return (checkpoint, droppedBefore, inputs.elements, times)
  }
}
