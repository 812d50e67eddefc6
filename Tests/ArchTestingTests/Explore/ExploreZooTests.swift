import Arch
import ArchTesting
import Testing

/// Five deliberately buggy features, each with the kind of bug exploring is for. Each bug is found
/// within the default budget and shrinks to its known shortest sequence; each fixed variant passes.
struct ExploreZooTests {
  @Test func aStaleSearchResponseOverwritesANewerQuery() async {
    let failure = await expectFailure {
      await explore(
        StaleSearch.feature(fixed: false), initialState: StaleSearch.State(), environment: { $0 },
        view: StaleSearch.View(), invariants: StaleSearch.invariants)
    }
    #expect(failure?.test.dropFirst(5) == [
      "PLACEHOLDER"
    ])
  }

  @Test func cancellingTheSearchBeforeFixesTheStaleResponse() async {
    await expectNoFailure {
      await explore(
        StaleSearch.feature(fixed: true), initialState: StaleSearch.State(), environment: { $0 },
        view: StaleSearch.View(), invariants: StaleSearch.invariants)
    }
  }

  @Test func aDoubleSubmitPlacesTwoOrders() async {
    let failure = await expectFailure {
      await explore(
        DoubleSubmit.feature(), initialState: DoubleSubmit.State(), environment: { $0 },
        view: DoubleSubmit.View(fixed: false), invariants: DoubleSubmit.invariants)
    }
    #expect(failure?.test.dropFirst(5) == [
      "PLACEHOLDER"
    ])
  }

  @Test func disablingTheButtonWhilePlacingFixesTheDoubleSubmit() async {
    await expectNoFailure {
      await explore(
        DoubleSubmit.feature(), initialState: DoubleSubmit.State(), environment: { $0 },
        view: DoubleSubmit.View(fixed: true), invariants: DoubleSubmit.invariants)
    }
  }

  @Test func deletingTheSelectedLastRowLeavesTheSelectionPastTheEnd() async {
    let failure = await expectFailure {
      await explore(
        SelectionDelete.feature(fixed: false), initialState: SelectionDelete.State(),
        environment: { _ in () }, view: SelectionDelete.View(), invariants: SelectionDelete.invariants)
    }
    #expect(failure?.test.dropFirst(5) == [
      "PLACEHOLDER"
    ])
  }

  @Test func clearingTheSelectionOfADeletedRowFixesTheOffByOne() async {
    await expectNoFailure {
      await explore(
        SelectionDelete.feature(fixed: true), initialState: SelectionDelete.State(),
        environment: { _ in () }, view: SelectionDelete.View(), invariants: SelectionDelete.invariants)
    }
  }

  @Test func aTimerOutlivesItsScreen() async {
    let failure = await expectFailure {
      await explore(
        LingeringTimer.feature(fixed: false), initialState: LingeringTimer.State(),
        environment: { $0 }, view: LingeringTimer.View())
    }
    #expect(failure?.test.dropFirst(5) == [
      "PLACEHOLDER"
    ])
  }

  @Test func cancellingTheTimerOnCloseFixesIt() async {
    await expectNoFailure {
      await explore(
        LingeringTimer.feature(fixed: true), initialState: LingeringTimer.State(),
        environment: { $0 }, view: LingeringTimer.View())
    }
  }

  @Test func onlyAddCouponRemoveInThatOrderMakesTheTotalNegative() async {
    let failure = await expectFailure {
      await explore(
        CouponCart.feature(fixed: false), initialState: CouponCart.State(), environment: { _ in () },
        actions: CouponCart.generators, invariants: CouponCart.invariants)
    }
    #expect(failure?.test.dropFirst(5) == [
      "PLACEHOLDER"
    ])
  }

  @Test func aCouponAsAPercentageFixesTheNegativeTotal() async {
    await expectNoFailure {
      await explore(
        CouponCart.feature(fixed: true), initialState: CouponCart.State(), environment: { _ in () },
        actions: CouponCart.generators, invariants: CouponCart.invariants)
    }
  }
}

/// Runs an exploration expected to fail once, and returns its failure.
func expectFailure(
  sourceLocation: SourceLocation = #_sourceLocation, _ body: () async -> ExploreResult
) async -> ExploreFailure? {
  var result: ExploreResult?
  let issues = await withIssueCapture { result = await body() }
  #expect(issues.count == 1, sourceLocation: sourceLocation)
  #expect(issues.first?.message == result?.failure?.message, sourceLocation: sourceLocation)
  if let failure = result?.failure { print(failure.message) }
  return result?.failure
}

/// Runs an exploration expected to pass the whole default budget.
func expectNoFailure(
  sourceLocation: SourceLocation = #_sourceLocation, _ body: () async -> ExploreResult
) async {
  var result: ExploreResult?
  let issues = await withIssueCapture { result = await body() }
  #expect(issues.map(\.message) == [], sourceLocation: sourceLocation)
  #expect(result?.runs == ExploreBudget.default.runs, sourceLocation: sourceLocation)
}
