import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// Nested cases, alerts and recursive features run alike in the production store and the test store.
@MainActor
@Suite struct CompositionParityTests {
  /// Compares outputs by their description, so outputs that are not `Equatable` (a `Result` with
  /// `any Error`) are compared too.
  private func expectParity<F: Feature>(
    _ script: [ParityMove<F.Action>], feature: F, initialState: F.State,
    environment: @escaping (TestClock) -> F.Environment,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> F.State where F.State: Equatable {
    let store = await StoreParity.runStore(
      script, feature: feature, initialState: initialState, environment: environment)
    let testStore = await StoreParity.runTestStore(
      script, feature: feature, initialState: initialState, environment: environment)
    #expect(store.finalState == testStore.finalState, sourceLocation: sourceLocation)
    #expect(
      store.outputs.map { String(describing: $0) } == testStore.outputs.map { String(describing: $0) },
      sourceLocation: sourceLocation)
    return store.finalState
  }

  @Test func nestedDelegateCasesDismissOnlyThroughDelegateDismiss() async {
    let state = await expectParity(
      [
        .send(.editTapped), .send(.destination(.edit(.startTapped))), .send(.destination(.edit(.saveTapped))),
        .send(.searchTapped("s")),
      ],
      feature: Standups.feature, initialState: Standups.State(),
      environment: { _ in .init(search: { _ in ["Retro"] }) })
    #expect(state.meetingsStarted == 1)
    #expect(state.destination == .edit(.init(saves: 1)))
    #expect(state.results == ["Retro"])
    let dismissed = await expectParity(
      [.send(.editTapped), .send(.destination(.edit(.closeTapped)))],
      feature: Standups.feature, initialState: Standups.State(),
      environment: { _ in .init(search: { _ in throw Standups.Offline() }) })
    #expect(dismissed.destination == nil)
  }

  @Test func alertsAndDialogsAreDismissedByAnyButtonInBothStores() async {
    let state = await expectParity(
      [
        .send(.emptyTapped), .send(.alert(nil)), .send(.optionsTapped), .send(.dialog(.archiveFirst)),
        .send(.alert(nil)), .send(.emptyTapped), .send(.alert(.confirmEmpty)),
      ],
      feature: Trash.feature, initialState: Trash.State(), environment: { _ in () })
    #expect(state == Trash.State(items: [], alert: nil, dialog: nil))
  }

  @Test func aRecursiveTreeRunsAndCancelsNestedEffectsAlikeInBothStores() async {
    let state = await expectParity(
      [
        .send(.addTapped), .send(.child(id: 1, action: .addTapped)),
        .send(.child(id: 1, action: .child(id: 11, action: .startTimerTapped))), .advance(.seconds(2)),
        .send(.focusTapped), .send(.focused(.startTimerTapped)), .advance(.seconds(1)),
        .send(.removeTapped(id: 1)), .send(.unfocusTapped), .advance(.seconds(3)),
      ],
      feature: Tree.feature, initialState: Tree.State(id: 0), environment: { .init(clock: $0) })
    #expect(state == Tree.State(id: 0))
  }
}
