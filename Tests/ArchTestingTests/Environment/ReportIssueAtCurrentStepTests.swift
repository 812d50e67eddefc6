import Arch
import ArchTesting
import Testing

/// `reportIssueAtCurrentStep` lands on the test step whose work called it, or at the caller's line
/// outside a step.
@Suite struct ReportIssueAtCurrentStepTests {
  private struct SearchServices: Sendable {
    var search: @Sendable (String) async throws -> [String]
  }

  /// A fake search service that checks the query it is asked for.
  private static func search(expecting expected: String) -> @Sendable (String) async throws -> [String] {
    { query in
      if query != expected { reportIssueAtCurrentStep("Searched for \"\(query)\", not \"\(expected)\".") }
      return [query]
    }
  }

  private struct Search: EffectReducer {
    struct State: Equatable { var results: [String] = [] }
    enum Action: Equatable, Sendable {
      case searchTapped(String)
      case resultsDidLoad([String])
    }

    func reduce(
      into state: inout State, action: Action, environment: SearchServices
    ) -> Effect<Action> {
      switch action {
      case .searchTapped(let query):
        return .run { send in await send(.resultsDidLoad(try await environment.search(query))) }
      case .resultsDidLoad(let results):
        state.results = results
        return .none
      }
    }
  }

  @Test func fromAnEffectItFailsTheStepThatStartedIt() async {
    let store = TestStore(
      initialState: Search.State(), feature: Search(),
      environment: SearchServices(search: Self.search(expecting: "milk")))
    var line: UInt = 0
    let issues = await withIssueCapture {
      await store.send(.searchTapped("milk"))
      await store.receive(.resultsDidLoad(["milk"])) { $0.results = ["milk"] }
      line = #line + 1
      await store.send(.searchTapped("tea"))
      await store.receive(.resultsDidLoad(["tea"])) { $0.results = ["tea"] }
      await store.finish()
    }
    #expect(
      issues.map(\.message) == [
        """
        Searched for "tea", not "milk".
        (Reported while running step 3, send(.searchTapped).)
        """
      ])
    #expect(issues.map(\.location.line) == [line])
  }

  @Test func outsideAStepItFailsAtTheCallersLine() {
    var line: UInt = 0
    let issues = withIssueCapture {
      line = #line + 1
      reportIssueAtCurrentStep("Not inside a step.")
    }
    #expect(issues.map(\.message) == ["Not inside a step."])
    #expect(issues.map(\.location.line) == [line])
  }

  @Test func aHelperForwardsItsCallersSite() {
    func expectNotEmpty(_ query: String, at site: CallSite) {
      if query.isEmpty { reportIssueAtCurrentStep("The query is empty.", at: site) }
    }
    let site = CallSite()
    let issues = withIssueCapture { expectNotEmpty("", at: site) }
    #expect(issues.map(\.location) == [site])
  }
}
