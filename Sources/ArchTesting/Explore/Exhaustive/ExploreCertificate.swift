/// What an exhaustive exploration proved: no check failed in any run of up to ``depth`` steps, over
/// the distinct states it reached.
///
/// It speaks only of what the search can see and try: the feature's state, its effects in flight
/// and the clock; the controls of the view, a field's vocabulary, a generator's first distinct
/// values, the clock moved to each next deadline, and ready effects reordered at most
/// ``maximumReorderings`` times in a run. State an environment keeps to itself (a service's cache,
/// a file) is not told apart, and a search stopped by a cap proves only the depth it finished.
///
/// ```swift
/// let result = await explore(BlankName.Exploration.self, budget: .exhaustive(depth: 6))
/// print(result.certificate?.description ?? "")
/// ```
public struct ExploreCertificate: Sendable, Equatable, CustomStringConvertible {
  /// How many steps every run was explored to: the depth asked for, unless a cap stopped the search.
  ///
  /// ```swift
  /// #expect(result.certificate?.depth == 6)
  /// ```
  public var depth: Int
  /// The depth the budget asked for.
  ///
  /// ```swift
  /// #expect(result.certificate?.requestedDepth == 6)
  /// ```
  public var requestedDepth: Int
  /// How many distinct states (state, clock, effects in flight) the search reached.
  ///
  /// ```swift
  /// print(result.certificate?.distinctStates ?? 0)
  /// ```
  public var distinctStates: Int
  /// How many steps from a distinct state the search took, each from a fresh store.
  ///
  /// ```swift
  /// print(result.certificate?.transitions ?? 0)
  /// ```
  public var transitions: Int
  /// How many times in one run ready effects could go out of the order they became ready in.
  ///
  /// ```swift
  /// #expect(result.certificate?.maximumReorderings == 2)
  /// ```
  public var maximumReorderings: Int
  /// The step after which no new state was reachable, when the whole space was explored before the
  /// depth; `nil` when states were still new at the last step.
  ///
  /// ```swift
  /// if let last = result.certificate?.exhaustedAfter { print("every state is reached in \(last) steps") }
  /// ```
  public var exhaustedAfter: Int?
  /// The cap that stopped the search short of ``requestedDepth``, if one did.
  ///
  /// ```swift
  /// #expect(result.certificate?.stoppedBy == nil)
  /// ```
  public var stoppedBy: Cap?
  /// The fields and generators with more distinct values than the search tried.
  ///
  /// ```swift
  /// #expect(result.certificate?.cutValues == [])
  /// ```
  public var cutValues: [String]
  /// The shard that made this part of the search, when it was split.
  ///
  /// ```swift
  /// print(result.certificate?.shard?.description ?? "all")
  /// ```
  public var shard: ExploreShard?

  /// What stopped a search short of its depth.
  ///
  /// ```swift
  /// if result.certificate?.stoppedBy == .states { print("raise maximumStates") }
  /// ```
  public enum Cap: Sendable, Equatable {
    /// It held ``ExhaustiveSearch/maximumStates`` distinct states.
    case states
    /// It ran for ``ExhaustiveSearch/timeLimit``.
    case time
  }

  /// The certificate in words, as the documentation shows it.
  ///
  /// ```swift
  /// print(result.certificate!)  // No check failed within 6 steps: …
  /// ```
  public var description: String { ExhaustiveMessages.certificate(self) }
}
