import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// `store.assert { … }` checks the current state without taking a step.
@Suite struct TestStoreAssertTests {
  private func makeStore() -> TestStore<SplitFeature<Loader.LoaderPresenter, Loader.LoaderReducer>> {
    TestStore(
      initialState: Loader.State(), feature: Loader.feature,
      environment: Loader.Environment(clock: ImmediateClock(), fetch: { ["milk", "eggs"] }))
  }

  @Test func passesWhenTheWrittenValuesAreTheCurrentOnes() async {
    let store = makeStore()
    await expectIssues([]) {
      await store.send(.reloadTapped)
      await store.skipReceived()
      store.assert {
        $0.items = ["milk", "eggs"]
        $0.isLoading = false
      }
      await store.finish()
    }
  }

  @Test func aWrongValueFailsWithADiffAtTheAssertLine() async {
    let store = makeStore()
    var line: UInt = 0
    let issues = await withIssueCapture {
      await store.send(.reloadTapped)
      await store.skipReceived()
      line = #line + 1
      store.assert { $0.items = ["milk"] }
      await store.finish()
    }
    #expect(
      issues.map(\.message) == [
        """
        `assert` expected other values in the state after step 1:

            Loader.State(
              isLoading: false,
              items: [
                … (1 unchanged)
          +     [1]: "eggs"
              ],
              … (1 unchanged)
            )

        Expected: −, Actual: +
        Fix the values written in `assert`, or the feature if the actual state is wrong.
        """
      ])
    #expect(issues.map(\.location.line) == [line])
  }

  @Test func beforeAnyStepItChecksTheInitialState() {
    let store = makeStore()
    let issues = withIssueCapture { store.assert { $0.isLoading = true } }
    #expect(issues.first?.message.hasPrefix("`assert` expected other values in the initial state:") == true)
  }

  @Test func aThrowingClosureIsAFailure() {
    struct Oops: Error, CustomStringConvertible { var description: String { "oops" } }
    let store = makeStore()
    expectIssues(["The closure of `assert` on the initial state threw an error: oops"]) {
      store.assert { _ in throw Oops() }
    }
  }

  @Test func takesNoStep() async {
    let store = makeStore()
    let issues = await withIssueCapture {
      store.assert { $0.items = [] }
      await store.send(.reloadTapped)
      await store.skipReceived()
      store.assert { $0.error = "offline" }
      await store.finish()
    }
    #expect(issues.map(\.message).first?.contains("in the state after step 1:") == true)
  }
}
