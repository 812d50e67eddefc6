import Arch
import ArchTesting
import ExploreZoo
import Testing

/// Seven deliberately buggy features, each with the kind of bug exploring is for.
///
/// Each bug is found
/// within the default budget and shrinks to its known shortest sequence; each fixed variant passes.
struct ExploreZooTests {
  @Test func aStaleSearchResponseOverwritesANewerQuery() async {
    let failure = await expectFailure {
      await explore(
        StaleSearch.feature(fixed: false), initialState: StaleSearch.State(), environment: { $0 },
        view: StaleSearch.View(), invariants: StaleSearch.invariants)
    }
    #expect(
      steps(of: failure) == [
        #"await store.type("a", into: .textField("Search"))"#,
        #"await store.type("", into: .textField("Search"))"#,
        "await clock.advance(by: .milliseconds(300))",
        #"// the feature receives .resultsLoaded(["apple", "banana"])"#,
        "store.expect(<#the invariants#>)",
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
    #expect(
      steps(of: failure) == [
        #"await store.tap(button: .button("Place order"))"#,
        #"await store.tap(button: .button("Place order"))"#,
        "await clock.advance(by: .seconds(1))",
        "// the feature receives .orderPlaced(1)",
        "// the feature receives .orderPlaced(1)",
        "store.expect(<#the invariants#>)",
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
        SelectionDelete.feature(fixed: false), initialState: SelectionDelete.State(items: ["Milk"]),
        environment: { _ in () }, view: SelectionDelete.View(), invariants: SelectionDelete.invariants)
    }
    #expect(
      steps(of: failure) == [
        #"await store.tap(button: .button("Select").within(.row("Milk")))"#,
        #"await store.tap(button: .button("Delete").within(.row("Milk")))"#,
        "store.expect(<#the invariants#>)",
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
    #expect(
      steps(of: failure) == [
        #"await store.tap(button: .button("Open timer"))"#,
        #"await store.tap(button: .button("Close"))"#,
        "await clock.advance(by: .seconds(1))",
        "// the feature receives .tick",
        "// ✗ a runtime issue is reported at the step above",
      ])
    #expect(
      failure?.message.hasPrefix(
        """
        explore found a failure: the feature reported a runtime issue: A tick arrived after the timer \
        screen closed.

        """) == true)
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
    #expect(
      steps(of: failure) == [
        #"await store.send(.addItem)  // the generator "add an item""#,
        #"await store.send(.applyCoupon)  // the generator "apply the coupon""#,
        #"await store.send(.removeItem)  // the generator "remove an item""#,
        "store.expect(<#the invariants#>)",
      ])
  }

  @Test func closingBeforeTheDebouncedSaveDropsTheLastEdit() async {
    let failure = await expectFailure {
      await explore(
        DebouncedNote.feature(fixed: false), initialState: DebouncedNote.State(), environment: { $0 },
        view: DebouncedNote.View(), invariants: DebouncedNote.invariants)
    }
    #expect(
      steps(of: failure) == [
        #"await store.type("  ", into: .textField("Note"))"#,
        #"await store.tap(button: .button("Close"))"#,
        "store.expect(<#the invariants#>)",
      ])
    #expect(
      failure?.message.hasPrefix(
        #"explore found a failure: the invariant "a closed note has its last edit saved" does not hold."#)
        == true)
  }

  @Test func savingTheDraftOnCloseFixesTheDebounce() async {
    await expectNoFailure {
      await explore(
        DebouncedNote.feature(fixed: true), initialState: DebouncedNote.State(), environment: { $0 },
        view: DebouncedNote.View(), invariants: DebouncedNote.invariants)
    }
  }

  @Test func aRetryCounterNotResetOnSuccessOutlivesTheLoad() async {
    let failure = await expectFailure {
      await explore(
        RetryCounter.feature(fixed: false), initialState: RetryCounter.State(), environment: { _ in () },
        view: RetryCounter.View(), invariants: RetryCounter.invariants)
    }
    #expect(
      steps(of: failure) == [
        #"await store.tap(button: .button("Load"))"#,
        #"await store.toggle(.toggle("Offline"))"#,
        #"await store.tap(button: .button("Load"))"#,
        "store.expect(<#the invariants#>)",
      ])
    #expect(
      failure?.message.hasPrefix(
        #"explore found a failure: the invariant "a loaded screen has no retries counted" does not hold."#)
        == true)
  }

  @Test func resettingTheRetriesOnSuccessFixesTheCounter() async {
    await expectNoFailure {
      await explore(
        RetryCounter.feature(fixed: true), initialState: RetryCounter.State(), environment: { _ in () },
        view: RetryCounter.View(), invariants: RetryCounter.invariants)
    }
  }

  /// The random runs alone find the 5-step bug across two screens from 14 of 20 base seeds.
  ///
  /// Its distractor controls draw them away from its order; the defaults, with the search after
  /// them, find it from all 20, at its minimum (``ExploreMinimalityTests``). The timed order of
  /// `UploadThenDelete` the random runs find from all 20.
  @Test func randomRunsAloneMissTheFiveStepBugOnSomeSeeds() async {
    var randomOnly = ExploreBudget.default
    randomOnly.exhaustiveAfterRuns = nil
    var found = 0
    for seed in ExploreMinimalityTests.seeds {
      var result: ExploreResult?
      _ = await withIssueCapture {
        result = await ZooBug.draftArchive.explore(seed: seed, budget: randomOnly)
      }
      if result?.failure != nil { found += 1 }
    }
    #expect(found == 14)
  }

  /// The defaults' search after the random runs finds this bug on every seed (the minimality test);
  /// fixed, the feature passes it.
  @Test func backingUpTheDraftsWrittenBeforeFixesTheArchive() async {
    await expectNoFailure {
      await explore(
        DraftArchive.feature(fixed: true), initialState: DraftArchive.State(), environment: { _ in () },
        view: DraftArchive.View(), invariants: DraftArchive.invariants)
    }
  }

  @Test func ignoringAnUploadConfirmedAfterTheDeleteFixesTheListing() async {
    await expectNoFailure {
      await explore(
        UploadThenDelete.feature(fixed: true), initialState: UploadThenDelete.State(), environment: { $0 },
        view: UploadThenDelete.View(), invariants: UploadThenDelete.invariants)
    }
  }

  @Test func aCouponAsAPercentageFixesTheNegativeTotal() async {
    await expectNoFailure {
      await explore(
        CouponCart.feature(fixed: true), initialState: CouponCart.State(), environment: { _ in () },
        actions: CouponCart.generators, invariants: CouponCart.invariants)
    }
  }
}

/// The steps of the failing test, without the store's set-up and the closing brace.
func steps(of failure: ExploreFailure?) -> [String] {
  guard let test = failure?.test, test.count > 5 else { return [] }
  return test.dropFirst(4).dropLast().map { String($0.dropFirst(2)) }
}

/// Runs an exploration expected to fail once, and returns its failure.
func expectFailure(
  sourceLocation: SourceLocation = #_sourceLocation, _ body: () async -> ExploreResult
) async -> ExploreFailure? {
  var result: ExploreResult?
  let issues = await withIssueCapture { result = await body() }
  #expect(issues.count == 1, sourceLocation: sourceLocation)
  #expect(issues.first?.message == result?.failure?.message, sourceLocation: sourceLocation)
  return result?.failure
}

/// Runs an exploration expected to pass the whole default budget; its blind spots, warnings that
/// do not fail a test, are left to the tests about them.
func expectNoFailure(
  sourceLocation: SourceLocation = #_sourceLocation, _ body: () async -> ExploreResult
) async {
  var result: ExploreResult?
  let issues = await withIssueCapture { result = await body() }
  #expect(issues.filter { $0.severity == .failure }.map(\.message) == [], sourceLocation: sourceLocation)
  #expect(result?.runs == ExploreBudget.default.runs, sourceLocation: sourceLocation)
}
