import Arch
import ArchTesting
import Testing

@testable import MainActorFeature

/// The README's first feature explored from a main-actor test, counting the runs it starts: its
/// `makeStore` runs on the main actor, at the start of each run.
enum CountedQuoteExploration: Explorable {
  static var runsStarted = 0
  /// How many runs had started when other work on the main actor got its turn.
  static var runsStartedWhenOtherWorkRan: Int?

  static func makeStore(clock: TestClock) -> TestStore<SplitFeature<QuotePresenter, QuoteReducer>> {
    runsStarted += 1
    return TestStore(
      initialState: QuoteState(), feature: quoteFeature,
      environment: QuoteEnvironment(fetchQuote: { "Less is more." }), view: QuoteView())
  }

  static let invariants: [Invariant<QuoteState, QuoteAction>] = []
}

@Suite struct ExploreSharesTheMainActorTests {
  /// Other tests run beside this one: an effect of theirs waiting for the main actor is reported
  /// stuck after a second, so `explore` must not hold the main actor for a whole exploration.
  @Test func otherMainActorWorkRunsBeforeTheExplorationEnds() async {
    let other = Task { @MainActor in
      CountedQuoteExploration.runsStartedWhenOtherWorkRan = CountedQuoteExploration.runsStarted
    }
    let result = await explore(CountedQuoteExploration.self)
    let runsStartedWhenOtherWorkRan = CountedQuoteExploration.runsStartedWhenOtherWorkRan
    await other.value
    #expect(result.runs == ExploreBudget.default.runs)
    #expect((runsStartedWhenOtherWorkRan ?? .max) < CountedQuoteExploration.runsStarted)
  }
}
