import Arch

/// The wording of every message an exploration reports.
enum ExploreMessages {
  static let seedVariable = "ARCH_EXPLORE_SEED"

  static func invariantBroken(_ name: String) -> String {
    "the invariant \(name.debugDescription) does not hold."
  }

  static func impureView(first: String, second: String) -> String {
    """
    rendering the same state twice gave two different views: the view must be a pure function of \
    the state. First:
    \(indented(first))
    Then:
    \(indented(second))
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
    the explorer ran effect \(picked + 1) of the \(ready) ready here, not the oldest; \
    a TestStore runs the oldest first
    """
  }

  /// The whole report of a failure, with its shrunk test and how to replay it.
  static func failure(
    _ violation: ExploreViolation, seed: UInt64, run: Int, runs: Int, originalStep: Int,
    test: [String], finalState: String
  ) -> String {
    let runText = runs > 1 ? " (run \(run + 1) of \(runs))" : ""
    return """
      explore found a failure: \(violation.detail)
      Seed \(seed)\(runText) failed at step \(originalStep); the shortest sequence found fails at \
      step \(violation.step):

      \(indented(test.joined(separator: "\n")))

      The state then: \(finalState)
      Rerun exactly this case with `seed: \(seed)` or \(seedVariable)=\(seed).
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

  static func badSeedVariable(_ value: String) -> String {
    "\(seedVariable)=\(value.debugDescription) is not a seed: write a whole number, as a failure printed it."
  }

  private static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
  }
}
