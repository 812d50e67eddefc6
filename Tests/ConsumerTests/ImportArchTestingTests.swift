// A consumer's test file: `import ArchTesting` and the app modules, nothing else. It names every type
// the README names, so a name `ArchTesting` stops re-exporting fails this target's build.
import ArchTesting
import Testing

@testable import ConsumerApp
@testable import SampleFeature

/// The README's first feature, tested from another module, as a newcomer's test target does.
@Suite struct ImportArchTestingTests {
  let environment = QuoteEnvironment(fetchQuote: { "Simple is better than clever." })

  @Test func theFirstFeatureRunsInATestStoreFromAnotherModule() async {
    let feature: SplitFeature<QuotePresenter, QuoteReducer> = quoteFeature
    let store = TestStore(initialState: QuoteState(), feature: feature, environment: environment)
    await store.send(.refreshTapped)
    await store.receive(.loadingDidStart) { $0.isLoading = true }
    await store.receive(.quoteDidLoad("Simple is better than clever.")) {
      $0.quote = "Simple is better than clever."
      $0.isLoading = false
    }
    await store.finish()
  }

  @Test func theScreenAndItsSnapshotFromAnotherModule() {
    let view: ViewNode<QuoteAction> = QuoteView().view(for: QuoteState(quote: "Less is more."))
    assertInlineSnapshot(of: view, as: .view()) {
      """
      vstack
        text "Less is more." #quote
        button "Refresh" → .refreshTapped
        button "Favorite" → .favoriteTapped
        text "Favorites: 0"
      """
    }
  }

  @Test func exploreFromAnotherModule() async {
    await explore(
      quoteFeature, initialState: QuoteState(), environment: { _ in environment }, view: QuoteView(),
      invariants: [
        Invariant("no quote is a favorite twice") { state in
          Set(state.favorites).count == state.favorites.count
        }
      ])
  }

  @Test func anAlertIsPresentedAndDismissed() async {
    let alert = AlertState<AlertAction>(
      "Delete?", buttons: [AlertButton("Delete", role: .destructive, sends: .confirmTapped)])
    let store = TestStore(
      initialState: ParentState(alert: alert), feature: alertFeature, environment: ())
    await store.send(.alert(.confirmTapped)) { $0.alert = nil }
    await store.finish()
  }

  @Test func theLayersAndTheDiffsFromAnotherModule() async {
    let events = EffectRecorder(
      QuotePresenter(), sending: .refreshTapped, state: QuoteState(), environment: environment)
    events.expect(exactly: [.loadingDidStart, .quoteDidLoad("Simple is better than clever.")])
    events.finish()
    expectReduce(QuoteReducer(), given: QuoteState(), on: .loadingDidStart) { $0.isLoading = true }
    expectNoDifference(GroceryState(draft: "Tea"), GroceryState(draft: "Tea"))
    #expect(valueDump(QuoteState()).contains("isLoading: false"))
  }

  /// Every type the README names resolves through `import ArchTesting`; the list is the check.
  @Test func everyTypeTheReadmeNamesResolves() {
    let types: [Any.Type] = [
      SplitFeature<QuotePresenter, QuoteReducer>.self, Effect<QuoteEvent>.self, ViewNode<QuoteAction>.self,
      AlertState<AlertAction>.self, Reduce<Int, Counter.Action, Void>.self, Store<GroceryFeature>.self,
      TestStore<GroceryFeature>.self, TestClock.self, Invariant<QuoteState, QuoteAction>.self,
      SessionRecorder<QuoteState, QuoteAction, QuoteEvent>.self,
      RecordedSession<GroceryState, GroceryAction, GroceryEvent>.self,
      CaseOf<ParentAction, AlertAction?>.self,
      ScreenStack<Counter.State>.self, BindingAction<ParentState>.self, RuntimeIssue.self,
      (any Presenter).Type.self, (any Reducer).Type.self, (any ViewBuilder).Type.self,
      (any EffectReducer).Type.self, (any Feature).Type.self, (any Explorable).Type.self,
    ]
    #expect(types.count == 21)
  }
}
