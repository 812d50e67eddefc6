/// A session recorded from a running ``Store``: the state it started from, then every action and
/// output in the order the store processed them, each with the time it arrived.
///
/// A session is what a ``SessionRecorder`` attached to a `Store` keeps, what its text format holds
/// (the article "Recording a session" of Arch), and what a test replays. Its steps are the window a recorder kept:
/// when it keeps only the last steps, the older ones are counted in ``droppedSteps`` and
/// ``startState`` is the state after the last of them.
///
/// ```swift
/// let session = RecordedSession<Counter.State, Counter.Action, Counter.Action>(
///   startState: Counter.State(),
///   steps: [RecordedStep(input: .action(.increment), time: .zero)])
/// print(session.steps.count)   // 1
/// ```
public struct RecordedSession<State, Action, Output> {
  /// The version of the text format this library writes; a newer one is refused when read.
  public static var formatVersion: Int { RecordedSessionText.formatVersion }

  /// The state the kept steps start from: the store's initial state, or the state after the last
  /// dropped step.
  ///
  /// `nil` when it is not known (a session read from text without a `start` line,
  /// because its type is not `Encodable`): a replay then starts from the test's state.
  public var startState: State?

  /// How many steps came before the kept ones and were not kept.
  public var droppedSteps: Int

  /// The kept steps, oldest first.
  public var steps: [RecordedStep<Action, Output>]

  /// Makes a session.
  ///
  /// ```swift
  /// let empty = RecordedSession<Int, Never, Never>(startState: 0, steps: [])
  /// ```
  public init(startState: State?, droppedSteps: Int = 0, steps: [RecordedStep<Action, Output>]) {
    self.startState = startState
    self.droppedSteps = droppedSteps
    self.steps = steps
  }
}

extension RecordedSession: Sendable where State: Sendable, Action: Sendable, Output: Sendable {}
extension RecordedSession: Equatable where State: Equatable, Action: Equatable, Output: Equatable {}
