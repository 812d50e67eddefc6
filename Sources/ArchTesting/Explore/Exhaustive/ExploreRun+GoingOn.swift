extension ExploreRun {
  /// A state a run reached at rest, holding no object, with an environment that holds nothing a run
  /// could change: a fresh run started there (``ExploreRun/init(_:choices:coverage:swarm:invariantsAtStepEndsOnly:from:)``)
  /// goes on exactly as one replaying the steps to it would, as there is nothing else it could differ in.
  struct Rest {
    let state: F.State
    let now: TestClock.Instant
    /// The events of the steps that reached it, which the fresh run's trace starts with.
    let trace: [Event]
    let steps: Int

    /// Whether `value` may hold an object anywhere inside it: a run started at a state holding one
    /// would share it with the run that reached the state, where a replay makes its own.
    ///
    /// A value whose type holds none is skipped at once; a closure, or a value that reflects itself
    /// its own way (which may leave an object out of its mirror), counts as holding one.
    static func holdsObjects(_ value: Any) -> Bool {
      var types = ObjectFreeTypes()
      return holdsObjects(value, types: &types)
    }

    private static func holdsObjects(_ value: Any, types: inout ObjectFreeTypes) -> Bool {
      let type = Swift.type(of: value)
      if types.holdsNoObjects(type) { return false }
      if type is AnyObject.Type || isDependency(type) { return true }
      let isContainer =
        type is any OptionalField.Type || type is any ArrayField.Type || type is any SetField.Type
        || type is any DictionaryField.Type
      if value is any CustomReflectable && !isContainer { return true }
      let mirror = Mirror(reflecting: value)
      return mirror.displayStyle == .class
        || mirror.children.contains { holdsObjects($0.value, types: &types) }
    }
  }

  /// Whether the run, stopped where its step budget ended, can go on later exactly as a fresh run
  /// replaying its choices would from there.
  ///
  /// Only a run at rest can: nothing failed, no effect is in flight (an effect can be suspended
  /// where only its own actor or service resumes it, which could happen while the run waits), and
  /// no shared value was written (the runs in between start from the values it would put back).
  var canGoOn: Bool {
    setup.enumerates && violation == nil && steps == setup.maximumSteps && !hasEffectsInFlight
      && !shared.hasWritten
  }

  /// Goes on from where the run stopped, taking steps until `step`, and checking only those past
  /// where it was, as a fresh run replaying its choices and enumerating past them does.
  nonisolated(nonsending) func goOn(toStep step: Int) async {
    setup.maximumSteps = step
    setup.checksFromStep = step
    choices.sequence.treatDrawnAsReplayed()
    await takeSteps()
  }
}
