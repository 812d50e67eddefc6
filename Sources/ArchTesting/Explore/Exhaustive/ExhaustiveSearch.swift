/// How far an exhaustive exploration goes: every distinct state within `depth` steps, breadth first,
/// with ready effects reordered at most `maximumReorderings` times in a run.
///
/// Set through ``ExploreBudget/exhaustive(depth:maximumReorderings:maximumStates:timeLimit:)``:
///
/// ```swift
/// await explore(BlankName.Exploration.self, budget: .exhaustive(depth: 6))
/// ```
public struct ExhaustiveSearch: Sendable, Equatable {
  /// How many steps from the initial state the search proves.
  ///
  /// ```swift
  /// ExploreBudget.exhaustive(depth: 6).exhaustive?.depth  // 6
  /// ```
  public var depth: Int
  /// How many times in one run an effect may go before one that became ready earlier: 0 first, then
  /// 1, then 2, as loom bounds preemptions.
  ///
  /// ```swift
  /// ExploreBudget.exhaustive(depth: 4, maximumReorderings: 1).exhaustive?.maximumReorderings  // 1
  /// ```
  public var maximumReorderings: Int
  /// How many distinct states the search may hold before it stops, with a warning, short of `depth`.
  ///
  /// ```swift
  /// ExploreBudget.exhaustive(depth: 8, maximumStates: 1_000_000).exhaustive?.maximumStates
  /// ```
  public var maximumStates: Int
  /// How long the search may take before it stops, with a warning, short of `depth`; `nil` for no
  /// limit.
  ///
  /// A search stopped by time proves a depth that depends on the machine.
  ///
  /// ```swift
  /// ExploreBudget.exhaustive(depth: 8, timeLimit: .seconds(30)).exhaustive?.timeLimit
  /// ```
  public var timeLimit: Duration?
  /// Whether the search keeps a run at rest at a new state to take that state's first step, instead
  /// of a fresh run replaying the steps to it; off only where a test compares the two.
  var keepsRunsAtRest = true

  /// Makes a search to `depth`; ``ExploreBudget/exhaustive(depth:maximumReorderings:maximumStates:timeLimit:)``
  /// makes a budget of one.
  ///
  /// ```swift
  /// var budget = ExploreBudget.default
  /// budget.exhaustiveAfterRuns = ExhaustiveSearch(depth: 4, maximumStates: 500)
  /// ```
  ///
  /// - Parameters:
  ///   - depth: How many steps from the initial state to prove.
  ///   - maximumReorderings: How many times in a run ready effects may go out of the order they
  ///     became ready in.
  ///   - maximumStates: How many distinct states to hold at most.
  ///   - timeLimit: How long to search at most; `nil` for no limit.
  public init(
    depth: Int, maximumReorderings: Int = 2, maximumStates: Int = 100_000, timeLimit: Duration? = nil
  ) {
    precondition(
      depth > 0 && maximumReorderings >= 0 && maximumStates > 0, "an exhaustive search needs a depth")
    self.depth = depth
    self.maximumReorderings = maximumReorderings
    self.maximumStates = maximumStates
    self.timeLimit = timeLimit
  }
}

extension ExploreBudget {
  /// A budget that explores every distinct state within `depth` steps, breadth first, instead of
  /// random runs: the first failure it finds is one of the shortest, and a clean run is a
  /// certificate (``ExploreResult/certificate``).
  ///
  /// ```swift
  /// await explore(BlankName.Exploration.self, budget: .exhaustive(depth: 6))
  /// ```
  ///
  /// - Parameters:
  ///   - depth: How many steps from the initial state to prove.
  ///   - maximumReorderings: How many times in a run ready effects may go out of the order they
  ///     became ready in.
  ///   - maximumStates: How many distinct states to hold at most.
  ///   - timeLimit: How long to search at most; `nil` for no limit.
  /// - Returns: A budget of one search to `depth`, whose other fields the search does not use.
  public static func exhaustive(
    depth: Int, maximumReorderings: Int = 2, maximumStates: Int = 100_000, timeLimit: Duration? = nil
  ) -> ExploreBudget {
    var budget = ExploreBudget(runs: 1, maximumSteps: depth)
    budget.exhaustive = ExhaustiveSearch(
      depth: depth, maximumReorderings: maximumReorderings, maximumStates: maximumStates,
      timeLimit: timeLimit)
    return budget
  }
}
