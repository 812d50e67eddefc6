import Arch

/// The wording of every message an exploration reports.
enum ExploreMessages {
  static let seedVariable = "ARCH_EXPLORE_SEED"
  static let shardVariable = "ARCH_EXPLORE_SHARD"

  /// Which runs a shard made, so the shards of one base seed are seen to be disjoint.
  static func shardRuns(_ shard: ExploreShard, runNumbers: [Int]) -> String {
    let shown = runNumbers.prefix(3).map { String($0 + 1) }.joined(separator: ", ")
    return """
      This is shard \(shard) (\(shardVariable)=\(shard)): its runs are numbers \(shown), …, \
      one in every \(shard.count) of the base seed's.
      """
  }

  static func badShardVariable(_ value: String) -> String {
    """
    \(shardVariable)=\(value.debugDescription) is not a shard: write k/n, the shard k of n \
    (1 ≤ k ≤ n), such as 2/8.
    """
  }

  static func invariantBroken(_ name: String) -> String {
    failureHeadline(.invariant(name)) + "."
  }

  /// What `TestStore.expect(_:)` reports for an invariant the store's current state breaks.
  static func storeInvariantBroken(_ name: String, state: String) -> String {
    "The invariant \(name.debugDescription) does not hold. The state: \(state)"
  }

  /// What `TestStore.expectAlways(_:)` reports for an invariant an action or an output broke.
  static func storeInvariantBrokenAfterInput(_ name: String, after input: String, state: String) -> String {
    "The invariant \(name.debugDescription) does not hold after \(input). The state: \(state)"
  }

  /// The action of a test's step, for ``storeInvariantBrokenAfterInput(_:after:state:)``.
  static func afterAction(step: String) -> String { step }

  /// An output an effect of a test's step sent, for ``storeInvariantBrokenAfterInput(_:after:state:)``.
  static func afterOutput(_ output: String, step: String) -> String {
    "\(output), sent by an effect of \(step)"
  }

  static func impureView(first: String, second: String) -> String {
    """
    rendering the same state twice gave two different views: the view must be a pure function of \
    the state. First:
    \(TestStoreMessages.indented(first))
    Then:
    \(TestStoreMessages.indented(second))
    """
  }

  static func unhandledError(_ error: any Error, effectName: String?) -> String {
    let effect = effectName.map { "the effect \($0.debugDescription)" } ?? "an effect"
    return "\(effect) threw \(OneLineDescription.of(error)) and has no `catch:` handler."
  }

  static func runtimeIssue(_ message: String) -> String {
    "the feature reported a runtime issue: \(message)"
  }

  static func controlRejected(_ move: String, action: some Any, issue: String) -> String {
    """
    the view offers a control whose action the feature rejects: \(move) sent \
    \(OneLineDescription.of(action)), and the feature reported: \(issue)
    """
  }

  static func runawayEffects(jobs: Int) -> String {
    "effects ran \(jobs) times in one step without waiting on anything: one of them loops forever."
  }

  /// What the last line of the written test says failed.
  static func failureHeadline(_ kind: ExploreViolation.Kind) -> String {
    switch kind {
    case .invariant(let name): "the invariant \(name.debugDescription) does not hold"
    case .impureView: "the view differs between two renderings of this state"
    case .unhandledError: "an effect threw an error it does not handle"
    case .runtimeIssue: "a runtime issue is reported"
    case .runawayEffects: "effects run forever"
    }
  }

  static func reordered(picked: Int, ready: Int) -> String {
    """
    effect \(picked + 1) of the \(ready) ready went first here
    """
  }

  /// The comment the printed test gives an output the feature applied as an effect sent it.
  static func received(_ output: String) -> String { "the feature receives \(output)" }

  // MARK: Describing a run

  /// A reordering, as a replay that differs reads it.
  static func ranFirst(picked: Int, ready: Int) -> String { "effect \(picked + 1) of \(ready) ran first" }

  /// Where a replay ran out of events before the run it replays.
  static let endOfRun = "the end of the run"

  /// The comment closing a written test cut short.
  static func moreEvents(_ count: Int) -> String { "… \(count) more events like these" }

  /// A step taken by an action generator.
  static func generator(_ name: String) -> String { "the generator \(name.debugDescription)" }

  /// A step of a recorded session sent directly, as the printed test's comment names it.
  static func sessionStep(_ index: Int) -> String { "step \(index + 1) of the session" }

  /// What a person did with a control: `tap "Delete" in row "2"`.
  static func control(_ interaction: ViewInteraction, label: String, rowID: String?) -> String {
    let described =
      if case .type(let text) = interaction {
        "type \(text.debugDescription) into \(label.debugDescription)"
      } else {
        "\(interaction.verb) \(label.debugDescription)"
      }
    return rowID.map { "\(described) in row \($0.debugDescription)" } ?? described
  }

  /// The whole report of a failure, with its shrunk test and how to replay it.
  static func failure(
    _ violation: ExploreViolation, baseSeed: UInt64, run: Int, runs: Int, originalStep: Int,
    test: [String], hasPlaceholders: Bool, finalState: String, shard: ExploreShard? = nil
  ) -> String {
    """
    explore found a failure: \(violation.detail)
    \(runLabel(run, of: runs, shard: shard)) failed at step \(originalStep); the shortest sequence \
    found fails at step \(violation.step):

    \(TestStoreMessages.indented(test.joined(separator: "\n")))
    \(hasPlaceholders ? "\n" + placeholdersHint + "\n" : "")
    The state then: \(finalState)
    \(replaySentence(baseSeed: baseSeed, shard: shard))
    """
  }

  /// `Run 3 of 100`; in a shard, also the run's number among all the shards' runs.
  private static func runLabel(_ run: Int, of runs: Int, shard: ExploreShard?) -> String {
    guard let shard else { return "Run \(run + 1) of \(runs)" }
    return
      "Run \(run + 1) of this shard's \(runs) (number \(shard.runNumbers(runs: runs)[run] + 1) of the base seed's)"
  }

  private static func replaySentence(baseSeed: UInt64, shard: ExploreShard?) -> String {
    guard let shard else {
      return "Replay exactly this exploration with `seed: \(baseSeed)` or \(seedVariable)=\(baseSeed)."
    }
    return """
      Replay exactly this exploration with `seed: \(baseSeed)` and the budget's shard \(shard), or \
      \(seedVariable)=\(baseSeed) \(shardVariable)=\(shard).
      """
  }

  /// Why a printed test has placeholders, and how to get one without.
  static var placeholdersHint: String {
    """
    Fill in the two placeholders, or explore an `Explorable` type instead: its printed test calls \
    its `makeStore(clock:)` and `invariants`, and compiles as printed.
    """
  }

  static func nondeterministic(seed: UInt64, step: Int, first: String, second: String) -> String {
    """
    explore cannot trust its results: replaying seed \(seed) did not repeat the run. At event \(step) \
    it first saw
      \(first)
    and then
      \(second)
    Something the feature reads changes between runs: the real clock, random numbers, or a service \
    shared between runs. Build every service inside the `environment:` closure, which runs once per \
    run, and read time only from the clock it is given.
    """
  }

  /// The coverage report: what the runs reached, one kind a line.
  static func coverage(_ coverage: ExploreCoverage) -> String {
    func line(_ title: String, _ names: [String]) -> String {
      "\(title): " + (names.isEmpty ? "none" : names.joined(separator: ", "))
    }
    return [
      line("actions handled", coverage.actions),
      line("controls used", coverage.controls),
      line("state cases reached", coverage.stateCases),
      line("controls never enabled", coverage.neverEnabledControls),
    ].joined(separator: "\n")
  }

  static func badSeedVariable(_ value: String) -> String {
    """
    \(seedVariable)=\(value.debugDescription) is not a seed: write a whole number, as a failure printed \
    it, or `\(ExploreSeed.randomValue)`.
    """
  }
}
