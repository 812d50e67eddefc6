import Arch
import ArchTestSupport
import ExploreZoo
import Testing

@testable import ArchTesting

/// The checks exploring makes besides invariants, each with the message it reports.
struct ExploreChecksTests {
  enum Action: Equatable {
    case tapped
    case loaded
  }

  /// A view that is not a function of the state: each render shows how many came before it.
  final class Renders { var count = 0 }
  struct CountingView: ViewBuilder {
    let renders: Renders
    func view(for state: Int) -> ViewNode<Action> {
      renders.count += 1
      return .button("Tap \(renders.count)", sends: .tapped)
    }
  }

  /// How a failure of `CountingView` starts, comparing its render number `firstRender` with the next.
  static func impureViewFailure(firstRender: Int) -> String {
    """
    explore found a failure: rendering the same state twice gave two different views: the view \
    must be a pure function of the state. First:
      button "Tap \(firstRender)" → .tapped
    Then:
      button "Tap \(firstRender + 1)" → .tapped
    """
  }

  @Test func aViewThatIsNotAFunctionOfTheStateFails() async {
    let feature = Reduce<Int, Action, Void> { state, _, _ in
      state += 1; return .none
    }
    let failure = await expectFailure {
      await explore(
        feature, initialState: 0, environment: { _ in () }, view: CountingView(renders: Renders()))
    }
    #expect(
      failure?.message.hasPrefix(
        """
        explore found a failure: rendering the same state twice gave two different views: the view \
        must be a pure function of the state. First:
          button "Tap
        """) == true)
  }

  /// A step that leaves the state as it was is checked against the view it started from, not a
  /// second render: the check must still catch a view that changes on its own.
  @Test func aViewThatChangesWhileTheStateStaysTheSameFails() async {
    let feature = Reduce<Int, Action, Void> { _, _, _ in .none }
    let failure = await expectFailure {
      await explore(
        feature, initialState: 0, environment: { _ in () }, view: CountingView(renders: Renders()))
    }
    #expect(failure?.message.hasPrefix(Self.impureViewFailure(firstRender: 1)) == true)
  }

  /// When invariants read the view, the view they were checked against after the step's last action
  /// is the first of the two renders the purity check compares.
  @Test func anImpureViewIsCaughtWhenInvariantsReadTheView() async {
    let feature = Reduce<Int, Action, Void> { state, _, _ in
      state += 1; return .none
    }
    let failure = await expectFailure {
      await explore(
        feature, initialState: 0, environment: { _ in () }, view: CountingView(renders: Renders()),
        invariants: [Invariant("shows a button") { _, view in view.label?.hasPrefix("Tap") == true }])
    }
    #expect(failure?.message.hasPrefix(Self.impureViewFailure(firstRender: 2)) == true)
  }

  @Test func anEffectErrorWithoutAHandlerFails() async {
    let feature = Reduce<Int, Action, Void> { _, action, _ in
      guard action == .tapped else { return .none }
      return .run(name: "load") { _ in throw Offline() }
    }
    let failure = await expectFailure {
      await explore(
        feature, initialState: 0, environment: { _ in () },
        actions: [.always("tap", .tapped)])
    }
    #expect(
      failure?.message.hasPrefix(
        """
        explore found a failure: the effect "load" threw Offline() and has no `catch:` handler.
        Run 1 of 100
        """) == true)
  }

  @Test func aControlWhoseActionTheFeatureRejectsFails() async {
    let feature = Reduce<Int, Action, Void> { _, action, _ in
      if action == .tapped { RuntimeIssue.report("Nothing to tap yet.") }
      return .none
    }
    struct View: ViewBuilder {
      func view(for state: Int) -> ViewNode<Action> { .button("Tap", sends: .tapped) }
    }
    let failure = await expectFailure {
      await explore(feature, initialState: 0, environment: { _ in () }, view: View())
    }
    #expect(
      failure?.message.hasPrefix(
        """
        explore found a failure: the view offers a control whose action the feature rejects: \
        tap "Tap" sent .tapped, and the feature reported: Nothing to tap yet.
        """) == true)
  }

  @Test func effectsThatNeverWaitFail() async {
    let feature = Reduce<Int, Action, Void> { state, action, _ in
      guard action == .tapped else { state += 1; return .none }
      return .run { send in
        while !Task.isCancelled {
          await send(.loaded)
          await Task.yield()
        }
      }
    }
    let failure = await expectFailure {
      await explore(
        feature, initialState: 0, environment: { _ in () }, actions: [.always("tap", .tapped)],
        budget: ExploreBudget(runs: 1, maximumSteps: 1))
    }
    #expect(
      failure?.message.hasPrefix(
        """
        explore found a failure: effects ran 10000 times in one step without waiting on anything: \
        one of them loops forever.
        """) == true)
  }

  @Test func aFailureThatNeedsAnotherEffectOrderSaysSo() async {
    enum Step: Equatable { case load, first, second }
    let feature = Reduce<[Step], Step, Void> { log, step, _ in
      guard step == .load else { log.append(step); return .none }
      return .merge(.run { send in await send(.first) }, .run { send in await send(.second) })
    }
    let failure = await expectFailure {
      await explore(
        feature, initialState: [], environment: { _ in () }, actions: [.always("load", .load)],
        invariants: [Invariant("first comes first") { log in log.first != .second }])
    }
    #expect(
      steps(of: failure) == [
        "store.pickReadyEffects(1)",
        #"await store.send(.load)  // the generator "load""#,
        "// effect 2 of the 2 ready went first here",
        "// the feature receives .second",
        "store.expect(<#the invariants#>)",
      ])
  }

  @Test func aFeatureThatDoesNotRepeatItselfIsReported() async {
    final class Shared: @unchecked Sendable { var count = 0 }
    let shared = Shared()
    let feature = Reduce<Int, Action, Shared> { state, _, shared in
      shared.count += 1
      state = shared.count
      return .none
    }
    await expectIssues([
      """
      explore cannot trust its results: replaying seed \(SplitMix64.seed(ofRun: 0, from: ExploreSeed.base)) did not repeat the run. At event 1 it first saw
        send(.tapped), leaving 1
      and then
        send(.tapped), leaving 21
      Something the feature reads changes between runs: the real clock, random numbers, or a service \
      shared between runs. Build every service inside the `environment:` closure, which runs once per \
      run, and read time only from the clock it is given.
      """
    ]) {
      await explore(
        feature, initialState: 0, environment: { _ in shared }, actions: [.always("tap", .tapped)])
    }
  }

  @Test func anOutputThatDiffersOnlyInWhatItsEqualityIgnoresIsNoSignOfADifferentRun() async {
    /// A reading whose `==` ignores when it was taken, as an output carrying a timestamp may.
    struct Reading: Equatable {
      var value: Int
      var takenAt: Int
      static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
    }
    enum Step: Equatable {
      case read
      case got(Reading)
    }
    final class Meter: @unchecked Sendable { var readings = 0 }
    let meter = Meter()
    let feature = Reduce<Int, Step, Meter> { total, step, meter in
      switch step {
      case .read:
        return .run { send in
          meter.readings += 1
          await send(.got(Reading(value: 1, takenAt: meter.readings)))
        }
      case .got(let reading):
        total += reading.value
        return .none
      }
    }
    await expectIssues([]) {
      await explore(
        feature, initialState: 0, environment: { _ in meter }, actions: [.always("read", .read)],
        budget: ExploreBudget(runs: 3, maximumSteps: 2))
    }
    #expect(meter.readings > 6)
  }

  @Test func aPinnedBaseSeedReplaysTheWholeExploration() async {
    let exploreSeed = { (seed: UInt64?) in
      await explore(
        SelectionDelete.feature(fixed: false), initialState: SelectionDelete.State(),
        environment: { _ in () }, view: SelectionDelete.View(), invariants: SelectionDelete.invariants,
        seed: seed)
    }
    let first = await expectFailure { await exploreSeed(nil) }
    #expect(first?.seed == ExploreSeed.base)
    let pinned = await expectFailure { await exploreSeed(first?.seed) }
    #expect(pinned?.seed == first?.seed)
    #expect(pinned?.run == first?.run)
    #expect(pinned?.originalStep == first?.originalStep)
    #expect(pinned?.test == first?.test)
    #expect(pinned?.message == first?.message)
  }

  @Test func theFailurePrintsTheBaseSeedToReplayTheExploration() async {
    let failure = await expectFailure {
      await explore(
        SelectionDelete.feature(fixed: false), initialState: SelectionDelete.State(),
        environment: { _ in () }, view: SelectionDelete.View(), invariants: SelectionDelete.invariants,
        seed: 99)
    }
    #expect(
      failure?.message.hasSuffix(
        "Replay exactly this exploration with `seed: 99` or ARCH_EXPLORE_SEED=99.") == true)
    #expect(failure?.message.contains("Run \((failure?.run ?? 0) + 1) of 100 failed at step") == true)
  }

  @Test func aTestPrintedWithPlaceholdersSaysHowToGetOneWithout() async {
    let failure = await expectFailure {
      await explore(
        SelectionDelete.feature(fixed: false), initialState: SelectionDelete.State(items: ["Milk"]),
        environment: { _ in () }, view: SelectionDelete.View(), invariants: SelectionDelete.invariants)
    }
    #expect(
      failure?.message.contains(
        """
            store.expect(<#the invariants#>)
          }

        Fill in the two placeholders, or explore an `Explorable` type instead: its printed test calls \
        its `makeStore(clock:)` and `invariants`, and compiles as printed.

        The state then:
        """) == true)
  }

  @Test func aTestPrintedForAnExplorableTypeHasNoPlaceholdersToExplain() async {
    let failure = await expectFailure { await explore(FieldTextTests.WithTabs.self) }
    #expect(failure?.message.contains("<#") == false)
    #expect(failure?.message.contains("Fill in the two placeholders") == false)
  }

  // The process environment is passed in, so tests running in parallel never see the variable.
  @Test func theSeedVariablePinsTheBaseSeed() {
    #expect((try? ExploreSeed.baseSeed(pinned: nil, environment: ["ARCH_EXPLORE_SEED": "42"]).get()) == 42)
    #expect((try? ExploreSeed.baseSeed(pinned: 7, environment: ["ARCH_EXPLORE_SEED": "42"]).get()) == 7)
    #expect((try? ExploreSeed.baseSeed(pinned: nil, environment: [:]).get()) == ExploreSeed.base)
    #expect(ExploreSeed.runSeeds(from: 42, runs: 200).count == 200)
    #expect(
      Set(ExploreSeed.runSeeds(from: 42, runs: 200)).isDisjoint(
        with: ExploreSeed.runSeeds(from: 43, runs: 200)))
  }

  @Test func randomDrawsANewBaseSeed() {
    let seed = ExploreSeed.baseSeed(
      pinned: nil, environment: ["ARCH_EXPLORE_SEED": "random"], random: { 1234 })
    #expect((try? seed.get()) == 1234)
  }

  @Test func theSeedVariableMustBeANumberOrRandom() {
    let seed = ExploreSeed.baseSeed(pinned: nil, environment: ["ARCH_EXPLORE_SEED": "abc"])
    guard case .failure(let error) = seed else {
      Issue.record("expected a failure, got \(seed)")
      return
    }
    #expect(
      error.message
        == #"ARCH_EXPLORE_SEED="abc" is not a seed: write a whole number, as a failure printed it, or `random`."#
    )
  }
}

private struct Offline: Error {}
