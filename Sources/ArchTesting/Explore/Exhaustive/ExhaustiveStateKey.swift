/// What an exhaustive search tells states apart by: the feature's state, the clock, and the effects
/// in flight (the actions that started them and the deadlines they sleep until).
///
/// Two runs that end with equal keys go on the same way from there, as far as the explorer can see,
/// so the search expands only the first. The environment's own state (a service's cache, a file) is
/// not in the key: the search cannot see it, which the certificate says.
///
/// A `Hashable` state is kept as itself. Another is kept with a hash of what can be read of its
/// stored properties (``StoredPropertyHasher``), or else of what reflection shows of it
/// (``ReflectedState``), and compared with its own `==`, so equal keys are equal states exactly,
/// with no digest that could collide. A state whose `==` ignores a field that is hashed may get two
/// hashes, which only makes the search expand it twice.
struct ExhaustiveStateKey: Hashable {
  let state: AnyHashable
  let now: TestClock.Instant
  let deadlines: [TestClock.Instant]
  let effectsStartedBy: [AnyHashable]

  /// The key of `state`; one that is not `Hashable` is hashed by `properties` when it can read it
  /// (the same hasher for every key of a search, so equal states hash alike).
  init<State: Equatable, Action>(
    state: State, now: TestClock.Instant, deadlines: [TestClock.Instant], effectsStartedBy: [Action],
    properties: StoredPropertyHasher<State>? = nil
  ) {
    self.state = (state as? AnyHashable) ?? AnyHashable(ReflectedState(state, properties: properties))
    self.now = now
    self.deadlines = deadlines
    self.effectsStartedBy = effectsStartedBy.map {
      ($0 as? AnyHashable) ?? AnyHashable(String(reflecting: $0))
    }
  }

  /// A state that is not `Hashable`: hashed by what `properties` can read of its stored properties,
  /// else by the `Hashable` values reflection finds in it, to a few levels; compared by `==`.
  struct ReflectedState<State: Equatable>: Hashable {
    let state: State
    let hash: Int

    init(_ state: State, properties: StoredPropertyHasher<State>? = nil) {
      self.state = state
      var hasher = Hasher()
      if properties?.combine(state, into: &hasher) != true {
        Self.combine(state, into: &hasher, levels: 4)
      }
      hash = hasher.finalize()
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.hash == rhs.hash && lhs.state == rhs.state }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    /// Hashes `value` itself when it is `Hashable`, else its children's, down to `levels` levels
    /// (a class may refer back to itself); below that, nothing, which only makes the hash coarser.
    private static func combine(_ value: Any, into hasher: inout Hasher, levels: Int) {
      if let hashable = value as? AnyHashable {
        hasher.combine(hashable)
        return
      }
      guard levels > 0 else { return }
      let children = Mirror(reflecting: value).children
      hasher.combine(children.count)
      for child in children {
        hasher.combine(child.label)
        combine(child.value, into: &hasher, levels: levels - 1)
      }
    }
  }
}
