import ArchLocking
import Foundation

/// Records what a ``Store`` does, to write it as a ``RecordedSession`` a test can replay: every
/// action and output with the time it arrived, the state it started from and, when the state is
/// `Encodable`, a fingerprint of the state after each step.
///
/// Recording is opt-in: a store records only when it is made `recordingTo:` the recorder or given
/// its ``record(_:)`` as its `onStep`, and a store without either runs no recording code at all. The
/// recorder keeps the last steps only (``capacity``), so memory stays bounded however long the app
/// runs; the steps it drops are counted, and the session starts from the state after the last of them.
///
/// Made `recordingTo:` it, a store keeps its state to itself: the recorder keeps the inputs, and
/// derives the states when the session is written by applying them with the feature, as a replay
/// does (see `Store.init(initialState:feature:environment:dismissedBy:recordingTo:)` for the
/// features that allows). Given as `onStep`, it keeps the state after every step as a value, and the
/// store's next change copies it. Either way states are encoded only when the session is written; a
/// state that holds references (a class, a ``Shared`` value encoded by hand) would then be encoded as
/// it is at writing time, so fingerprint only states that are values.
///
/// ```swift
/// let recorder = SessionRecorder(for: GroceryFeature.self, clock: ContinuousClock())
/// let store = Store(
///   initialState: GroceryState(), feature: GroceryList.feature, environment: .live(storageFile: file),
///   recordingTo: recorder)
/// // … later, when the user sends a bug report:
/// try recorder.write(to: URL(filePath: "session.txt"))
/// ```
///
/// Writing needs the actions and outputs to be `Codable` (it throws naming the type otherwise);
/// recording does not, so a recorder attaches to any store. It is safe to use from any thread.
public final class SessionRecorder<State, Action, Output> {
  /// The most steps the recorder keeps; older ones are dropped.
  public let capacity: Int
  /// Whether the session carries a fingerprint of the state after each step (only when the state
  /// is `Encodable`).
  public let fingerprintsStates: Bool

  @usableFromInline let elapsed: @Sendable () -> Duration
  @usableFromInline let ring: Locked<SessionRing<State, Action, Output>>
  /// What the recorder keeps of a store made with `recordingTo:` it, instead of `ring`: the inputs,
  /// with states derived again when the session is written.
  let inputLog = Locked<SessionInputLog<State, Action, Output>?>(nil)

  /// Makes a recorder for a store whose state, action and output types are given.
  ///
  /// ```swift
  /// let recorder = SessionRecorder<Counter.State, Counter.Action, Counter.Action>(
  ///   clock: ContinuousClock(), keepingLast: 500)
  /// ```
  ///
  /// - Parameters:
  ///   - clock: The clock whose `now` stamps each step; times are measured from when the recorder
  ///     is made. Give it the clock the feature's effects sleep on, so a replay on a test clock
  ///     sends every step at the moment it came.
  ///   - capacity: How many of the last steps to keep (at least 1).
  ///   - fingerprintsStates: Whether to fingerprint the state after each step when the session is
  ///     written, so a replay can tell the first step whose state differs. Costs nothing per step.
  ///   - startState: The store's initial state; by default the state before the first step.
  public init(
    clock: any Clock<Duration> = ContinuousClock(), keepingLast capacity: Int = 1_000,
    fingerprintsStates: Bool = true, startState: State? = nil
  ) {
    precondition(capacity > 0, "A session recorder keeps at least one step, not \(capacity).")
    self.capacity = capacity
    self.fingerprintsStates = fingerprintsStates
    self.elapsed = Self.stopwatch(on: clock)
    self.ring = Locked(SessionRing(capacity: capacity, startState: startState))
  }

  /// Makes a recorder for a store of `feature`'s type.
  ///
  /// ```swift
  /// let recorder = SessionRecorder(for: GroceryFeature.self, clock: ContinuousClock())
  /// ```
  ///
  /// - Parameters:
  ///   - feature: The type of the store's feature.
  ///   - clock: The clock whose `now` stamps each step, measured from when the recorder is made.
  ///   - capacity: How many of the last steps to keep (at least 1).
  ///   - fingerprintsStates: Whether to fingerprint the state after each step when written.
  public convenience init<F: Feature>(
    for feature: F.Type, clock: any Clock<Duration> = ContinuousClock(), keepingLast capacity: Int = 1_000,
    fingerprintsStates: Bool = true
  ) where F.State == State, F.Action == Action, F.Output == Output {
    self.init(clock: clock, keepingLast: capacity, fingerprintsStates: fingerprintsStates)
  }

  private static func stopwatch<C: Clock<Duration>>(on clock: C) -> @Sendable () -> Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }

  /// Keeps one step: give it to a store as its `onStep`.
  ///
  /// ```swift
  /// let store = Store(initialState: Counter.State(), feature: Counter(), environment: (),
  ///                   onStep: recorder.record)
  /// ```
  @inlinable
  public func record(_ step: StoreStep<State, Action, Output>) {
    // The time is read under the lock: steps recorded from several threads at once are then kept in
    // the order of their times, which a session must be to read back.
    ring.withLock { ring in
      let entry = SessionRing<State, Action, Output>.Entry(
        input: step.input, time: elapsed(), stateAfter: step.stateAfter)
      ring.append(entry, stateBefore: step.stateBefore)
    }
  }

  /// Records a store that derives its states again when the session is written (see
  /// `Store.init(initialState:feature:environment:dismissedBy:recordingTo:)`): from now on the
  /// recorder keeps the inputs only, starting from `startState`, in the log it returns, which the
  /// store's step appends to; `nil` when it records a store already, whose steps it goes on keeping.
  func attach(
    startState: State, derive: @escaping (inout State, StoreStep<State, Action, Output>.Input) -> Void
  ) -> SessionInputLog<State, Action, Output>? {
    inputLog.withLock { attached in
      guard attached == nil else { return nil }
      let log = SessionInputLog(capacity: capacity, startState: startState, elapsed: elapsed, derive: derive)
      attached = log
      return log
    }
  }

  /// The session recorded so far: the kept steps, with the fingerprint of the state after each when
  /// ``fingerprintsStates`` is on and the state is `Encodable`.
  ///
  /// ```swift
  /// let session = try recorder.session()
  /// print(session.steps.count, "steps,", session.droppedSteps, "dropped")
  /// ```
  ///
  /// - Throws: ``RecordedSessionError`` when a state threw while it was encoded for its fingerprint.
  public func session() throws(RecordedSessionError) -> RecordedSession<State, Action, Output> {
    let fingerprinting = fingerprintsStates && SessionCoding.isEncodable(State.self)
    if let log = inputLog.withLock({ $0 }) { return try log.session(fingerprinting: fingerprinting) }
    let (startState, droppedSteps, entries) = ring.withLock { ($0.startState, $0.droppedSteps, $0.inOrder) }
    var steps: [RecordedStep<Action, Output>] = []
    steps.reserveCapacity(entries.count)
    let memo = FingerprintMemo()
    for entry in entries {
      steps.append(
        RecordedStep(
          input: entry.input.withoutState, time: entry.time,
          fingerprint: fingerprinting ? try SessionCoding.fingerprint(of: entry.stateAfter, memo: memo) : nil)
      )
    }
    return RecordedSession(startState: startState, droppedSteps: droppedSteps, steps: steps)
  }

  /// The session recorded so far, in its text format (see ``RecordedSession/text()``).
  ///
  /// ```swift
  /// print(try recorder.text())
  /// ```
  ///
  /// - Throws: ``RecordedSessionError`` naming the action or output type when it is not `Encodable`.
  public func text() throws(RecordedSessionError) -> String {
    try session().text()
  }

  /// Writes the session recorded so far to the file at `url`, replacing it whole or leaving it
  /// untouched; the store and the recording go on either way.
  ///
  /// ```swift
  /// do {
  ///   try recorder.write(to: URL(filePath: "session.txt"))
  /// } catch {
  ///   print(error)   // could not write the session to session.txt: permission denied (…).
  /// }
  /// ```
  ///
  /// - Throws: ``RecordedSessionError`` when a type is not `Encodable` or the file cannot be written.
  public func write(to url: URL) throws(RecordedSessionError) {
    try session().write(to: url)
  }
}

extension SessionRecorder: @unchecked Sendable where State: Sendable, Action: Sendable, Output: Sendable {}

extension StoreStep.Input {
  /// The same input, in the type a recorded step holds.
  var withoutState: StoreStep<Void, Action, Output>.Input {
    switch self {
    case .action(let action): .action(action)
    case .output(let output): .output(output)
    }
  }
}
