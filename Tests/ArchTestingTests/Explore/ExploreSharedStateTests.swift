import Arch
import ArchTesting
import ExploreZoo
import Testing

/// Exploring a feature that keeps its list in `Shared`: every run starts from fresh shared values,
/// a step that changes only a shared value is a state change, and replays repeat their runs.
struct ExploreSharedStateTests {
  static let seeds: [UInt64] = Array(1...20)

  @Test func aCorrectSharedListRaisesNoAlarmOnTwentySeeds() async {
    var alarms: [String] = []
    for seed in Self.seeds {
      let issues = await withIssueCapture { await explore(SharedGroceries.Correct.self, seed: seed) }
      alarms += issues.filter { $0.severity == .failure }.map { "seed \(seed): \($0.message)" }
    }
    #expect(alarms == [])
  }

  @Test func aSharedListBugIsFoundOnNineteenOfTwentySeeds() async {
    var found = 0
    for seed in Self.seeds {
      var result: ExploreResult?
      let issues = await withIssueCapture { result = await explore(SharedGroceries.Buggy.self, seed: seed) }
      let failures = issues.filter { $0.severity == .failure }
      if failures.count == 1, failures.first?.message == result?.failure?.message,
        result?.failure?.message.hasPrefix(
          #"explore found a failure: the invariant "the badge counts the shared list" does not hold."#)
          == true
      {
        found += 1
      }
    }
    #expect(found >= 19)
  }

  @Test func theSharedListBugShrinksToEditAndRemove() async {
    var result: ExploreResult?
    _ = await withIssueCapture { result = await explore(SharedGroceries.Buggy.self) }
    #expect(
      steps(of: result?.failure) == [
        #"await store.tap(button: .button("Edit"))"#,
        #"await store.tap(button: .button("Remove"))"#,
        "store.expect(ExploreZoo.SharedGroceries.Buggy.invariants)",
      ])
  }

  /// The closure form holds one initial state, with the same shared value, for every run: each run
  /// puts back what it wrote, so the next starts where the first did.
  @Test func theClosureFormPutsTheSharedValuesBackAfterEveryRun() async {
    let items = Shared(["Milk"], name: "groceries")
    var alarms: [String] = []
    for seed in Self.seeds.prefix(5) {
      let issues = await withIssueCapture {
        await explore(
          SharedGroceries.feature(fixed: true), initialState: SharedGroceries.State(items: items),
          environment: { _ in () }, view: SharedGroceries.View(), invariants: SharedGroceries.invariants,
          seed: seed)
      }
      alarms += issues.filter { $0.severity == .failure }.map { "seed \(seed): \($0.message)" }
    }
    #expect(alarms == [])
    #expect(items.value == ["Milk"])
  }

  @Test func theClosureFormFindsTheSharedListBug() async {
    let failure = await expectFailure {
      await explore(
        SharedGroceries.feature(fixed: false),
        initialState: SharedGroceries.State(items: Shared(["Milk"], name: "groceries")),
        environment: { _ in () }, view: SharedGroceries.View(), invariants: SharedGroceries.invariants)
    }
    #expect(
      steps(of: failure) == [
        #"await store.tap(button: .button("Edit"))"#,
        #"await store.tap(button: .button("Remove"))"#,
        "store.expect(<#the invariants#>)",
      ])
  }
}
