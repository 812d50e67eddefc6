import Arch

/// The work behind `shrink(_:replayingWith:…)`: replay the whole session watching the invariants,
/// cut it where one first breaks, shrink, and print.
struct SessionReproducer<Subject: Explorable> {
  typealias F = Subject.Explored
  typealias Trial = SessionTrial<Subject>

  let session: RecordedSession<F.State, F.Action, F.Output>
  let maximumReplays: Int
  let site: CallSite

  enum Result {
    /// Every invariant holds through the whole session.
    case holds
    /// It cannot be shrunk, for the reason the message gives.
    case cannotShrink(String)
    case reproduced(SessionReproduction)
  }

  /// The session's actions, with their indices among its steps.
  private var actions: [(index: Int, action: F.Action, time: Duration)] {
    session.steps.enumerated().compactMap { index, step in
      guard case .action(let action) = step.input else { return nil }
      return (index, action, step.time)
    }
  }

  private var reproduction: ExploreReproduction {
    ExploreReproduction(at: site, subject: Subject.self, testNamePrefix: "replayed")
  }

  nonisolated(nonsending) func reproduce() async -> Result {
    if Subject.invariants.isEmpty {
      return .cannotShrink(SessionReproductionMessages.noInvariants(subject: reproduction.subject ?? ""))
    }
    if let message = differentStart() { return .cannotShrink(message) }
    let actions = self.actions
    let (steps, finalDelay) = SessionShrinker<Subject>.steps(
      of: actions, until: session.steps.last?.time ?? .zero)
    let watched = await Trial.run(steps, finalDelay: finalDelay, watching: true)
    guard let firstBreak = watched.firstBreak else {
      return watched.issues.isEmpty
        ? .holds : .cannotShrink(SessionReproductionMessages.replayReported(watched.issues))
    }
    let shrinker = SessionShrinker<Subject>(
      actions: Array(actions.prefix(firstBreak.stepsSent)), end: firstBreak.time,
      invariant: firstBreak.invariant, maximumReplays: maximumReplays)
    let prefix = shrinker.steps(keeping: Array(0..<firstBreak.stepsSent))
    let failing = await Trial.run(prefix.steps, finalDelay: prefix.finalDelay)
    guard failing.issues.isEmpty else {
      return .cannotShrink(SessionReproductionMessages.replayReported(failing.issues))
    }
    guard failing.brokenInvariant == firstBreak.invariant else {
      return .cannotShrink(
        SessionReproductionMessages.brokeOnlyInPassing(invariant: firstBreak.invariant, time: firstBreak.time)
      )
    }
    let (shrunk, replays) = await shrinker.shrink(failing)
    return .reproduced(report(shrunk, firstBreak: firstBreak, replays: replays, actions: actions.count))
  }

  /// The report of `shrunk`: its test, as explore's writer prints it, and the message around it.
  private func report(
    _ shrunk: Trial.Outcome, firstBreak: Trial.Break, replays: Int, actions: Int
  ) -> SessionReproduction {
    let test = ExploreTestWriter(
      trace: shrunk.trace,
      violation: ExploreViolation(
        kind: .invariant(firstBreak.invariant),
        describe: { ExploreMessages.invariantBroken(firstBreak.invariant) }, step: shrunk.steps.count),
      reproduction: reproduction
    ).lines
    let keptSteps = shrunk.steps.map(\.index)
    let message = SessionReproductionMessages.reproduced(
      invariant: firstBreak.invariant, actions: actions, originalActions: firstBreak.stepsSent,
      time: firstBreak.time, keptSteps: keptSteps, replays: replays, test: test,
      finalState: shrunk.finalState.map { TestStoreText.abbreviated($0, limit: 600) } ?? "")
    return SessionReproduction(
      invariant: firstBreak.invariant, originalActions: firstBreak.stepsSent, keptSteps: keptSteps,
      test: test,
      message: message)
  }

  /// The message when the session starts from another state than the subject's store.
  private func differentStart() -> String? {
    guard let recorded = session.startState else { return nil }
    let start = Subject.makeStore(clock: TestClock()).engine.state
    guard recorded != start else { return nil }
    return SessionReproductionMessages.differentStart(
      subject: reproduction.subject ?? "", recorded: TestStoreText.abbreviated(recorded, limit: 600),
      store: TestStoreText.abbreviated(start, limit: 600))
  }
}
