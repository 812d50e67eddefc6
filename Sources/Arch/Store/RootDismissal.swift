/// How a feature at the root of a store dismisses itself: by sending one case of its outputs, matched
/// by its path of cases whatever its payload, the way a presented child asks its parent to dismiss it.
package struct RootDismissal: Sendable {
  /// The dismissing case.
  package let dismissal: DismissalCase
  /// The lifetime every effect of the store runs under, so dismissal cancels them all at once.
  package let root = EffectLifetime()

  package init(_ output: some Any) {
    dismissal = DismissalCase(output)
  }

  /// Whether `input` is the dismissing case: an output of that case, or, for a reducer with effects
  /// whose actions are its outputs, the UI sending that case straight to it.
  func isDismissed<Action, Output>(by input: StoreStep<some Any, Action, Output>.Input) -> Bool {
    switch input {
    case .action(let action):
      return Action.self == Output.self && dismissal.matches(action)
    case .output(let output):
      return dismissal.matches(output)
    }
  }
}

extension StoreStep.Input {
  /// The action or output itself, for messages.
  var value: Any {
    switch self {
    case .action(let action): return action
    case .output(let output): return output
    }
  }
}
