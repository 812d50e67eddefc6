import Arch
import ArchTestSupport
import ExploreZoo
import Testing

@testable import ArchTesting

/// An exhaustive search keeps the run that reached a new state, when it is at rest there, to take
/// that state's first step: it must find exactly what a search of fresh runs only finds, in fewer
/// steps.
struct ExhaustiveRunsAtRestTests {
  @Test(arguments: ZooBug.allCases)
  func keptRunsFindTheFailureFreshRunsFind(_ bug: ZooBug) async {
    let (kept, fresh) = await bothWays { await bug.explore(budget: $0) }
    #expect(kept.failure != nil)
    #expect(kept.failure?.message == fresh.failure?.message)
    #expect(kept.failure?.test == fresh.failure?.test)
  }

  @Test func keptRunsCertifyWhatFreshRunsCertify() async {
    let (kept, fresh) = await bothWays { budget in
      await explore(
        DraftArchive.feature(fixed: true), initialState: DraftArchive.State(), environment: { _ in () },
        view: DraftArchive.View(), invariants: DraftArchive.invariants, budget: budget)
    }
    #expect(kept.certificate != nil)
    #expect(kept.certificate == fresh.certificate)
    // Every state of this feature is at rest, with no environment: every step is one step, not a
    // replay.
    #expect(kept.steps < fresh.steps)
  }

  /// An environment that counts what it hands out changes with every step: a run from a state must
  /// replay the steps to it, or the third ticket would never be handed out.
  @Test func aRunWithAnEnvironmentThatChangesReplaysTheSteps() async {
    let (kept, fresh) = await bothWays { budget in
      await explore(
        Reduce<Ticket, Ticket.Action, TicketMachine> { state, action, machine in
          if action == .take { state.number = machine.next() }
          return .none
        },
        initialState: Ticket(), environment: { _ in TicketMachine() }, view: Ticket.View(),
        invariants: [Invariant("fewer than three tickets") { $0.number < 3 }], budget: budget)
    }
    #expect(kept.failure?.step == 3)
    #expect(kept.failure?.message == fresh.failure?.message)
  }

  /// A state that holds an object is not started from, though its environment is `Void`: every
  /// run from it would change the one object, where a replay makes its own.
  @Test func aStateHoldingAnObjectIsNotStartedFrom() async {
    let (kept, fresh) = await bothWays { await explore(TallyExploration.self, budget: $0) }
    #expect(kept.failure?.step == 3)
    #expect(kept.failure?.message == fresh.failure?.message)
  }

  /// A state whose mirror leaves its object out is not started from either.
  @Test func aStateHidingAnObjectFromItsMirrorIsNotStartedFrom() async {
    let (kept, fresh) = await bothWays { await explore(MirroredTallyExploration.self, budget: $0) }
    #expect(kept.failure?.step == 3)
    #expect(kept.failure?.message == fresh.failure?.message)
  }

  /// The upload's effects sleep on the clock between some steps: a run there is not at rest, and is
  /// neither kept nor started from.
  @Test func keptRunsCertifyWhatFreshRunsCertifyWithEffectsInFlight() async {
    let (kept, fresh) = await bothWays { budget in
      await explore(
        UploadThenDelete.feature(fixed: true), initialState: UploadThenDelete.State(), environment: { $0 },
        view: UploadThenDelete.View(), invariants: UploadThenDelete.invariants, budget: budget)
    }
    #expect(kept.certificate != nil)
    #expect(kept.certificate == fresh.certificate)
    // Its environment is the run's clock: where nothing sleeps, a run starts at the state.
    #expect(kept.steps < fresh.steps)
  }

  /// A run that wrote a shared value is never kept, as the runs in between start from the values
  /// it would put back; the closure form's one shared value is as it was after the search.
  @Test func runsThatWroteASharedValueAreNotKept() async {
    let items = Shared(["Milk"], name: "groceries")
    let (kept, fresh) = await bothWays { budget in
      await explore(
        SharedGroceries.feature(fixed: true), initialState: SharedGroceries.State(items: items),
        environment: { _ in () }, view: SharedGroceries.View(), invariants: SharedGroceries.invariants,
        budget: budget)
    }
    #expect(kept.certificate != nil)
    #expect(kept.certificate == fresh.certificate)
    #expect(items.value == ["Milk"])
  }

  /// Explores with `explore` twice to depth 5: keeping runs at rest, then with fresh runs only.
  private func bothWays(
    _ explore: (ExploreBudget) async -> ExploreResult
  ) async -> (kept: ExploreResult, fresh: ExploreResult) {
    var budget = ExploreBudget.exhaustive(depth: 5)
    var results: [ExploreResult] = []
    for keeps in [true, false] {
      budget.exhaustive?.keepsRunsAtRest = keeps
      _ = await withIssueCapture { results.append(await explore(budget)) }
    }
    return (results[0], results[1])
  }
}

/// A ticket a ``TicketMachine`` handed out.
private struct Ticket: Equatable {
  var number = 0

  enum Action: Equatable { case look, take }

  /// "Look" comes first, so the run that reached a state takes that step, and "Take a ticket" is a
  /// run of its own.
  struct View: ViewBuilder {
    func view(for state: Ticket) -> ViewNode<Action> {
      .vstack {
        ViewNode.button("Look", sends: .look)
        ViewNode.button("Take a ticket", sends: .take)
      }
    }
  }
}

/// Hands out the next number each time: state a run's steps change that no state holds.
private final class TicketMachine {
  private var handedOut = 0

  func next() -> Int {
    handedOut += 1
    return handedOut
  }
}

/// A ticket numbered by a tally the state holds, which each store makes anew; equal by number.
private struct TalliedTicket: Equatable {
  var number = 0
  let tally = Tally()

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.number == rhs.number }

  /// Two ways to take a ticket, so two runs start from each state.
  struct View: ViewBuilder {
    func view(for state: TalliedTicket) -> ViewNode<Ticket.Action> {
      .vstack {
        ViewNode.button("Look", sends: .look)
        ViewNode.button("Take a ticket", sends: .take)
        ViewNode.button("Take another", sends: .take)
      }
    }
  }

  final class Tally {
    var count = 0
  }
}

/// Explores ``TalliedTicket`` through a fresh store, and tally, for every run.
private enum TallyExploration: Explorable {
  static func makeStore(clock: TestClock) -> TestStore<Reduce<TalliedTicket, Ticket.Action, Void>> {
    TestStore(
      initialState: TalliedTicket(),
      feature: Reduce { state, action, _ in
        guard action == .take else { return .none }
        state.tally.count += 1
        state.number = state.tally.count
        return .none
      }, environment: (), view: TalliedTicket.View())
  }

  static var invariants: [Invariant<TalliedTicket, Ticket.Action>] {
    [Invariant("fewer than three tickets") { $0.number < 3 }]
  }
}

/// The tallied ticket behind a mirror that shows its number only, out of reflection's sight of the
/// tally.
private struct MirroredTalliedTicket: Equatable, CustomReflectable {
  var ticket = TalliedTicket()

  var customMirror: Mirror { Mirror(self, children: ["number": ticket.number]) }

  struct View: ViewBuilder {
    func view(for state: MirroredTalliedTicket) -> ViewNode<Ticket.Action> {
      TalliedTicket.View().view(for: state.ticket)
    }
  }
}

/// Explores ``MirroredTalliedTicket`` through a fresh store, and tally, for every run.
private enum MirroredTallyExploration: Explorable {
  static func makeStore(clock: TestClock) -> TestStore<Reduce<MirroredTalliedTicket, Ticket.Action, Void>> {
    TestStore(
      initialState: MirroredTalliedTicket(),
      feature: Reduce { state, action, _ in
        guard action == .take else { return .none }
        state.ticket.tally.count += 1
        state.ticket.number = state.ticket.tally.count
        return .none
      }, environment: (), view: MirroredTalliedTicket.View())
  }

  static var invariants: [Invariant<MirroredTalliedTicket, Ticket.Action>] {
    [Invariant("fewer than three tickets") { $0.ticket.number < 3 }]
  }
}
