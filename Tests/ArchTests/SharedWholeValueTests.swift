import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// A shared value that is a struct, written whole (a detail screen saving its edited sync-up), and
/// expectations of shared values no step wrote: found porting TCA's SyncUps, where a wrong
/// expectation crashed the test process, or passed.
@Suite struct SharedWholeValueTests {
  struct SyncUp: Equatable, Sendable {
    var title: String
    var minutes = 5
  }

  struct Detail: EffectReducer {
    struct State: Equatable, Sendable { var syncUp: Shared<SyncUp> }
    enum Action: Equatable, Sendable {
      case saved(SyncUp)
      case nothingTapped
    }

    func reduce(into state: inout State, action: Action, environment: Void) -> Effect<Action> {
      if case .saved(let syncUp) = action { state.syncUp.value = syncUp }
      return .none
    }
  }

  func makeStore() -> TestStore<Detail> {
    TestStore(
      initialState: Detail.State(syncUp: Shared(SyncUp(title: "Design"), name: "syncUp")), feature: Detail(),
      environment: ())
  }

  /// The whole failure of an expectation of `syncUp` with the title "Standup", where it is `actual`.
  static func mismatch(after step: String, actual: String) -> String {
    """
    The shared value "syncUp" after \(step) is not what the test expected:

        SharedWholeValueTests.SyncUp(
      −   title: "Standup",
      +   title: "\(actual)",
          minutes: 5
        )

    Expected: −, Actual: +
    Fix the expectation in the trailing closure, or the feature if the actual value is wrong.
    """
  }

  @Test func aWrongExpectationOfAStructWrittenWholeFailsWithItsDiff() async {
    let store = makeStore()
    await expectIssues([Self.mismatch(after: "step 1, send(.saved)", actual: "Retro")]) {
      await store.send(.saved(SyncUp(title: "Retro"))) { $0.syncUp.value.title = "Standup" }
    }
  }

  @Test func aWrongStoreAssertOfAStructWrittenWholeFailsWithItsDiff() async {
    let store = makeStore()
    await store.send(.saved(SyncUp(title: "Retro"))) { $0.syncUp.value.title = "Retro" }
    expectIssues([Self.mismatch(after: "step 1, store.assert", actual: "Retro")]) {
      store.assert { $0.syncUp.value.title = "Standup" }
    }
  }

  @Test func aStoreAssertOfASharedValueNoStepWroteIsChecked() {
    let store = makeStore()
    expectIssues([Self.mismatch(after: "step 0, store.assert", actual: "Design")]) {
      store.assert { $0.syncUp.value.title = "Standup" }
    }
  }

  @Test func aStepExpectingASharedChangeNoStepMadeFails() async {
    let store = makeStore()
    await expectIssues([Self.mismatch(after: "step 1, send(.nothingTapped)", actual: "Design")]) {
      await store.send(.nothingTapped) { $0.syncUp.value.title = "Standup" }
    }
  }
}
