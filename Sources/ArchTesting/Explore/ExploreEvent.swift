/// How an action of an exploration was sent: through a control of the view, by a generator, or,
/// replaying a recorded session, as the session's step it was when no control sends it.
enum ExploreMove<Action: Sendable> {
  case control(ViewControl<Action>)
  case generator(name: String)
  /// The step of a recorded session at `index` (counting from zero) sent directly.
  case sessionStep(index: Int)

  var description: String {
    switch self {
    case .control(let control): control.description
    case .generator(let name): ExploreMessages.generator(name)
    case .sessionStep(let index): ExploreMessages.sessionStep(index)
    }
  }
}

/// One thing that happened in an exploration run, with the state after it: the trace a failing run
/// is reported as, and replays are compared by.
enum ExploreEvent<State, Action: Sendable, Output> {
  /// The feature handled an action, sent by `move`.
  case send(Action, move: ExploreMove<Action>, stateAfter: State)
  /// The feature applied an output an effect sent.
  case receive(Output, stateAfter: State)
  /// The test clock moved forward.
  case advance(Duration)
  /// Of `ready` jobs, the explorer ran the one at `picked` (counting from zero) first, not the oldest.
  case reorder(picked: Int, ready: Int)
}
