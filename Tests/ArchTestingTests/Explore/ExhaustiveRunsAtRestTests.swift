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
    // Every state of this feature is at rest: each one's first step is one step, not a replay.
    #expect(kept.steps < fresh.steps)
  }

  /// The upload's effects sleep on the clock between steps: a run there is not at rest, and is
  /// never kept.
  @Test func keptRunsCertifyWhatFreshRunsCertifyWithEffectsInFlight() async {
    let (kept, fresh) = await bothWays { budget in
      await explore(
        UploadThenDelete.feature(fixed: true), initialState: UploadThenDelete.State(), environment: { $0 },
        view: UploadThenDelete.View(), invariants: UploadThenDelete.invariants, budget: budget)
    }
    #expect(kept.certificate != nil)
    #expect(kept.certificate == fresh.certificate)
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
