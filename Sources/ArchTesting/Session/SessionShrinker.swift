import Arch

/// Shrinks the actions of a recorded session that break an invariant to the fewest, and the clock
/// moves before them to the shortest, with which the same invariant still breaks, using explore's
/// ``ChoiceShrinker`` in two rounds.
///
/// 1. Steps: the choices are the indices of the actions kept, in order; the shrinker deletes halves,
///    quarters and so on of them (a long session), then chunks of up to eight and single actions. Each kept action keeps its recorded time, so the gap a deleted
///    action leaves is added to the next kept one's delay, and the clock still reaches the time the
///    invariant broke at the end.
/// 2. Time: the choices are the delays before each kept action and the final one, in nanoseconds;
///    the shrinker lowers each toward zero, to the deadline that matters (a 300 ms debounce keeps
///    exactly 300 ms).
///
/// A candidate counts only when its replay, as the printed test runs it, reports nothing and ends
/// with the same invariant broken: so the printed test fails the same way on the bug.
struct SessionShrinker<Subject: Explorable> {
  typealias Trial = SessionTrial<Subject>

  /// The recorded actions: their indices in the session and their recorded times.
  let actions: [(index: Int, action: Subject.Explored.Action, time: Duration)]
  /// When the invariant broke, from the session's start.
  let end: Duration
  let invariant: String
  let maximumReplays: Int

  /// A replay together with the choices it was made from.
  struct Candidate {
    var choices: [Int]
    var outcome: Trial.Outcome
  }

  /// The shortest failing replay found from `failing`, which replays every action up to `end`, and
  /// how many replays it took.
  nonisolated(nonsending) func shrink(_ failing: Trial.Outcome) async -> (Trial.Outcome, replays: Int) {
    let byStep = ChoiceShrinker<Candidate>(
      failing: Candidate(choices: Array(actions.indices), outcome: failing), maximumReplays: maximumReplays,
      passes: [.deletingHalves, .deleting], choicesOf: \.choices, stepsOf: \.choices.count,
      replay: { kept in await accepted(keeping: kept) })
    let fewest = await byStep.shrink()
    let byTime = ChoiceShrinker<Candidate>(
      failing: Candidate(choices: Self.nanoseconds(of: fewest.outcome), outcome: fewest.outcome),
      maximumReplays: maximumReplays - byStep.replays, passes: .lowering, choicesOf: \.choices,
      stepsOf: { _ in 0 },
      replay: { delays in await accepted(delays: delays, of: fewest.outcome.steps) })
    let shortest = await byTime.shrink()
    return (shortest.outcome, byStep.replays + byTime.replays)
  }

  /// The replay of the actions at `kept` (positions in ``actions``), each at its recorded time.
  func steps(keeping kept: [Int]) -> (steps: [Trial.Step], finalDelay: Duration) {
    Self.steps(of: kept.map { actions[$0] }, until: end)
  }

  /// The replay of `actions`, each at its recorded time, the clock moving on to `end` after the last.
  ///
  /// A time earlier than the one before it (a hand-edited file) waits for nothing.
  static func steps(
    of actions: [(index: Int, action: Subject.Explored.Action, time: Duration)], until end: Duration
  ) -> (steps: [Trial.Step], finalDelay: Duration) {
    var previous = Duration.zero
    let steps = actions.map { index, action, time in
      defer { previous = max(previous, time) }
      return Trial.Step(index: index, action: action, delay: max(.zero, time - previous))
    }
    return (steps, max(.zero, end - previous))
  }

  private nonisolated(nonsending) func accepted(keeping kept: [Int]) async -> Candidate? {
    let (steps, finalDelay) = steps(keeping: kept)
    return accept(await Trial.run(steps, finalDelay: finalDelay), choices: kept)
  }

  private nonisolated(nonsending) func accepted(delays: [Int], of steps: [Trial.Step]) async -> Candidate? {
    var steps = steps
    for position in steps.indices { steps[position].delay = .nanoseconds(delays[position]) }
    let outcome = await Trial.run(steps, finalDelay: .nanoseconds(delays[steps.count]))
    return accept(outcome, choices: delays)
  }

  private func accept(_ outcome: Trial.Outcome, choices: [Int]) -> Candidate? {
    guard outcome.issues.isEmpty, outcome.brokenInvariant == invariant else { return nil }
    return Candidate(choices: choices, outcome: outcome)
  }

  /// The delays of `outcome`'s steps and its final delay, in whole nanoseconds (what a clock move
  /// can be shortened to; a recorded time finer than that keeps its nanoseconds).
  private static func nanoseconds(of outcome: Trial.Outcome) -> [Int] {
    (outcome.steps.map(\.delay) + [outcome.finalDelay]).map { delay in
      // A hand-edited time may be centuries long: clamped, such a delay is only never shortened.
      let (seconds, attoseconds) = delay.components
      let (whole, overflow) = Int(seconds).multipliedReportingOverflow(by: 1_000_000_000)
      guard !overflow else { return seconds < 0 ? Int.min : Int.max }
      let (total, overflowsToo) = whole.addingReportingOverflow(Int(attoseconds / 1_000_000_000))
      return overflowsToo ? Int.max : total
    }
  }
}
