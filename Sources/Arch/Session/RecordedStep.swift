/// One step of a ``RecordedSession``: an action or an output, when it arrived, and optionally a
/// fingerprint of the state after it.
///
/// ```swift
/// let step = RecordedStep<Counter.Action, Counter.Action>(
///   input: .action(.increment), time: .milliseconds(250))
/// ```
public struct RecordedStep<Action, Output> {
  /// What the step processed.
  public var input: StoreStep<Void, Action, Output>.Input

  /// When the step arrived, measured from the start of the session on the recorder's clock.
  public var time: Duration

  /// A fingerprint of the state after the step, when the recording kept one.
  public var fingerprint: StateFingerprint?

  /// Makes a step.
  ///
  /// ```swift
  /// let step = RecordedStep<Counter.Action, Counter.Action>(
  ///   input: .output(.tick), time: .seconds(1), fingerprint: nil)
  /// ```
  public init(
    input: StoreStep<Void, Action, Output>.Input, time: Duration, fingerprint: StateFingerprint? = nil
  ) {
    self.input = input
    self.time = time
    self.fingerprint = fingerprint
  }
}

extension RecordedStep: Sendable where Action: Sendable, Output: Sendable {}
extension RecordedStep: Equatable where Action: Equatable, Output: Equatable {}
