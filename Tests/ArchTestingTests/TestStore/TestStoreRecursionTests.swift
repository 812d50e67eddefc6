import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// A feature holding a collection and an optional of itself, composed with `recursive`, in the test
/// store.
@Suite struct TestStoreRecursionTests {
  private typealias TreeFeature = Recursive<Tree.State, Tree.Action, Tree.Action, Tree.Environment>

  private func treeStore(clock: TestClock) -> TestStore<TreeFeature> {
    TestStore(initialState: Tree.State(id: 0), feature: Tree.feature, environment: .init(clock: clock))
  }

  @Test func addsChildrenAndEditsANestedChild() async {
    let store = treeStore(clock: TestClock())
    await store.send(.addTapped) { $0.children = [Tree.State(id: 1)] }
    await store.send(.child(id: 1, action: .addTapped)) {
      $0.children[id: 1]?.children = [Tree.State(id: 11)]
    }
    await store.send(.child(id: 1, action: .child(id: 11, action: .titleChanged("Groceries")))) {
      $0.children[id: 1]?.children[id: 11]?.title = "Groceries"
    }
    await store.finish()
  }

  @Test func removingANodeCancelsTheEffectsOfEveryNodeUnderIt() async {
    let clock = TestClock()
    let store = treeStore(clock: clock)
    await store.send(.addTapped) { $0.children = [Tree.State(id: 1)] }
    await store.send(.child(id: 1, action: .addTapped)) {
      $0.children[id: 1]?.children = [Tree.State(id: 11)]
    }
    await store.send(.child(id: 1, action: .child(id: 11, action: .startTimerTapped)))
    await clock.advance(by: .seconds(1))
    await store.receive(.child(id: 1, action: .child(id: 11, action: .timerTicked))) {
      $0.children[id: 1]?.children[id: 11]?.ticks = 1
    }
    await store.send(.removeTapped(id: 1)) { $0.children = [] }
    #expect(clock.pendingDeadlines.isEmpty)
    await store.finish()
  }

  @Test func anOptionalChildOfTheSameTypeRunsTheWholeFeature() async {
    let clock = TestClock()
    let store = treeStore(clock: clock)
    await store.send(.focusTapped) { $0.focused = Tree.State(id: 0) }
    await store.send(.focused(.addTapped)) { $0.focused?.children = [Tree.State(id: 1)] }
    await store.send(.focused(.child(id: 1, action: .startTimerTapped)))
    await clock.advance(by: .seconds(1))
    await store.receive(.focused(.child(id: 1, action: .timerTicked))) {
      $0.focused?.children[id: 1]?.ticks = 1
    }
    await store.send(.focused(.focusTapped)) { $0.focused?.focused = Tree.State(id: 0) }
    await store.send(.focused(.focused(.titleChanged("Deep")))) { $0.focused?.focused?.title = "Deep" }
    await store.send(.unfocusTapped) { $0.focused = nil }
    #expect(clock.pendingDeadlines.isEmpty, "dismissing the node ended its child's timer")
    await store.finish()
  }

  @Test func aNestedChangeShowsInTheDiffByItsPropertyName() async {
    let store = treeStore(clock: TestClock())
    await expectIssues([
      """
      State after step 1, send(.focusTapped) is not what the test expected:

          Tree.State(
            id: 0,
            title: "",
            ticks: 0,
            children: [],
            focused: Tree.State(
        −     id: 1,
        +     id: 0,
              title: "",
              ticks: 0,
              … (2 unchanged)
            )
          )

      Expected: −, Actual: +
      Fix the expectation in the trailing closure, or the feature if the actual state is wrong.
      """
    ]) {
      await store.send(.focusTapped) { $0.focused = Tree.State(id: 1) }
    }
  }
}
