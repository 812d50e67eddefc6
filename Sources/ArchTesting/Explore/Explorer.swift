import Arch

/// Runs an exploration: run after run from their seeds, a replay of the first run to check the
/// feature repeats itself, and, on the first failure, a replay to confirm it and the shrinking;
/// when no run failed, the budget's bounded exhaustive search.
struct Explorer<F: Feature> where F.State: Equatable, F.Action: Equatable {
  typealias Outcome = ExploreRun<F>.Outcome

  let setup: ExploreSetup<F>
  let budget: ExploreBudget
  /// The seed the runs' seeds come from, which a failure prints to replay the exploration.
  let baseSeed: UInt64

  /// What the exploration found, and the message to report, if any: a failure, or the blind spots
  /// of a clean exploration (`isBlindSpots`).
  nonisolated(nonsending) func explore(seeds: [UInt64]) async -> (
    result: ExploreResult, message: String?, isBlindSpots: Bool
  ) {
    var steps = 0
    let coverage = ExploreCoverageRecorder<F.State, F.Action>(
      screens: ExploreScreens.declared(in: setup.feature))
    for (index, seed) in seeds.enumerated() {
      // Between runs, the caller's actor runs its other jobs: from a main-actor test, a whole
      // exploration would hold the main actor, and other tests' effects waiting for it would stall.
      if index > 0 { await Task.yield() }
      let outcome = await ExploreRun(
        setup, choices: ChoiceSequence(seed: seed), coverage: coverage,
        swarm: budget.swarms ? ExploreSwarm(runSeed: seed) : nil
      ).run()
      steps += outcome.steps
      if index == 0 || outcome.violation != nil {
        let replay = await replay(outcome.choices)
        if let difference = ExploreTraceComparison.firstDifference(
          outcome.trace, replay.trace, firstTexts: outcome.stateTexts, secondTexts: replay.stateTexts)
        {
          let message = ExploreMessages.nondeterministic(
            seed: seed, step: difference.index, first: difference.first, second: difference.second)
          return (
            ExploreResult(runs: index + 1, steps: steps, failure: nil, coverage: coverage.coverage), message,
            false
          )
        }
      }
      guard let violation = outcome.violation else { continue }
      var failure = await shrink(outcome, violation: violation, seed: seed, run: index, runs: seeds.count)
      if var shorter = await shorterFailure(than: failure.step) {
        shorter.run = index
        failure = shorter
      }
      return (
        ExploreResult(runs: index + 1, steps: steps, failure: failure, coverage: coverage.coverage),
        failure.message, false
      )
    }
    var certificate: ExploreCertificate?
    if let search = budget.exhaustiveAfterRuns {
      let searched = await ExhaustiveExplorer(
        setup: setup, search: search, shard: budget.shard, baseSeed: baseSeed, recordsCoverage: false
      )
      .explore().result
      if var failure = searched.failure {
        failure.run = seeds.count
        return (
          ExploreResult(runs: seeds.count, steps: steps, failure: failure, coverage: coverage.coverage),
          failure.message, false
        )
      }
      // A search a cap stopped before its first step proves nothing.
      certificate = searched.certificate.flatMap { $0.depth > 0 ? $0 : nil }
    }
    let spots = coverage.blindSpots(invariants: setup.invariants)
    return (
      ExploreResult(
        runs: seeds.count, steps: steps, failure: nil, coverage: coverage.coverage, certificate: certificate),
      spots.isEmpty || budget.blindSpots == .ignored
        ? nil : ExploreMessages.blindSpots(spots, runs: seeds.count, severity: budget.blindSpots), true
    )
  }

  /// A failure of fewer steps than `steps` that the budget's search finds within its depth and states.
  ///
  /// Shrinking removes what it can from one run, and may keep a step a shorter sequence does
  /// without. Not bound by time, so the report is the same on every machine.
  private nonisolated(nonsending) func shorterFailure(than steps: Int) async -> ExploreFailure? {
    guard var search = budget.exhaustiveAfterRuns, steps > 1 else { return nil }
    search.depth = min(search.depth, steps - 1)
    search.timeLimit = nil
    return await ExhaustiveExplorer(
      setup: setup, search: search, shard: nil, baseSeed: baseSeed, recordsCoverage: false
    )
    .explore().result.failure
  }

  private nonisolated(nonsending) func replay(_ choices: [Int]) async -> Outcome {
    await ExploreRun(setup, choices: ChoiceSequence(replaying: choices)).run()
  }

  private nonisolated(nonsending) func shrink(
    _ outcome: Outcome, violation: ExploreViolation, seed: UInt64, run: Int, runs: Int
  ) async -> ExploreFailure {
    let shrinker = ChoiceShrinker<Outcome>(
      failing: outcome, maximumReplays: budget.maximumShrinkReplays, choicesOf: \.choices,
      stepsOf: { $0.violation?.step ?? .max },
      replay: { choices in
        let replayed = await replay(choices)
        return replayed.violation?.kind == violation.kind ? replayed : nil
      })
    let shrunk = await shrinker.shrink()
    let (trace, removedMoves) = ExploreClockMoves.merged(shrunk.trace)
    var shrunkViolation = shrunk.violation ?? violation
    shrunkViolation.step -= removedMoves
    let test = ExploreTestWriter(
      trace: trace, violation: shrunkViolation, reproduction: setup.reproduction,
      checksAfterEveryInput: await brokeMidStep(shrunk, violation: shrunkViolation)
    ).lines
    let finalState = Self.lastState(of: trace) ?? setup.initialState
    var message = ExploreMessages.failure(
      shrunkViolation, baseSeed: baseSeed, run: run, runs: runs, originalStep: violation.step, test: test,
      hasPlaceholders: setup.reproduction.subject == nil,
      finalState: TestStoreText.abbreviated(finalState, limit: 600), shard: budget.shard)
    if let shard = budget.shard {
      message += "\n" + ExploreMessages.shardRuns(shard, runNumbers: shard.runNumbers(runs: runs))
    }
    return ExploreFailure(
      seed: baseSeed, run: run, originalStep: violation.step, step: shrunkViolation.step, test: test,
      message: message)
  }

  /// Whether the invariant `violation` names broke only between two inputs of a step: a replay that
  /// checks invariants when steps end, as a test's `store.expect` does, does not see it break.
  private nonisolated(nonsending) func brokeMidStep(_ shrunk: Outcome, violation: ExploreViolation) async
    -> Bool
  {
    guard case .invariant = violation.kind else { return false }
    let atStepEnds = await ExploreRun(
      setup, choices: ChoiceSequence(replaying: shrunk.choices), invariantsAtStepEndsOnly: true
    ).run()
    return atStepEnds.violation?.kind != violation.kind
  }

  /// The state after the last input of `trace`, if it has one.
  static func lastState(of trace: [ExploreEvent<F.State, F.Action, F.Output>]) -> F.State? {
    for event in trace.reversed() {
      switch event {
      case .send(_, _, let state), .receive(_, let state): return state
      case .advance, .reorder: continue
      }
    }
    return nil
  }
}
