import Arch

/// Shrinks a session that, replayed as recorded, leaves the recorded path: cut after the first
/// step whose state differs from its fingerprint, then delete the steps that changed nothing in the
/// recording, with explore's ``ChoiceShrinker``, while the replay still diverges at that same step.
///
/// Only such steps may go: the recorded fingerprints after a step that changed the state describe a
/// session that had it, so without it they would differ on the fixed code too. Without a step that
/// changed nothing, replayed as recorded (each input applied to the state by the feature alone),
/// every later recorded state stays what the fixed code gives. The printed test replays the shrunk
/// session, its text written into the test, with `TestStore.replay(_:mode:clock:…)`.
struct SessionDivergenceReproducer<Subject: Explorable> {
  typealias F = Subject.Explored
  typealias Session = RecordedSession<F.State, F.Action, F.Output>

  let session: Session
  let maximumReplays: Int
  let site: CallSite

  struct Candidate {
    var kept: [Int]
    var divergence: ReplayDivergence
  }

  nonisolated(nonsending) func reproduce() async -> SessionReproducer<Subject>.Result {
    let whole = await replay(session)
    if !whole.failures.isEmpty {
      return .cannotShrink(SessionReproductionMessages.replayReported(whole.failures))
    }
    guard let first = whole.divergence else { return .holds }
    let diverging = min(first.stepNumber, session.steps.count) - 1
    let removable = removableSteps(before: diverging)
    let shrinker = ChoiceShrinker<Candidate>(
      failing: Candidate(kept: Array(0...diverging), divergence: first), maximumReplays: maximumReplays,
      passes: [.deletingHalves, .deleting], choicesOf: \.kept, stepsOf: \.kept.count,
      replay: { kept in
        guard kept.last == diverging, Set(0...diverging).subtracting(kept).isSubset(of: removable),
          let divergence = await divergence(of: sub(kept)), divergence.stepNumber == kept.count
        else { return nil }
        return Candidate(kept: kept, divergence: divergence)
      })
    let shrunk = await shrinker.shrink()
    let text: String
    do { text = try sub(shrunk.kept).text() } catch {
      return .cannotShrink(SessionReproductionMessages.unwritable(error))
    }
    let test = SessionReplayTestWriter(
      text: text,
      reproduction: ExploreReproduction(at: site, subject: Subject.self, testNamePrefix: "diverged"),
      types: (F.State.self, F.Action.self, F.Output.self)
    ).lines
    let message = SessionReproductionMessages.diverged(
      step: diverging, steps: session.steps.count, keptSteps: shrunk.kept, replays: shrinker.replays,
      test: test,
      divergence: shrunk.divergence.message)
    let actions = (0...diverging).filter { if case .action = session.steps[$0].input { true } else { false } }
    return .reproduced(
      SessionReproduction(
        invariant: nil, originalActions: actions.count, keptSteps: shrunk.kept, test: test, message: message))
  }

  /// The session with only the steps at `kept`.
  private func sub(_ kept: [Int]) -> Session {
    Session(
      startState: session.startState, droppedSteps: session.droppedSteps,
      steps: kept.map { session.steps[$0] })
  }

  /// The steps before `end` whose recorded state is the one before them.
  private func removableSteps(before end: Int) -> Set<Int> {
    let format = session.steps.lazy.compactMap(\.fingerprint).first?.format ?? .current
    var previous = (session.startState as? any Encodable).flatMap {
      try? StateFingerprint(of: $0, format: format)
    }
    var removable: Set<Int> = []
    for index in 0..<end {
      let fingerprint = session.steps[index].fingerprint
      if let fingerprint, fingerprint == previous { removable.insert(index) }
      previous = fingerprint
    }
    return removable
  }

  /// Where `session` first diverges replayed as recorded, as the printed test replays it; `nil` when
  /// it does not, or when something else went wrong on the way.
  private nonisolated(nonsending) func divergence(of session: Session) async -> ReplayDivergence? {
    let replayed = await replay(session)
    return replayed.failures.isEmpty ? replayed.divergence : nil
  }

  /// `session` replayed as recorded, as the printed test replays it: where it first diverges, and
  /// the failures the store reported on the way (notes, such as a session without its start state,
  /// are no failure).
  private nonisolated(nonsending) func replay(
    _ session: Session
  ) async -> (divergence: ReplayDivergence?, failures: [String]) {
    var divergence: ReplayDivergence?
    let issues = await withIssueCapture {
      let clock = TestClock()
      let store = Subject.makeStore(clock: clock)
      store.exhaustivity = .off
      divergence = await store.replayUntilDivergence(session, mode: .asRecorded, clock: clock, at: site)
      store.runEndOfTestChecks()
    }
    return (divergence, issues.filter { $0.severity == .failure }.map(\.message))
  }
}
