import Arch

/// Explores the feature `subject` sets up, and on a failure prints a test that compiles and runs as
/// printed in the calling test target.
///
/// Each run builds a fresh store with `subject`'s `makeStore(clock:)` on its own ``TestClock`` and
/// drives its feature from the store's initial state through the store's view, its generators
/// (`actions`) and the clock, checking its `invariants` after every step, as
/// ``explore(_:initialState:environment:view:actions:invariants:texts:budget:seed:fileID:filePath:line:column:)``
/// does. The test printed on a failure calls `makeStore(clock:)` again, uses the same controls by
/// label, moves the clock the same way, and ends with `store.expect(invariants)`: it fails on the
/// bug and passes once the feature is fixed (see `ExploreTestWriter` for what it asserts).
///
/// ```swift
/// @Test func checkoutKeepsItsPromises() async {
///   await explore(BlankName.Exploration.self)
/// }
/// ```
///
/// - Parameters:
///   - subject: The type that makes the store and names the invariants.
///   - budget: How many runs, how many steps each, how many replays for shrinking.
///   - seed: The base seed to explore from; the one a failure printed replays that exploration.
///   - fileID: The file ID of the call, where a failure is reported; leave the default.
///   - filePath: The file path of the call, where a failure is reported; leave the default.
///   - line: The line of the call, where a failure is reported; leave the default.
///   - column: The column of the call, where a failure is reported; leave the default.
/// - Returns: How many runs and steps it made, and the failure it reported, if any.
@inlinable @discardableResult
public nonisolated(nonsending) func explore<Subject: Explorable>(
  _ subject: Subject.Type,
  budget: ExploreBudget = .default,
  seed: UInt64? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) async -> ExploreResult {
  // Inlinable so the view checks are made, specialized, where the feature's types are known.
  await exploreSubject(
    subject, budget: budget, seed: seed, viewChecks: ExploreViewChecks(),
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The exploration behind `explore(_:budget:seed:…)`: the feature and view of one store `subject`
/// makes, and a fresh store's initial state and environment for each run, so every run starts from
/// fresh shared values as a fresh test does.
@usableFromInline
nonisolated(nonsending) func exploreSubject<Subject: Explorable>(
  _ subject: Subject.Type, budget: ExploreBudget, seed: UInt64?,
  viewChecks: ExploreViewChecks<Subject.Explored.Action>, at site: CallSite
) async -> ExploreResult {
  let template = Subject.makeStore(clock: TestClock())
  return await exploreFeature(
    template.engine.feature, initialState: template.engine.state,
    environment: { clock in Subject.makeStore(clock: clock).environment }, view: template.view,
    actions: Subject.actions, invariants: Subject.invariants, budget: budget, seed: seed,
    viewChecks: viewChecks, subject: subject, texts: Subject.texts,
    makeStart: { clock in
      let store = Subject.makeStore(clock: clock)
      return (store.engine.state, store.environment)
    }, at: site)
}
