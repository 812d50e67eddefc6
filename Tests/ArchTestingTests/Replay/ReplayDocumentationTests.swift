import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// The examples of the article "Replaying a session" (ReplayingASession.md), compiled and run here:
/// a session as a bug report carries it, replayed in both modes.
@Suite struct ReplayDocumentationTests {
  /// The session file a tester sent: a reload that loaded milk a second later.
  static let bugReport = """
    arch-session 1
    start {"isLoading":false,"items":[]}
    0ms action state=e6327fb253d8c5ea {"reloadTapped":{}}
    0ms output state=2a635aa736889308 {"loadingDidStart":{}}
    1000ms output state=83f117c8a9cc0069 {"itemsDidLoad":{"_0":["Milk"]}}
    1000ms output state=d4d23c940fcd524f {"loadingDidStop":{}}
    end
    """

  @Test func replayTheBugReportAgainstTheTestEnvironment() async throws {
    let session = try RecordedSession<Loader.State, Loader.Action, Loader.Event>(text: Self.bugReport)
    let clock = TestClock()
    let store = TestStore(
      initialState: Loader.State(), feature: Loader.feature,
      environment: Loader.Environment(clock: clock, fetch: { ["Milk"] }))
    await store.replay(session, mode: .againstEnvironment, clock: clock)
    #expect(store.state.items == ["Milk"])
    await store.finish()
  }

  @Test func replayTheBugReportAsRecorded() async throws {
    let session = try RecordedSession<Loader.State, Loader.Action, Loader.Event>(text: Self.bugReport)
    let clock = TestClock()
    let store = TestStore(
      initialState: Loader.State(), feature: Loader.feature,
      environment: Loader.Environment(clock: clock, fetch: { throw Loader.LoadError() }))
    await store.replay(session, mode: .asRecorded, clock: clock)
    await store.send(.reloadTapped)
    await store.receive(.loadingDidStart) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.loadingDidFail("offline")) { $0.error = "offline" }
    await store.receive(.loadingDidStop) { $0.isLoading = false }
    await store.finish()
  }
}
