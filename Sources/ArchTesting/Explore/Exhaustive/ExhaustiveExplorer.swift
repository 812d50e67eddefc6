import Arch

/// Explores every distinct state of a feature within a depth, breadth first, as TLC does: the first
/// failure it finds has the fewest steps there are, and a clean search is a certificate.
///
/// A state is a node's ``ExhaustiveStateKey``: the feature's state, the clock, and the effects in
/// flight. Its successors are every sequence of choices one step can make (``ChoiceOdometer``):
/// each enabled control, each text of a field's vocabulary, each distinct value of a generator,
/// the clock moved to the next deadline, and each order of the effects that become ready, with at
/// most `maximumReorderings` picks of another than the oldest in a run. Within a depth, states
/// reached with fewer reorderings are expanded first, so among the shortest failures it reports one
/// with the fewest reorderings it could see first.
///
/// Effects are tasks suspended in the middle of their work, which cannot be copied: a successor is a
/// fresh store that replays the node's choices, then takes the step. That costs the node's depth in
/// steps per transition, and it is what keeps the search honest: every state it reports is one a
/// fresh test store reaches by the printed test's steps.
///
/// Two cases need no replay. The run that reached a new state, when it is at rest there (no effect
/// in flight, no shared value written), is kept to take that state's first step, as a fresh run
/// replaying its choices would (``ExploreRun/canGoOn``). And at a state at rest that holds no
/// object, whose environment holds nothing a run could change (`Void`, or the run's clock), every
/// step starts a fresh run at that state (``ExploreRun/Rest``): the state and the time are all such
/// a run holds.
struct ExhaustiveExplorer<F: Feature> where F.State: Equatable, F.Action: Equatable {
  typealias Outcome = ExploreRun<F>.Outcome

  let setup: ExploreSetup<F>
  let search: ExhaustiveSearch
  let shard: ExploreShard?
  let baseSeed: UInt64
  /// Whether the result says what the search reached; off when the default budget's random runs
  /// already did (reflecting each state for its cases costs a tenth of a transition).
  var recordsCoverage = true

  /// What the search found, and what to report: a failure, or a warning that a cap stopped it.
  nonisolated(nonsending) func explore() async -> (
    result: ExploreResult, issue: (message: String, severity: ReportedIssue.Severity)?
  ) {
    var search = Search(setup: setup, bounds: self.search, shard: shard, recordsCoverage: recordsCoverage)
    defer { search.endLiveRuns() }
    let rootRun = await search.startedRun(from: [], steps: 0, at: nil)
    let root = rootRun.outcomeSoFar()
    rootRun.end()
    if let violation = root.violation {
      return failure(root, violation: violation, search: search)
    }
    var frontier = [
      Node(
        choices: root.choices, reorderings: 0, fingerprint: root.fingerprint ?? 0,
        rest: search.rest(of: rootRun))
    ]
    search.seen[root.key!] = 0
    var completed = 0
    var exhaustedAfter: Int?
    levels: for depth in 0..<self.search.depth {
      frontier = search.ownShare(of: frontier)
      var next: [Node] = []
      for node in frontier {
        // A search runs on its caller's actor, often the main actor, for up to its time limit: it
        // lets the actor's other work (other tests' hops) run between two states.
        await Task.yield()
        switch await search.expand(node, depth: depth, into: &next) {
        case .expanded: continue
        case .stopped: break levels
        case .failed(let outcome, let violation):
          return failure(outcome, violation: violation, search: search)
        }
      }
      completed = depth + 1
      guard !next.isEmpty else {
        exhaustedAfter = depth
        completed = self.search.depth
        break
      }
      // Stable: the order the odometer reached them in, within each count of reorderings.
      frontier = next.enumerated().sorted {
        ($0.element.reorderings, $0.offset) < ($1.element.reorderings, $1.offset)
      }
      .map(\.element)
    }
    let certificate = ExploreCertificate(
      depth: completed, requestedDepth: self.search.depth, distinctStates: search.seen.count,
      transitions: search.transitions, maximumReorderings: self.search.maximumReorderings,
      exhaustedAfter: exhaustedAfter, stoppedBy: search.stoppedBy, cutValues: search.cuts.names,
      shard: search.isSplit ? shard : nil)
    let result = ExploreResult(
      runs: search.runs, steps: search.steps, failure: nil, coverage: search.coverage?.coverage ?? .none,
      certificate: certificate)
    guard certificate.stoppedBy != nil else { return (result, nil) }
    return (result, (ExhaustiveMessages.stopped(certificate, timeLimit: self.search.timeLimit), .note))
  }

  private func failure(
    _ outcome: Outcome, violation: ExploreViolation, search: Search
  ) -> (result: ExploreResult, issue: (message: String, severity: ReportedIssue.Severity)?) {
    let (trace, removedMoves) = ExploreClockMoves.merged(outcome.trace)
    var violation = violation
    violation.step -= removedMoves
    let test = ExploreTestWriter(trace: trace, violation: violation, reproduction: setup.reproduction).lines
    let finalState = Explorer<F>.lastState(of: trace) ?? setup.initialState
    let message = ExhaustiveMessages.failure(
      violation, distinctStates: search.seen.count, transitions: search.transitions,
      maximumReorderings: self.search.maximumReorderings, test: test,
      hasPlaceholders: setup.reproduction.subject == nil,
      finalState: TestStoreText.abbreviated(finalState, limit: 600), shard: search.isSplit ? shard : nil)
    let failure = ExploreFailure(
      seed: baseSeed, run: max(search.runs - 1, 0), originalStep: violation.step, step: violation.step,
      test: test, message: message)
    return (
      ExploreResult(
        runs: search.runs, steps: search.steps, failure: failure, coverage: search.coverage?.coverage ?? .none
      ),
      (message, .failure)
    )
  }

  /// A distinct state to expand: the choices that reach it, and how many reorderings they made.
  struct Node {
    var choices: [Int]
    var reorderings: Int
    /// Its ``ExhaustiveFingerprint``, when the search is split; 0 otherwise.
    var fingerprint: UInt64
    /// Where a fresh run can start to take a step from it, instead of replaying `choices`.
    var rest: ExploreRun<F>.Rest?
  }

  /// What expanding one node came to.
  enum Expansion {
    case expanded
    /// A cap stopped the search.
    case stopped
    case failed(Outcome, ExploreViolation)
  }

  /// The search's running state: what it has seen, what it counted, and its caps.
  struct Search {
    var setup: ExploreSetup<F>
    let bounds: ExhaustiveSearch
    let shard: ExploreShard?
    let cuts = ExhaustiveCuts()
    let coverage: ExploreCoverageRecorder<F.State, F.Action>?
    /// Each distinct state, with the fewest reorderings it was reached with.
    var seen: [ExhaustiveStateKey: Int] = [:]
    /// The runs at rest at a state of the frontier or the next level, by the choices that reached
    /// it, which go on to take its first step instead of a fresh run replaying them.
    private var liveRuns: [[Int]: ExploreRun<F>] = [:]
    var transitions = 0
    var runs = 0
    var steps = 0
    var stoppedBy: ExploreCertificate.Cap?
    var isSplit = false
    private let start = ContinuousClock.now

    init(setup: ExploreSetup<F>, bounds: ExhaustiveSearch, shard: ExploreShard?, recordsCoverage: Bool) {
      coverage = recordsCoverage ? ExploreCoverageRecorder() : nil
      self.setup = setup
      self.setup.enumerates = true
      self.setup.cuts = cuts
      self.setup.fingerprints = shard != nil
      self.bounds = bounds
      self.shard = shard
    }

    /// A run that replays `choices`, then enumerates, up to `steps` steps.
    ///
    /// It is the one kept at rest where `choices` lead if there is one; else a fresh one, started
    /// at `node`'s state if it is at rest with nothing else a run could differ in, or replaying
    /// the steps from the initial state. Its caller ends it or keeps it.
    nonisolated(nonsending) mutating func startedRun(from choices: [Int], steps: Int, at node: Node?) async
      -> ExploreRun<F>
    {
      runs += 1
      if let live = liveRuns.removeValue(forKey: choices) {
        let stepsBefore = live.steps
        await live.goOn(toStep: steps)
        self.steps += live.steps - stepsBefore
        return live
      }
      setup.maximumSteps = steps
      // The steps before the last reach a state found by a run that checked them: check the last.
      setup.checksFromStep = steps
      let rest = node?.rest
      let sequence =
        rest == nil
        ? ChoiceSequence(enumerating: choices)
        : ChoiceSequence(enumerating: choices, drawnAlready: node?.choices.count ?? 0)
      let run = ExploreRun(setup, choices: sequence, coverage: coverage, from: rest)
      await run.runSteps()
      self.steps += run.steps - (rest?.steps ?? 0)
      return run
    }

    /// Where `run` is, if a run can start there: off when a test compares searches without it.
    func rest(of run: ExploreRun<F>) -> ExploreRun<F>.Rest? {
      bounds.keepsRunsAtRest ? run.rest : nil
    }

    /// Keeps `run`, which reached a new state at `depth`, to take that state's first step, if the
    /// search will expand it, the run is at rest there, and not too many are kept (each holds a
    /// store); else ends it.
    private mutating func keepOrEnd(_ run: ExploreRun<F>, reaching choices: [Int], depth: Int) {
      guard bounds.keepsRunsAtRest, depth < bounds.depth, run.canGoOn, liveRuns.count < Self.maximumLiveRuns
      else {
        return run.end()
      }
      liveRuns[choices] = run
    }

    /// How many runs the search keeps at rest at once.
    static var maximumLiveRuns: Int { 2_000 }

    /// Ends the runs kept at rest: those of a search that stops, and of states it will not expand.
    mutating func endLiveRuns(except kept: (([Int]) -> Bool)? = nil) {
      for (choices, run) in liveRuns where !(kept?(choices) ?? false) {
        run.end()
        liveRuns[choices] = nil
      }
    }

    /// The part of `frontier` this shard expands: all of it until a level has a node for every
    /// shard, then the nodes of that level whose fingerprint the shard owns, and all they lead to.
    ///
    /// Every shard computes the same levels up to there (the search is deterministic), and a
    /// fingerprint is the same in every process, so the shares are disjoint and cover the level.
    mutating func ownShare(of frontier: [Node]) -> [Node] {
      guard let shard, !isSplit, frontier.count >= shard.count else { return frontier }
      isSplit = true
      let owned = frontier.filter { shard.owns(fingerprint: $0.fingerprint) }
      let ownedChoices = Set(owned.map(\.choices))
      endLiveRuns(except: ownedChoices.contains)
      return owned
    }

    /// Takes every step from `node`, at `depth`, adding the new states it reaches to `next`.
    nonisolated(nonsending) mutating func expand(_ node: Node, depth: Int, into next: inout [Node]) async
      -> Expansion
    {
      var odometer = ChoiceOdometer(base: node.choices)
      while let prefix = odometer.next {
        if let cap = reachedCap() {
          stoppedBy = cap
          return .stopped
        }
        let run = await startedRun(from: prefix, steps: depth + 1, at: node)
        let outcome = run.outcomeSoFar()
        odometer.record(drawn: outcome.choices, boundsPastReplay: outcome.boundsPastReplay)
        // No step could be taken: nothing is enabled, no generator offers an action, nothing sleeps.
        guard outcome.steps > depth else {
          run.end()
          return .expanded
        }
        let reorderings = Self.reorderings(in: outcome.trace)
        guard reorderings <= bounds.maximumReorderings else {
          run.end()
          continue
        }
        transitions += 1
        if let violation = outcome.violation {
          run.end()
          return .failed(outcome, violation)
        }
        guard let key = outcome.key, seen[key].map({ reorderings < $0 }) ?? true else {
          run.end()
          continue
        }
        seen[key] = reorderings
        next.append(
          Node(
            choices: outcome.choices, reorderings: reorderings, fingerprint: outcome.fingerprint ?? 0,
            rest: rest(of: run)))
        keepOrEnd(run, reaching: outcome.choices, depth: depth + 1)
      }
      return .expanded
    }

    private func reachedCap() -> ExploreCertificate.Cap? {
      if seen.count >= bounds.maximumStates { return .states }
      if let limit = bounds.timeLimit, ContinuousClock.now - start >= limit { return .time }
      return nil
    }

    /// How many times the run picked another ready effect than the oldest.
    static func reorderings(in trace: [ExploreRun<F>.Event]) -> Int {
      trace.count { event in
        if case .reorder(let picked, _) = event { picked != 0 } else { false }
      }
    }
  }
}
