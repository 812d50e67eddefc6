extension Store {
  /// Makes a store that records every step into `recorder` keeping one state every `keepingLast`
  /// steps, so recording costs the app almost nothing.
  ///
  /// ```swift
  /// let recorder = SessionRecorder(for: GroceryFeature.self)
  /// let store = Store(
  ///   initialState: GroceryState(), feature: GroceryList.feature, environment: .live(storageFile: file),
  ///   recordingTo: recorder)
  /// ```
  ///
  /// The recorder keeps the initial state and the inputs, and derives the states again when the
  /// session is written: it applies the inputs to the initial state with `feature`, its effects not
  /// run, as a replay does. That needs a feature whose state follows from its inputs alone, as a
  /// replay does too: the split shape always (its reducer sees no environment), a reducer with
  /// effects when it reads its environment only inside effects. A state holding ``Shared`` values
  /// does not follow from its inputs (the values live outside it, and deriving would write to them):
  /// such a store keeps every state instead, as `onStep: recorder.record` does.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from; the session starts from it.
  ///   - feature: The feature's logic.
  ///   - environment: The services its effects use.
  ///   - dismissal: The case of the feature's outputs that dismisses it (see
  ///     ``init(initialState:feature:environment:dismissedBy:onStep:)``).
  ///   - recorder: The recorder to keep the steps in; it records this store only. Given a recorder
  ///     that records another store already, the store reports a ``RuntimeIssue`` and records
  ///     nothing.
  public convenience init(
    initialState: F.State,
    feature: F,
    environment: F.Environment,
    dismissedBy dismissal: F.Output? = nil,
    recordingTo recorder: SessionRecorder<F.State, F.Action, F.Output>
  ) {
    guard !SharedPresence.isHeld(in: initialState) else {
      self.init(
        initialState: initialState, feature: feature, environment: environment, dismissedBy: dismissal,
        onStep: recorder.record)
      return
    }
    self.init(initialState: initialState, feature: feature, environment: environment, dismissedBy: dismissal)
    guard
      let log = recorder.attach(
        startState: initialState, derive: Self.derivation(of: feature, in: environment))
    else {
      RuntimeIssue.report(RecordedSessionMessages.recorderTaken)
      return
    }
    core.didProcessNeedsStateBefore = false
    core.didProcess = { input, _, after, _ in log.append(input, stateAfter: after) }
  }

  /// Applies an input as the store does, starting none of the effects: nonisolated, since a session
  /// may be written from any thread.
  private nonisolated static func derivation(
    of feature: F, in environment: F.Environment
  ) -> (inout F.State, StoreStep<F.State, F.Action, F.Output>.Input) -> Void {
    { state, input in
      switch input {
      case .action(let action): _ = feature.handle(action, state: &state, environment: environment)
      case .output(let output): _ = feature.apply(output, state: &state, environment: environment)
      }
    }
  }
}
