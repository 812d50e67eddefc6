extension Store where F.Environment == Void {
  /// Makes a store for a feature with no services: there is no environment to give.
  ///
  /// ```swift
  /// let store = Store(initialState: Tally.State(), feature: Tally())
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - feature: The feature's logic, whose `Environment` is `Void`.
  ///   - onStep: Called after every step with its input and the state before and after it.
  public convenience init(
    initialState: F.State,
    feature: F,
    onStep: ((StoreStep<F.State, F.Action, F.Output>) -> Void)? = nil
  ) {
    self.init(initialState: initialState, feature: feature, environment: (), onStep: onStep)
  }
}
