import Arch

/// Writes a recorded session by hand, as a recorder attached to the app's `Store` would have kept it:
/// each step with its time and the fingerprint of the state it left, the state changed by the step's
/// closure.
///
/// The tests' sessions, readable next to the feature they replay.
///
/// ```swift
/// var script = SessionScript<Loader.State, Loader.Action, Loader.Event>(start: Loader.State())
/// script.action(.reloadTapped)
/// script.output(.loadingDidStart) { $0.isLoading = true }
/// let session = script.session
/// ```
struct SessionScript<State: Encodable, Action, Output> {
  private(set) var state: State
  private let start: State?
  private var steps: [RecordedStep<Action, Output>] = []
  private let droppedSteps: Int

  init(start: State, keepingStartState: Bool = true, droppedSteps: Int = 0) {
    self.state = start
    self.start = keepingStartState ? start : nil
    self.droppedSteps = droppedSteps
  }

  var session: RecordedSession<State, Action, Output> {
    RecordedSession(startState: start, droppedSteps: droppedSteps, steps: steps)
  }

  mutating func action(
    _ action: Action, at time: Duration = .zero, _ change: (inout State) -> Void = { _ in }
  ) {
    step(.action(action), at: time, change)
  }

  mutating func output(
    _ output: Output, at time: Duration = .zero, _ change: (inout State) -> Void = { _ in }
  ) {
    step(.output(output), at: time, change)
  }

  private mutating func step(
    _ input: StoreStep<Void, Action, Output>.Input, at time: Duration, _ change: (inout State) -> Void
  ) {
    change(&state)
    steps.append(RecordedStep(input: input, time: time, fingerprint: try! StateFingerprint(of: state)))
  }
}
