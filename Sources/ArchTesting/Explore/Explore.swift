import Arch

/// Explores a feature the way a person and the world could drive it, and reports the shortest
/// sequence that breaks it as a ready-to-paste `TestStore` test.
///
/// Each run starts from `initialState` with a fresh environment built on a fresh ``TestClock``, and
/// takes up to `budget.maximumSteps` steps, each drawn at random from:
/// - the controls of the rendered view a person could use: tap an enabled button, flip a toggle,
///   type into a field (a short generated text, or one of the field's ``FieldVocabulary``: boundary
///   texts for what it holds, and the `texts` given for it), submit it;
/// - the `actions` generators;
/// - moving the clock: to the next sleeping effect's deadline, or by a generated amount;
///
/// and, whenever several effects are ready to go on, which one runs next. After every step (and
/// after every output an effect sends) it checks the `invariants`, that rendering the same state
/// twice gives the same view, that no effect threw an error it does not handle, and that no
/// runtime issue was reported (such as an action the feature rejects). It replays the first run to
/// check that the same seed gives the same trace.
///
/// On the first failure it shrinks the run's recorded choices (fewer steps, simpler texts and
/// numbers, fewer and shorter clock moves, effects in the order they started) and reports the
/// shortest failing sequence at the call site, with the base seed the runs came from: pass it as
/// `seed:`, or set `ARCH_EXPLORE_SEED`, to replay exactly that exploration. Without either, the
/// runs come from a fixed base seed, so every test run explores the same sequences;
/// `ARCH_EXPLORE_SEED=random` draws a new one each time (a nightly job), printed on a failure.
///
/// Effects must run on the tasks the feature's effects start and wait only on the clock they are
/// given: an effect that hops to the main actor or waits on real time leaves the explorer's control.
///
/// ```swift
/// @Test func groceriesKeepTheirPromises() async {
///   await explore(
///     GroceryList.feature,
///     initialState: GroceryState(),
///     environment: { clock in
///       .test(api: .returning([.milk]), storage: .inMemory(), clock: clock, makeID: .incrementing)
///     },
///     view: GroceryViewBuilder(),
///     invariants: [
///       Invariant("bought ≤ items") { state in state.items.count { $0.isBought } <= state.items.count },
///       Invariant("no two items share an id") { state in
///         Set(state.items.map(\.id)).count == state.items.count
///       },
///     ])
/// }
/// ```
///
/// - Parameters:
///   - feature: The feature to explore.
///   - initialState: Where every run starts.
///   - environment: Builds a fresh environment for each run on the run's test clock.
///   - view: The view builder whose controls the runs use; without one, only `actions` are sent.
///   - actions: Generators of actions besides what the view offers.
///   - invariants: What must hold after every step.
///   - texts: What to type into particular text fields, besides their ``FieldVocabulary``.
///   - budget: How many runs, how many steps each, how many replays for shrinking.
///   - seed: The base seed to explore from; the one a failure printed replays that exploration.
///   - fileID: The file ID of the call, where a failure is reported; leave the default.
///   - filePath: The file path of the call, where a failure is reported; leave the default.
///   - line: The line of the call, where a failure is reported; leave the default.
///   - column: The column of the call, where a failure is reported; leave the default.
/// - Returns: How many runs and steps it made, and the failure it reported, if any.
@inlinable @discardableResult
public nonisolated(nonsending) func explore<F: Feature>(
  _ feature: F,
  initialState: F.State,
  environment: @escaping (TestClock) -> F.Environment,
  view: (any ViewBuilder<F.State, F.Action>)? = nil,
  actions: [ActionGenerator<F.State, F.Action>] = [],
  invariants: [Invariant<F.State, F.Action>] = [],
  texts: [FieldText] = [],
  budget: ExploreBudget = .default,
  seed: UInt64? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) async -> ExploreResult where F.State: Equatable, F.Action: Equatable {
  await explore(
    feature, initialState: initialState, environment: environment, view: view, actions: actions,
    invariants: invariants, texts: texts, budget: budget, seed: seed,
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// ``explore(_:initialState:environment:view:actions:invariants:texts:budget:seed:fileID:filePath:line:column:)``
/// reporting at `site`, for helpers that forward their caller's location. (A default of
/// `CallSite()` would be the helper's own line: take the caller's site as an argument.)
///
/// ```swift
/// func exploreCart(at site: CallSite) async {
///   await explore(Cart(), initialState: Cart.State(), environment: { _ in () },
///                 actions: Cart.generators, at: site)
/// }
/// await exploreCart(at: CallSite())  // a failure lands on this line
/// ```
@inlinable @discardableResult
public nonisolated(nonsending) func explore<F: Feature>(
  _ feature: F,
  initialState: F.State,
  environment: @escaping (TestClock) -> F.Environment,
  view: (any ViewBuilder<F.State, F.Action>)? = nil,
  actions: [ActionGenerator<F.State, F.Action>] = [],
  invariants: [Invariant<F.State, F.Action>] = [],
  texts: [FieldText] = [],
  budget: ExploreBudget = .default,
  seed: UInt64? = nil,
  at site: CallSite
) async -> ExploreResult where F.State: Equatable, F.Action: Equatable {
  // Inlinable so the view checks are made, specialized, where the feature's types are known.
  await exploreFeature(
    feature, initialState: initialState, environment: environment, view: view, actions: actions,
    invariants: invariants, budget: budget, seed: seed, viewChecks: ExploreViewChecks(), subject: nil,
    texts: texts, at: site)
}

/// The exploration behind both `explore` overloads, with view checks its inlinable caller made.
@usableFromInline
nonisolated(nonsending) func exploreFeature<F: Feature>(
  _ feature: F,
  initialState: F.State,
  environment: @escaping (TestClock) -> F.Environment,
  view: (any ViewBuilder<F.State, F.Action>)?,
  actions: [ActionGenerator<F.State, F.Action>],
  invariants: [Invariant<F.State, F.Action>],
  budget: ExploreBudget,
  seed: UInt64?,
  viewChecks: ExploreViewChecks<F.Action>,
  subject: Any.Type?,
  texts: [FieldText] = [],
  makeStart: ((TestClock) -> (state: F.State, environment: F.Environment))? = nil,
  at site: CallSite
) async -> ExploreResult where F.State: Equatable, F.Action: Equatable {
  let baseSeed: UInt64
  switch ExploreSeed.baseSeed(pinned: seed) {
  case .success(let base): baseSeed = base
  case .failure(let error):
    reportIssue(error.message, at: site)
    return ExploreResult(runs: 0, steps: 0, failure: nil)
  }
  var budget = budget
  if budget.shard == nil {
    switch ExploreShard.fromEnvironment() {
    case .success(let shard): budget.shard = shard
    case .failure(let error):
      reportIssue(error.message, at: site)
      return ExploreResult(runs: 0, steps: 0, failure: nil)
    }
  }
  let setup = ExploreSetup(
    feature: feature, initialState: initialState, makeEnvironment: environment, view: view,
    viewChecks: viewChecks, generators: actions, invariants: invariants,
    maximumSteps: budget.maximumSteps, texts: texts,
    reproduction: ExploreReproduction(at: site, subject: subject), makeStart: makeStart)
  if let search = budget.exhaustive {
    let (result, issue) = await ExhaustiveExplorer(
      setup: setup, search: search, shard: budget.shard, baseSeed: baseSeed
    ).explore()
    if let issue { reportIssue(issue.message, severity: issue.severity, at: site) }
    return result
  }
  let (result, message, isBlindSpots) = await Explorer(setup: setup, budget: budget, baseSeed: baseSeed)
    .explore(
      seeds: budget.shard.map { ExploreSeed.runSeeds(from: baseSeed, runs: budget.runs, shard: $0) }
        ?? ExploreSeed.runSeeds(from: baseSeed, runs: budget.runs))
  if let message {
    // Blind spots are a warning unless the budget asks for a failure.
    let isWarning = isBlindSpots && budget.blindSpots == .warning
    reportIssue(message, severity: isWarning ? .note : .failure, at: site)
  }
  return result
}
