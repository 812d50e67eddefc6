import Arch
import ArchTesting
import Testing

@testable import MainActorFeature

/// A session recorded from the app's `Store` of a main-actor feature replays on a `TestStore`.
@Suite struct QuoteSessionTests {
  let environment = QuoteEnvironment(fetchQuote: { "Less is more." })

  @Test func aRecordedSessionReplaysAgainstTheEnvironment() async throws {
    let clock = TestClock()
    let recorder = SessionRecorder(for: SplitFeature<QuotePresenter, QuoteReducer>.self, clock: clock)
    let app = Store(
      initialState: QuoteState(), feature: quoteFeature, environment: environment, onStep: recorder.record)
    await app.send(.refreshTapped).finish()
    await app.send(.favoriteTapped).finish()

    let store = TestStore(initialState: QuoteState(), feature: quoteFeature, environment: environment)
    await store.replay(try recorder.session(), mode: .againstEnvironment)
    await store.finish()
    #expect(store.state.favorites == ["Less is more."])
  }
}
