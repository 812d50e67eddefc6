// The README's first-feature tests with default MainActor isolation on this test target only: the
// README's block, importing the nonisolated feature as the README says a real project does
// (ReadmeFirstFeatureTests checks it).

// readme:tests
import ArchTesting
import Testing

@testable import NonisolatedFeature

@Suite struct QuoteFeatureTests {
  let environment = QuoteEnvironment(fetchQuote: { "Simple is better than clever." })

  @Test func refreshingShowsAQuoteThatCanBeFavorited() async {
    let store = TestStore(
      initialState: QuoteState(), feature: quoteFeature, environment: environment)
    await store.send(.refreshTapped)
    await store.receive(.loadingDidStart) { $0.isLoading = true }
    await store.receive(.quoteDidLoad("Simple is better than clever.")) {
      $0.quote = "Simple is better than clever."
      $0.isLoading = false
    }
    await store.send(.favoriteTapped)
    await store.receive(.quoteWasFavorited("Simple is better than clever.")) {
      $0.favorites = ["Simple is better than clever."]
    }
    await store.finish()
  }

  @Test func theScreenShowsTheQuote() {
    let state = QuoteState(quote: "Simple is better than clever.", favorites: ["Less is more."])
    assertInlineSnapshot(of: QuoteView().view(for: state), as: .view()) {
      """
      vstack
        text "Simple is better than clever." #quote
        button "Refresh" → .refreshTapped
        button "Favorite" → .favoriteTapped
        text "Favorites: 1"
      """
    }
  }

  @Test func noTapSequenceFavoritesAQuoteTwice() async {
    await explore(
      quoteFeature, initialState: QuoteState(),
      environment: { _ in environment },
      view: QuoteView(),
      invariants: [
        Invariant("no quote is a favorite twice") { state in
          Set(state.favorites).count == state.favorites.count
        }
      ])
  }
}
// readme:end
