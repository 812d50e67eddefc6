import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// `receive`, scoping, `[case:]` and `dismissedBy:` through nested cases, as the ports of TCA's case
/// studies wrote them: `.destination(.edit…)`, `.delegate(.startMeeting)`,
/// `.searchResponse(.success…)` with a payload that is not `Equatable`.
@Suite struct TestStoreNestedCaseTests {
  private func standupsStore(
    search: @escaping @Sendable (String) async throws -> [String] = { _ in ["Retro", "Standup"] }
  ) -> TestStore<PresentedChild<Standups.Core, Standups.Editor>> {
    TestStore(
      initialState: Standups.State(), feature: Standups.feature, environment: .init(search: search))
  }

  @Test func receivesADestinationCaseThroughAClosure() async {
    let store = standupsStore()
    await store.send(.editTapped) { $0.destination = .edit(.init()) }
    await store.send(.destination(.edit(.saveTapped))) {
      $0.destination[case: { .edit($0) }]?.saves = 1
    }
    await store.receive({ .destination(.edit($0)) }, where: { $0 == .delegate(.saved("Standup")) })
    await store.finish()
  }

  @Test func receivesADelegateCaseWithNoPayloadThoughTheActionsAreNotEquatable() async {
    let store = standupsStore()
    await store.send(.editTapped) { $0.destination = .edit(.init()) }
    await store.send(.destination(.edit(.startTapped)))
    await store.receive(case: .destination(.edit(.delegate(.startMeeting)))) { $0.meetingsStarted = 1 }
    await store.finish()
  }

  @Test func receivesASuccessfulResultWhoseErrorIsNotEquatable() async {
    let store = standupsStore()
    await store.send(.searchTapped("s"))
    await store.receive({ .searchResponse(.success($0)) }) { $0.results = ["Retro", "Standup"] }
    await store.finish()
  }

  @Test func receivesAFailedResultByAPathOfCases() async {
    let store = standupsStore(search: { _ in throw Standups.Offline() })
    await store.send(.searchTapped("s"))
    await store.receive(
      CaseOf(Standups.Action.searchResponse).appending(Result.failure),
      where: { $0 is Standups.Offline }
    ) { $0.searchError = "offline" }
    await store.finish()
  }

  @Test func dismissesThroughExactlyTheDelegateDismissCase() async {
    let store = standupsStore()
    await store.send(.editTapped) { $0.destination = .edit(.init()) }
    await store.send(.destination(.edit(.startTapped)))
    await store.receive(case: .destination(.edit(.delegate(.startMeeting)))) { $0.meetingsStarted = 1 }
    #expect(store.state.destination != nil, "another delegate case leaves the editor open")
    await store.send(.destination(.edit(.closeTapped)))
    await store.receive(case: .destination(.edit(.delegate(.dismiss)))) { $0.destination = nil }
    await store.finish()
  }

  @Test func aScopedStoreReceivesANestedChildCase() async {
    let store = standupsStore()
    await store.send(.editTapped) { $0.destination = .edit(.init()) }
    let editor = store.scope(
      state: \.destination, case: Standups.Destination.edit,
      action: { .destination(.edit($0)) }, output: { .destination(.edit($0)) })
    await editor.send(.titleChanged("Retro")) { $0.title = "Retro" }
    await editor.send(.saveTapped) { $0.saves = 1 }
    await editor.receive({ .delegate(.saved($0)) })
    await store.finish()
  }

  @Test func aWrongNestedCaseNamesTheWholePath() async {
    let store = standupsStore()
    await expectIssues([
      """
      Step 3, receive(.destination(.edit(.delegate(.startMeeting)))) received an action that does not \
      match .destination(.edit(.delegate(.startMeeting))):
        • .destination(.edit(.delegate(.saved("Standup"))))
      """
    ]) {
      await store.send(.editTapped) { $0.destination = .edit(.init()) }
      await store.send(.destination(.edit(.saveTapped))) { $0.destination = .edit(.init(saves: 1)) }
      await store.receive(case: .destination(.edit(.delegate(.startMeeting))))
    }
  }

  @Test func aWrongNestedCaseOfAPathOfConstructorsNamesThePath() async {
    let store = standupsStore(search: { _ in throw Standups.Offline() })
    await expectIssues([
      """
      Step 2, receive(.searchResponse(.success)) received an action that does not match \
      .searchResponse(.success):
        • .searchResponse(.failure(offline))
      """
    ]) {
      await store.send(.searchTapped("s"))
      await store.receive(CaseOf(Standups.Action.searchResponse).appending(Result.success))
    }
  }

  @Test func aWrongNestedCaseOfAClosureNamesThePathThroughAStandInPayload() async {
    let store = standupsStore(search: { _ in throw Standups.Offline() })
    await expectIssues([
      """
      Step 2, receive(.searchResponse(.success)) received an action that does not match \
      .searchResponse(.success):
        • .searchResponse(.failure(offline))
      """
    ]) {
      await store.send(.searchTapped("s"))
      await store.receive({ .searchResponse(.success($0)) })
    }
  }

  @Test func aPathWhosePayloadNothingRevealsNamesWhatItCanAndTheTypesOfTheRest() async {
    let store = standupsStore()
    await expectIssues([
      """
      Step 2, receive(Standups.Action case with Standups.DestinationAction) received an action that \
      does not match Standups.Action case with Standups.DestinationAction:
        • .searchResponse(.success(["Retro", "Standup"]))
      """,
      """
      Step 3, receive(Standups.Action case with Standups.Editor.Action) expected an action, but none \
      was received and no effect is running.
      Did the effect finish without sending it, or was it cancelled?
      """,
    ]) {
      await store.send(.searchTapped("s"))
      await store.receive(CaseOf(Standups.Action.destination).appending(Standups.DestinationAction.edit))
      await store.receive({ .destination(.edit($0)) })
    }
  }

  @Test func aWrongNestedCaseOfAClosureNamesThePathOnceAPayloadRevealsIt() async {
    let store = standupsStore()
    await expectIssues([
      """
      Step 3, receive(.destination(.edit(.titleChanged))) received an action that does not match \
      .destination(.edit(.titleChanged)):
        • .destination(.edit(.delegate(.saved("Standup"))))
      """
    ]) {
      await store.send(.editTapped) { $0.destination = .edit(.init()) }
      await store.send(.destination(.edit(.saveTapped))) { $0.destination = .edit(.init(saves: 1)) }
      await store.receive({ .destination(.edit(.titleChanged($0))) })
    }
  }
}
