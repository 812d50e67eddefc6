import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// Cases whose payload is optional, as an alert's buttons are (`.alert(.confirmDeletion)`, `nil` for
/// a button that only dismisses): step labels name the case inside, and `receive(case:)` compares it.
@Suite struct TestStoreOptionalCaseTests {
  struct Detail: EffectReducer {
    struct State: Equatable, Sendable { var isDeleted = false }
    enum Alert: Equatable, Sendable {
      case confirmDeletion
      case keep
    }
    enum Action: Equatable, Sendable {
      case alert(Alert?)
      case deleteTapped
    }

    func reduce(into state: inout State, action: Action, environment: Void) -> Effect<Action> {
      switch action {
      case .alert(.confirmDeletion): state.isDeleted = true
      case .alert(.keep), .alert(nil): break
      case .deleteTapped: return .send(.alert(.confirmDeletion))
      }
      return .none
    }
  }

  private func store() -> TestStore<Detail> {
    TestStore(initialState: Detail.State(), feature: Detail(), environment: ())
  }

  @Test func aStepLabelNamesTheCaseInsideAnOptionalPayload() async {
    let store = store()
    await expectIssues([
      """
      State changed at step 1, send(.alert(.confirmDeletion)), but the test gave no expectation:

          TestStoreOptionalCaseTests.Detail.State(
        −   isDeleted: false
        +   isDeleted: true
          )

      Expected: −, Actual: +
      Describe the change in a trailing closure: `{ $0.property = newValue }`.
      """
    ]) {
      await store.send(.alert(.confirmDeletion))
    }
    await store.send(.alert(nil))
    await store.finish()
  }

  @Test func receiveByCaseComparesTheCaseInsideAnOptionalPayload() async {
    let store = store()
    await expectIssues([
      """
      Step 2, receive(.alert(.keep)) received an action that does not match .alert(.keep):
        • .alert(.confirmDeletion)
      """
    ]) {
      await store.send(.deleteTapped)
      await store.receive(case: .alert(.keep))
    }
    await store.finish()
  }

  @Test func aNilPayloadIsNamedAndCompared() async {
    let store = store()
    await expectIssues([
      """
      Step 2, receive(.alert(nil)) received an action that does not match .alert(nil):
        • .alert(.confirmDeletion)
      """
    ]) {
      await store.send(.deleteTapped)
      await store.receive(case: .alert(nil))
    }
    await store.finish()
  }

  /// An alert whose buttons are not `Equatable`, so neither is its action.
  struct Chooser: EffectReducer {
    struct State: Equatable, Sendable {}
    struct Button: Sendable { var title: String }
    enum Action: Sendable {
      case alert(Button?)
      case openTapped
    }

    func reduce(into state: inout State, action: Action, environment: Void) -> Effect<Action> {
      guard case .openTapped = action else { return .none }
      return .send(.alert(Button(title: "OK")))
    }
  }

  @Test func aNilPayloadOfATypeThatIsNotEquatableIsCompared() async {
    let store = TestStore(initialState: Chooser.State(), feature: Chooser(), environment: ())
    await expectIssues([
      """
      Step 2, receive(.alert(nil)) received an action that does not match .alert(nil):
        • .alert(Button(title: "OK"))
      """
    ]) {
      await store.send(.openTapped)
      await store.receive(case: .alert(nil))
    }
    await store.finish()
  }
}
