import Arch
import ArchTesting
import Testing

@testable import MainActorFeature

/// The README's first feature as an `Explorable` declared in main-actor-default code: its conformance
/// is main-actor isolated, and `explore` takes it from a main-actor test.
enum QuoteExploration: Explorable {
  static func makeStore(clock: TestClock) -> TestStore<SplitFeature<QuotePresenter, QuoteReducer>> {
    TestStore(
      initialState: QuoteState(), feature: quoteFeature,
      environment: QuoteEnvironment(fetchQuote: { "Less is more." }), view: QuoteView())
  }

  static let invariants = [
    Invariant<QuoteState, QuoteAction>("no quote is a favorite twice") { state in
      Set(state.favorites).count == state.favorites.count
    }
  ]
}

@Suite struct QuoteExplorationTests {
  @Test func exploringTheExplorableFindsNoBrokenPromise() async {
    let result = await explore(QuoteExploration.self)
    #expect(result.runs == ExploreBudget.default.runs)
  }
}
