import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// `receive(case:)` and the closure form through cases that carry an id beside an inner case: rows,
/// presented children, stacked screens, and a stack's path case.
///
/// The id and the inner case are both
/// compared; a message says which differed.
@Suite struct TestStoreRowCaseTests {
  private func store() -> TestStore<some Feature<Episodes.State, Episodes.Action, Episodes.Action, Void>> {
    TestStore(initialState: Episodes.State(), feature: Episodes.feature, environment: ())
  }

  @Test func aRowCaseWithAnotherIdAndAnotherInnerCaseFailsNamingBoth() async {
    let store = store()
    await expectIssues([
      """
      Step 2, receive(.rows(id: 2, action: .tap)) received an action that does not match \
      .rows(id: 2, action: .tap):
        • .rows(id: 1, action: .response(["Episode 1"]))
      It differs in:
        • `id` in .rows: expected 2, received 1
        • the case of `action` in .rows: expected .tap, received .response
      """
    ]) {
      await store.send(.rows(id: 1, action: .load))
      await store.receive(case: .rows(id: 2, action: .tap))
    }
  }

  @Test func theRightRowCasePasses() async {
    let store = store()
    await store.send(.rows(id: 1, action: .load))
    await store.receive(case: .rows(id: 1, action: .response([]))) {
      $0.rows[id: 1]?.titles = ["Episode 1"]
    }
    await store.send(.rows(id: 2, action: .tap)) { $0.rows[id: 2]?.taps = 1 }
    await store.finish()
  }

  @Test func aRowClosureMatchesTheIdItNames() async {
    let store = store()
    await store.send(.rows(id: 2, action: .load))
    await store.receive({ .rows(id: 2, action: .response($0)) }, where: { $0 == ["Episode 2"] }) {
      $0.rows[id: 2]?.titles = ["Episode 2"]
    }
    await store.finish()
  }

  @Test func aRowClosureWithAnotherIdFailsNamingTheId() async {
    let store = store()
    await expectIssues([
      """
      Step 2, receive(.rows(id: 2, action: .response)) received an action that does not match \
      .rows(id: 2, action: .response):
        • .rows(id: 1, action: .response(["Episode 1"]))
      It differs in:
        • `id` in .rows: expected 2, received 1
      """
    ]) {
      await store.send(.rows(id: 1, action: .load))
      await store.receive({ .rows(id: 2, action: .response($0)) })
    }
  }

  @Test func aPresentedChildsInnerCaseIsCompared() async {
    var state = Episodes.State()
    state.detail = Episodes.Episode.State(id: 3)
    let store = TestStore(initialState: state, feature: Episodes.feature, environment: ())
    await expectIssues([
      """
      Step 2, receive(.detail(.tap)) received an action that does not match .detail(.tap):
        • .detail(.response(["Episode 3"]))
      """
    ]) {
      await store.send(.detail(.load))
      await store.receive(case: .detail(.tap))
    }
  }

  @Test func aStackedScreensIdAndInnerCaseAreComparedThroughThePathCase() async {
    var state = Episodes.State()
    state.path.push(.detail(Episodes.Episode.State(id: 8)))
    let store = TestStore(initialState: state, feature: Episodes.feature, environment: ())
    await expectIssues([
      """
      Step 2, receive(.path(.element(id: #1, action: .detail(.response)))) received an action that does \
      not match .path(.element(id: #1, action: .detail(.response))):
        • .path(.element(id: #0, action: .detail(.response(["Episode 7"]))))
      It differs in:
        • `id` in .path(.element): expected #1, received #0
      """,
      """
      Step 4, receive(.path(.element(id: #0, action: .detail(.tap)))) received an action that does not \
      match .path(.element(id: #0, action: .detail(.tap))):
        • .path(.element(id: #0, action: .detail(.response(["Episode 7"]))))
      It differs in:
        • the case in .path(.element(action: .detail)): expected .tap, received .response
      """,
    ]) {
      await store.send(.path(.element(id: 0, action: .detail(.load))))
      await store.receive(case: .path(.element(id: 1, action: .detail(.response([])))))
      await store.send(.path(.element(id: 0, action: .detail(.load))))
      await store.receive(case: .path(.element(id: 0, action: .detail(.tap))))
    }
  }

  @Test func aStackedScreensActionIsReceivedThroughThePathCase() async {
    let store = store()
    await store.send(.path(.element(id: 0, action: .detail(.load))))
    await store.receive(case: .path(.element(id: 0, action: .detail(.response([]))))) {
      $0.path[id: 0, case: Episodes.Screen.detail]?.titles = ["Episode 7"]
    }
    await store.finish()
  }
}
