/// How much an exploration tries: how many runs, how long each may be, and how hard it shrinks a
/// failure.
///
/// ```swift
/// await explore(Cart(), initialState: Cart.State(), environment: { _ in () },
///               actions: generators, invariants: invariants,
///               budget: ExploreBudget(runs: 1_000, maximumSteps: 40))
/// ```
///
/// Each field can be read or changed on its own:
///
/// ```swift
/// var budget = ExploreBudget.default
/// budget.runs = 500
/// budget.maximumSteps = 30
/// budget.maximumShrinkReplays = 5_000
/// ```
public struct ExploreBudget: Sendable {
  /// How many runs to try, each from its own seed, until one fails.
  public var runs: Int
  /// How many steps one run may take.
  public var maximumSteps: Int
  /// How many replays shrinking a failure may use.
  public var maximumShrinkReplays: Int
  /// Whether each run favours a random subset of the kinds of steps (swarm testing): the view, the
  /// generators, the clock, and each control and generator by name, each kept or left out by the
  /// run's seed.
  ///
  /// On by default: runs that repeat a few kinds reach combinations a uniform choice
  /// rarely makes, such as one control used many times in a row. Turn it off to draw every step
  /// uniformly.
  ///
  /// ```swift
  /// var uniform = ExploreBudget.default
  /// uniform.swarms = false
  /// ```
  public var swarms = true
  /// How a clean exploration reports what it never reached; ``ExploreBlindSpots/warning`` by default.
  ///
  /// ```swift
  /// var strict = ExploreBudget.default
  /// strict.blindSpots = .failure
  /// ```
  public var blindSpots = ExploreBlindSpots.warning
  /// Which shard of a split exploration to run, or `nil` for `ARCH_EXPLORE_SHARD`, else all of it.
  ///
  /// ```swift
  /// var budget = ExploreBudget.default
  /// budget.shard = ExploreShard.all(8)[1]  // shard 2/8
  /// ```
  public var shard: ExploreShard?
  /// The exhaustive search to make instead of random runs, or `nil` for random runs; set by
  /// ``exhaustive(depth:maximumReorderings:maximumStates:timeLimit:)``.
  ///
  /// ```swift
  /// ExploreBudget.exhaustive(depth: 6).exhaustive?.depth  // 6
  /// ```
  public var exhaustive: ExhaustiveSearch?
  /// The exhaustive search made after the random runs when none of them failed, or `nil` for
  /// random runs only; by default every distinct state within 6 steps, up to 300 of them.
  ///
  /// The state cap bounds its cost; the time limit, 10 seconds, is only a safety net for a feature
  /// whose steps are slow. A tighter one would make what a test finds depend on how fast the machine
  /// runs it (a sanitizer's build, a busy CI runner), and a test must find the same on every machine.
  /// Random runs find a bug that needs a long set-up in one order, or one order of timed effects,
  /// only by luck; a search to a small depth finds every such bug within it, as a shortest test. A
  /// search a cap stopped proves only the depth it finished, which ``ExploreResult/certificate``
  /// says; it is no warning, since the default asks for no depth.
  ///
  /// ```swift
  /// var randomOnly = ExploreBudget.default
  /// randomOnly.exhaustiveAfterRuns = nil
  /// ```
  public var exhaustiveAfterRuns: ExhaustiveSearch? = ExhaustiveSearch(
    depth: 6, maximumStates: 300, timeLimit: .seconds(10))

  /// Makes a budget.
  ///
  /// ```swift
  /// ExploreBudget(runs: 50, maximumSteps: 10)
  /// ```
  public init(runs: Int = 100, maximumSteps: Int = 20, maximumShrinkReplays: Int = 1_000) {
    precondition(runs > 0 && maximumSteps > 0, "an exploration needs at least one run of one step")
    self.runs = runs
    self.maximumSteps = maximumSteps
    self.maximumShrinkReplays = maximumShrinkReplays
  }

  /// 100 runs of up to 20 steps, as many as Hypothesis tries by default, then every distinct
  /// state within 6 steps (``exhaustiveAfterRuns``): quick enough for every test run.
  ///
  /// ```swift
  /// await explore(Cart(), initialState: Cart.State(), environment: { _ in () },
  ///               actions: generators, budget: .default)
  /// ```
  public static let `default` = ExploreBudget()
}
