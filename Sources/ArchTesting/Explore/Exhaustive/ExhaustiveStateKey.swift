/// What an exhaustive search tells states apart by: the feature's state, the clock, and the effects
/// in flight (the actions that started them and the deadlines they sleep until).
///
/// Two runs that end with equal keys go on the same way from there, as far as the explorer can see,
/// so the search expands only the first. The environment's own state (a service's cache, a file) is
/// not in the key: the search cannot see it, which the certificate says.
///
/// A `Hashable` state is kept as itself, so equal keys are equal states exactly, with no digest
/// that could collide; another state is kept as its dump, whose text tells equal states apart as
/// `==` would for the values a feature's state holds. Either costs far less than the fresh run that
/// reached the state; which is faster has not been measured yet. A dictionary's dump may list its
/// entries in another order for an equal value, which only makes the search expand a state twice.
struct ExhaustiveStateKey: Hashable {
  let state: AnyHashable
  let now: TestClock.Instant
  let deadlines: [TestClock.Instant]
  let effectsStartedBy: [AnyHashable]

  init<State, Action>(
    state: State, now: TestClock.Instant, deadlines: [TestClock.Instant], effectsStartedBy: [Action]
  ) {
    self.state = Self.hashable(state)
    self.now = now
    self.deadlines = deadlines
    self.effectsStartedBy = effectsStartedBy.map(Self.hashable)
  }

  private static func hashable<Value>(_ value: Value) -> AnyHashable {
    (value as? AnyHashable) ?? AnyHashable(String(reflecting: value))
  }
}
