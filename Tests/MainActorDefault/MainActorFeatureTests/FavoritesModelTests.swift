import ArchTesting
import Testing

@testable import MainActorFeature

/// The `@Observable` model style with the model on the main actor: the harness snapshots it, runs
/// its effects and diffs it from main-actor tests.
@Suite struct FavoritesModelTests {
  func makeStore(saves: Bool = true) -> TestStore<
    ReferenceModelFeature<FavoritesModel, FavoritesModel.Action, FavoritesEnvironment>
  > {
    TestStore(model: FavoritesModel(), environment: FavoritesEnvironment(save: { _ in saves })) {
      model, action, environment in
      model.update(action: action, environment: environment)
    }
  }

  @Test func savingTheFavoritesRunsAnEffectOnTheModel() async {
    let store = makeStore()
    await store.send(.add("Less is more.")) { $0.favorites = ["Less is more."] }
    await store.send(.saveTapped) { $0.isSaving = true }
    await store.receive(.saveFinished(succeeded: true)) { $0.isSaving = false }
    await store.finish()
    #expect(store.state.model.favorites == ["Less is more."])
  }

  @Test func aWrongExpectationShowsTheModelsDiff() async {
    let store = makeStore()
    let issues = await withIssueCapture {
      await store.send(.add("Less is more.")) { $0.favorites = ["More is less."] }
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix("State after step 1, send(.add) is not what the test expected:") == true
    )
  }
}
