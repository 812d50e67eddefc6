import Arch
import ArchTesting
import Testing

/// The style's three test shapes, each adopting ArchTesting on its own: presenter tests through a
/// ``TestStore`` whose reducer ignores events, reducer tests as plain (state, event) → state checks,
/// a view test against the rendered description of a constant state.
///
/// Then the whole feature.
@Suite struct ArchitectureSampleStyleTests {
  struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
  }

  nonisolated static let articles = [Article(id: 1, title: "Swift 6"), Article(id: 2, title: "Testing UDF")]

  /// Only the presenter counts: the state never changes, so an exhaustive store checks exactly
  /// which events were emitted, in which order.
  func presenterStore(
    _ service: ArticleService
  ) -> TestStore<
    SplitFeature<
      AsyncPresenter<ArticlesAction, ArticlesEvent, ArticlesState, Void>,
      FunctionReducer<ArticlesState, ArticlesEvent>
    >
  > {
    TestStore(
      initialState: ArticlesState(),
      feature: SplitFeature(
        presenter: ArticlesPresenter(service: service).arch(state: ArticlesState.self),
        reducer: FunctionReducer { state, _ in state }),
      environment: ())
  }

  func featureStore(
    _ service: ArticleService
  ) -> TestStore<
    SplitFeature<
      AsyncPresenter<ArticlesAction, ArticlesEvent, ArticlesState, Void>,
      FunctionReducer<ArticlesState, ArticlesEvent>
    >
  > {
    TestStore(
      initialState: ArticlesState(),
      feature: SplitFeature(
        presenter: ArticlesPresenter(service: service).arch(state: ArticlesState.self),
        reducer: ArticlesReducer().arch),
      environment: ())
  }

  // MARK: Presenter: this action emits exactly these events, in order.

  @Test func loadDataEmitsStartDataStop() async {
    let store = presenterStore(ArticleService { Self.articles })
    await store.send(.loadData)
    await store.receive(.loadingDidStart)
    await store.receive(.dataDidCome(Self.articles))
    await store.receive(.loadingDidStop)
    await store.finish()
  }

  @Test func loadDataEmitsStartErrorStopWhenTheServiceFails() async {
    let store = presenterStore(ArticleService { throw Offline() })
    await store.send(.loadData)
    await store.receive(.loadingDidStart)
    await store.receive(.errorDidOccur("offline"))
    await store.receive(.loadingDidStop)
    await store.finish()
  }

  @Test func eventsInAnotherOrderFailWithBothEvents() async {
    let store = presenterStore(ArticleService { Self.articles })
    let issues = await withIssueCapture {
      await store.send(.loadData)
      await store.receive(.dataDidCome(Self.articles))
      await store.receive(.loadingDidStart)
      await store.receive(.loadingDidStop)
    }
    let messages = issues.map(\.message)
    #expect(messages.count == 2)
    #expect(messages.first?.hasPrefix("Step 2, receive(.dataDidCome) received a different event:") == true)
    #expect(hasDiffLine(messages.first, "−", "dataDidCome"))
    #expect(hasDiffLine(messages.first, "+", "loadingDidStart"))
    #expect(
      messages.last?.hasPrefix("Step 3, receive(.loadingDidStart) received a different event:") == true)
  }

  @Test func aMissingEventIsReportedAtTheEnd() async {
    let store = presenterStore(ArticleService { Self.articles })
    let issues = await withIssueCapture {
      await store.send(.loadData)
      await store.receive(.loadingDidStart)
      await store.receive(.dataDidCome(Self.articles))
      await store.finish()
    }
    #expect(
      issues.map(\.message).first?.hasPrefix(
        """
        The test ended with 1 received event not asserted:
          • .loadingDidStop (from step 1, send(.loadData))
        """) == true)
  }

  @Test func cancellingTheLoadStopsTheEventsItWouldStillEmit() async {
    let clock = TestClock()
    let store = presenterStore(
      ArticleService {
        try await clock.sleep(for: .seconds(5))
        return Self.articles
      })
    let load = await store.send(.loadData)
    await store.receive(.loadingDidStart)
    await load.cancel()
    await clock.run()
    await store.finish()
  }

  // MARK: Reducer: (state, event) → state.

  @Test(arguments: [
    (
      ArticlesState(errorMessage: "offline"), ArticlesEvent.loadingDidStart,
      ArticlesState(isLoading: true)
    ),
    (
      ArticlesState(isLoading: true), .dataDidCome(articles),
      ArticlesState(articles: articles, isLoading: true)
    ),
    (
      ArticlesState(isLoading: true), .errorDidOccur("offline"),
      ArticlesState(isLoading: true, errorMessage: "offline")
    ),
    (ArticlesState(isLoading: true), .loadingDidStop, ArticlesState()),
    (ArticlesState(errorMessage: "offline"), .errorDidClear, ArticlesState()),
  ])
  func reducerMaps(_ state: ArticlesState, _ event: ArticlesEvent, to expected: ArticlesState) {
    #expect(ArticlesReducer().reduce(state, event) == expected)
  }

  // MARK: View: the description of a constant state.

  @Test func theViewOfLoadedArticlesWithAnError() {
    let state = ArticlesState(articles: Self.articles, isLoading: false, errorMessage: "offline")
    #expect(
      ArticlesView().build(state).rendered == """
        vstack
          text "Articles"
          list #articles
            row "1"
              text "Swift 6"
            row "2"
              text "Testing UDF"
          alert "Could not load" "offline"
            button "OK" → .dismissError
          button "Reload" → .loadData
        """)
  }

  @Test func theViewWhileLoading() {
    #expect(
      ArticlesView().build(ArticlesState(isLoading: true)).rendered == """
        vstack
          text "Articles"
          progress "Loading…" (busy)
          list #articles
          button "Reload" → .loadData [disabled]
        """)
  }

  // MARK: The whole feature: presenter and reducer together, every state change checked.

  @Test func loadingDataShowsTheArticles() async {
    let store = featureStore(ArticleService { Self.articles })
    await store.send(.loadData)
    await store.receive(.loadingDidStart) { $0.isLoading = true }
    await store.receive(.dataDidCome(Self.articles)) { $0.articles = Self.articles }
    await store.receive(.loadingDidStop) { $0.isLoading = false }
    await store.finish()
  }

  @Test func aWrongStateExpectationFailsWithTheDiff() async {
    let store = featureStore(ArticleService { throw Offline() })
    let issues = await withIssueCapture {
      await store.send(.loadData)
      await store.receive(.loadingDidStart) { $0.isLoading = true }
      await store.receive(.errorDidOccur("offline")) { $0.errorMessage = "timeout" }
      await store.receive(.loadingDidStop) { $0.isLoading = false }
      await store.finish()
    }
    #expect(
      issues.map(\.message) == [
        """
        State after step 3, receive(.errorDidOccur) is not what the test expected:

            ArticlesState(
              … (2 unchanged)
          −   errorMessage: "timeout"
          +   errorMessage: "offline"
            )

        Expected: −, Actual: +
        Fix the expectation in the trailing closure, or the feature if the actual state is wrong.
        """
      ])
  }
}
