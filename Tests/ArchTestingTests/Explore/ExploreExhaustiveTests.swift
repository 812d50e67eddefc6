import Arch
import ArchTestSupport
import ArchTesting
import ExploreZoo
import Testing

/// `budget: .exhaustive(depth:)`: every distinct state within a depth, breadth first; the first
/// failure is one of the shortest, a clean search is a certificate, a cap is a warning.
struct ExploreExhaustiveTests {
  @Test(arguments: ZooBug.allCases)
  func eachZooBugIsFoundAtItsKnownMinimum(_ bug: ZooBug) async {
    var result: ExploreResult?
    let issues = await withIssueCapture { result = await bug.explore(budget: .exhaustive(depth: 5)) }
    #expect(issues.count == 1)
    #expect(result?.failure?.step == bug.minimumSteps)
    #expect(result?.certificate == nil)
  }

  @Test func aFailureIsPrintedAsTheShortestTest() async {
    await expectIssues([
      """
      explore found a failure: the invariant "the total is never negative" does not hold.
      Searching breadth first, it fails at step 3, and no sequence of fewer steps fails (7 distinct \
      states, 10 transitions, ready effects reordered at most 2 times in a run):

        @Test func exploredFailure() async {
          let clock = TestClock()
          let store = <#a TestStore with the view, on clock#>
          store.exhaustivity = .off
          await store.send(.addItem)  // the generator "add an item"
          await store.send(.applyCoupon)  // the generator "apply the coupon"
          await store.send(.removeItem)  // the generator "remove an item"
          store.expect(<#the invariants#>)
        }

      Fill in the two placeholders, or explore an `Explorable` type instead: its printed test calls \
      its `makeStore(clock:)` and `invariants`, and compiles as printed.

      The state then: State(itemCount: 0, discount: 100, hasCoupon: false)
      """
    ]) {
      await explore(
        CouponCart.feature(fixed: false), initialState: CouponCart.State(), environment: { _ in () },
        actions: CouponCart.generators, invariants: CouponCart.invariants, budget: .exhaustive(depth: 4))
    }
  }

  @Test func aCleanSearchIsACertificate() async throws {
    var result: ExploreResult?
    await expectIssues([]) {
      result = await explore(
        CouponCart.feature(fixed: true), initialState: CouponCart.State(), environment: { _ in () },
        actions: CouponCart.generators, invariants: CouponCart.invariants, budget: .exhaustive(depth: 4))
    }
    let certificate = try #require(result?.certificate)
    #expect(
      certificate.description == """
        No check failed within 4 steps: 9 distinct states, 19 transitions, ready effects reordered at \
        most 2 times in a run.
        """)
    #expect(certificate.depth == 4 && certificate.exhaustedAfter == nil && certificate.stoppedBy == nil)
  }

  @Test func aSpaceExploredBeforeTheDepthSaysSo() async throws {
    var result: ExploreResult?
    await expectIssues([]) {
      result = await explore(
        SelectionDelete.feature(fixed: true), initialState: SelectionDelete.State(items: ["Milk"]),
        environment: { _ in () }, view: SelectionDelete.View(), invariants: SelectionDelete.invariants,
        budget: .exhaustive(depth: 6))
    }
    let certificate = try #require(result?.certificate)
    #expect(
      certificate.description == """
        No check failed within 6 steps: 3 distinct states, 4 transitions, ready effects reordered at \
        most 2 times in a run. No new state is reachable after step 1: every state was explored.
        """)
  }

  @Test func aStateCapIsAWarningNotAPass() async throws {
    var result: ExploreResult?
    let issues = await withIssueCapture {
      result = await explore(
        CouponCart.feature(fixed: true), initialState: CouponCart.State(), environment: { _ in () },
        actions: CouponCart.generators, invariants: CouponCart.invariants,
        budget: .exhaustive(depth: 6, maximumStates: 5))
    }
    #expect(
      issues.map(\.message) == [
        """
        explore stopped at 5 distinct states, short of depth 6: it proved only 1 step. No check failed \
        within 1 step: 5 distinct states, 5 transitions, ready effects reordered at most 2 times in a \
        run. Raise the budget's `maximumStates` or lower its depth.
        """
      ])
    #expect(issues.map(\.severity) == [.note])
    #expect(result?.certificate?.stoppedBy == .states)
  }

  @Test func aTimeCapIsAWarningNotAPass() async throws {
    var result: ExploreResult?
    let issues = await withIssueCapture {
      result = await explore(
        CouponCart.feature(fixed: true), initialState: CouponCart.State(), environment: { _ in () },
        actions: CouponCart.generators, invariants: CouponCart.invariants,
        budget: .exhaustive(depth: 6, timeLimit: .zero))
    }
    #expect(
      issues.map(\.message) == [
        """
        explore stopped at its time limit of .seconds(0), short of depth 6: it proved only 0 steps. No \
        check failed within 0 steps: 1 distinct states, 0 transitions, ready effects reordered at most 2 \
        times in a run. Raise the budget's `timeLimit` or lower its depth.
        """
      ])
    #expect(result?.certificate?.stoppedBy == .time)
  }

  /// The default budget searches after its random runs; a clean search to its depth is its
  /// certificate.
  ///
  /// Its 10-second safety net is lifted here: under ThreadSanitizer on a busy runner this search
  /// once took longer, and the test is about the depth, not the machine.
  @Test func theDefaultsSearchAfterTheirRuns() async throws {
    var budget = ExploreBudget.default
    budget.exhaustiveAfterRuns?.timeLimit = nil
    var result: ExploreResult?
    _ = await withIssueCapture {
      result = await explore(
        CouponCart.feature(fixed: true), initialState: CouponCart.State(), environment: { _ in () },
        actions: CouponCart.generators, invariants: CouponCart.invariants, budget: budget)
    }
    let certificate = try #require(result?.certificate)
    #expect(certificate.depth == 6 && certificate.requestedDepth == 6 && certificate.stoppedBy == nil)
    #expect(result?.runs == ExploreBudget.default.runs)
  }

  /// A default search a cap stops claims only the depth it finished, and no depth when it finished
  /// none; that is no warning, since the default asks for no depth.
  @Test(arguments: [(5, 1), (1, 0)])
  func aDefaultSearchStoppedShortClaimsOnlyWhatItFinished(states: Int, depth: Int) async {
    var budget = ExploreBudget.default
    budget.exhaustiveAfterRuns = ExhaustiveSearch(depth: 6, maximumStates: states)
    var result: ExploreResult?
    let issues = await withIssueCapture {
      result = await explore(
        CouponCart.feature(fixed: true), initialState: CouponCart.State(), environment: { _ in () },
        actions: CouponCart.generators, invariants: CouponCart.invariants, budget: budget)
    }
    #expect(issues.filter { $0.message.hasPrefix("explore stopped") }.isEmpty)
    #expect(issues.filter { $0.severity == .failure }.isEmpty)
    #expect(result?.certificate?.depth == (depth > 0 ? depth : nil))
    #expect(result?.certificate?.stoppedBy == (depth > 0 ? .states : nil))
  }

  /// The upload's bug needs the newer of two effects due at once to go first: one reordering.
  @Test func reorderingsAreBounded() async throws {
    var clean: ExploreResult?
    await expectIssues([]) {
      clean = await ZooBug.uploadThenDelete.explore(budget: .exhaustive(depth: 4, maximumReorderings: 0))
    }
    #expect(clean?.certificate?.maximumReorderings == 0)
    let failure = await expectFailure {
      await ZooBug.uploadThenDelete.explore(budget: .exhaustive(depth: 4, maximumReorderings: 1))
    }
    #expect(
      steps(of: failure) == [
        #"await store.tap(button: .button("Upload"))"#,
        #"await store.tap(button: .button("Delete"))"#,
        "store.pickReadyEffects(1)",
        "await clock.advance(by: .seconds(1))",
        "// effect 2 of the 2 ready went first here",
        "// the feature receives .deleteConfirmed",
        "// the feature receives .uploadConfirmed",
        "store.expect(<#the invariants#>)",
      ])
  }

  /// Every shard explores its part of the frontier; together they find what one search finds.
  @Test func theShardsSplitTheFrontier() async {
    var steps: [Int?] = []
    for shard in ExploreShard.all(3) {
      var budget = ExploreBudget.exhaustive(depth: 5)
      budget.shard = shard
      var result: ExploreResult?
      _ = await withIssueCapture { result = await ZooBug.draftArchive.explore(budget: budget) }
      steps.append(result?.failure?.step ?? result?.certificate.map { _ in 0 })
    }
    #expect(steps.contains(5))
  }
}
