import Arch
import ArchTestSupport
import ArchTesting
import Testing

@Suite struct TestStoreReceiveTests {
  private func loaderStore(
    clock: TestClock, fetch: @escaping @Sendable () async throws -> [String] = { ["milk"] }
  ) -> TestStore<SplitFeature<Loader.LoaderPresenter, Loader.LoaderReducer>> {
    TestStore(
      initialState: Loader.State(), feature: Loader.feature,
      environment: .init(clock: clock, fetch: fetch))
  }

  @Test func receivesByValueByPredicateAndByCase() async {
    let clock = TestClock()
    let store = loaderStore(clock: clock)
    await store.send(.reloadTapped)
    await store.receive(where: { $0 == .loadingDidStart }) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await store.receive(Loader.Event.itemsDidLoad, where: { $0 == ["milk"] }) { $0.items = ["milk"] }
    await store.receive(.loadingDidStop) { $0.isLoading = false }
    await store.finish()
  }

  @Test func eachReceiveShowsOnlyItsOwnStateChange() async {
    let clock = TestClock()
    let store = loaderStore(clock: clock)
    await store.send(.reloadTapped)
    await clock.advance(by: .seconds(1))
    // All three events have arrived and the feature has applied them, as the app would; `state`
    // shows each only once the test receives it.
    #expect(store.state == Loader.State())
    await store.receive(.loadingDidStart) { $0.isLoading = true }
    #expect(store.state.items.isEmpty)
    await store.receive(.itemsDidLoad(["milk"])) { $0.items = ["milk"] }
    await store.receive(.loadingDidStop) { $0.isLoading = false }
    await store.finish()
  }

  @Test func aDifferentOutputPrintsADiffOfExpectedAgainstReceived() async {
    let store = loaderStore(clock: TestClock())
    let issues = await withIssueCapture {
      await store.send(.reloadTapped)
      await store.receive(.loadingDidStop)
      await store.skipInFlightEffects()
    }
    #expect(issues.count == 1)
    let message = issues.first?.message ?? ""
    #expect(message.hasPrefix("Step 2, receive(.loadingDidStop) received a different event:"))
    #expect(message.contains("Expected: −, Actual: +"))
    #expect(store.state.isLoading, "the output that did arrive is still applied")
  }

  @Test func aPredicateThatDoesNotMatchNamesTheOutput() async {
    let store = loaderStore(clock: TestClock())
    await expectIssues([
      """
      Step 2, receive(where:) received an event that does not match the predicate:
        • .loadingDidStart
      """
    ]) {
      await store.send(.reloadTapped)
      await store.receive(where: { $0 == .loadingDidStop })
      await store.skipInFlightEffects()
    }
  }

  @Test func aCaseThatDoesNotMatchNamesTheOutputAndTheCase() async {
    let store = loaderStore(clock: TestClock())
    await expectIssues([
      """
      Step 2, receive(.itemsDidLoad) received an event that does not match .itemsDidLoad:
        • .loadingDidStart
      """
    ]) {
      await store.send(.reloadTapped)
      await store.receive(Loader.Event.itemsDidLoad)
      await store.skipInFlightEffects()
    }
  }

  @Test func aPayloadThatDoesNotMatchSaysSo() async {
    let clock = TestClock()
    let store = loaderStore(clock: clock)
    await expectIssues([
      """
      Step 3, receive(.itemsDidLoad) received an event that does not match the payload check of \
      .itemsDidLoad:
        • .itemsDidLoad(["milk"])
      """
    ]) {
      await store.send(.reloadTapped)
      await store.receive(.loadingDidStart) { $0.isLoading = true }
      await clock.advance(by: .seconds(1))
      await store.receive(Loader.Event.itemsDidLoad, where: { $0.isEmpty })
      await store.receive(.loadingDidStop) { $0.isLoading = false }
    }
  }

  struct Form: Equatable, Sendable {
    var text: String
  }

  enum Reply: Equatable, Sendable {
    case form(Form)
    case response(Int)
    case other(Int)
    case text(String)
  }

  private func replyStore(sending reply: Reply) -> TestStore<Reduce<Int, Reply, Void>> {
    TestStore(
      initialState: 0,
      feature: Reduce<Int, Reply, Void> { _, action, _ in
        if case .text("go") = action { return .send(reply) }
        return .none
      },
      environment: ())
  }

  @Test func anotherCaseWithTheSamePayloadTypeNamesTheExpectedCase() async {
    let store = replyStore(sending: .other(5))
    await expectIssues([
      """
      Step 2, receive(.response) received an action that does not match .response:
        • .other(5)
      """
    ]) {
      await store.send(.text("go"))
      await store.receive(Reply.response)
    }
  }

  @Test func anotherCaseWithAnotherPayloadTypeIsNamedThroughAStandInPayload() async {
    let store = replyStore(sending: .text("hi"))
    await expectIssues([
      """
      Step 2, receive(.response) received an action that does not match .response:
        • .text("hi")
      """
    ]) {
      await store.send(.text("go"))
      await store.receive(Reply.response)
    }
  }

  @Test func aCaseWhosePayloadHasNoStandInIsNamedByItsEnumAndPayloadTypes() async {
    let store = replyStore(sending: .text("hi"))
    await expectIssues([
      """
      Step 2, receive(TestStoreReceiveTests.Reply case with TestStoreReceiveTests.Form) received an \
      action that does not match TestStoreReceiveTests.Reply case with TestStoreReceiveTests.Form:
        • .text("hi")
      """
    ]) {
      await store.send(.text("go"))
      await store.receive(Reply.form)
    }
  }

  @Test func nothingReceivedAndNothingRunningFailsAtOnce() async {
    let store = TestStore(counter: .init())
    var line: UInt = 0
    let issues = await withIssueCapture {
      line = #line + 1
      await store.receive(.timerTicked)
    }
    #expect(
      issues.map(\.message) == [
        """
        Step 1, receive(.timerTicked) expected an action, but none was received and no effect is running.
        Did the effect finish without sending it, or was it cancelled?
        """
      ])
    #expect(issues.first?.location.line == line)
  }

  @Test func effectsAsleepOnATestClockFailAtOnceNamingTheSleeper() async {
    let store = TestStore(counter: .init())
    await expectIssues([
      """
      Step 2, receive(.incrementTapped) expected an action, but nothing was received: every running \
      effect is waiting on a test clock.
        • step 1, send(.delayedIncrementTapped) sleeps on a TestClock until 1 s
      Advance the clock first: `await clock.advance(by: …)`.
      """
    ]) {
      await store.send(.delayedIncrementTapped)
      await store.receive(.incrementTapped) { $0.count = 1 }
      await store.skipInFlightEffects()
    }
  }

  @Test func effectsBlockedOutsideTheHarnessTimeOutNamingWhatRuns() async {
    let store = TestStore(counter: .init())
    store.timeout = .milliseconds(20)
    await expectIssues([
      """
      Step 2, receive(.incrementTapped) timed out after 20 ms: nothing was received while these \
      effects kept running:
        • an effect started by step 1, send(.waitForeverTapped)
      An effect may wait on something the test does not control: a real clock, the network, a \
      continuation nobody resumes, or a hop to an actor with its own executor that has not run it. \
      Give the environment a TestClock and controllable services, or raise `store.timeout`.
      """
    ]) {
      await store.send(.waitForeverTapped)
      await store.receive(.incrementTapped)
      await store.skipInFlightEffects()
    }
  }

  @Test func outputsFromEffectsOfReceivedActionsAreReceivedToo() async {
    let clock = TestClock()
    let store = TestStore(counter: .init(), clock: clock)
    await store.send(.startTimerTapped) { $0.isTimerOn = true }
    await clock.advance(by: .seconds(2))
    await store.receive(.timerTicked) { $0.count = 1 }
    await store.receive(.timerTicked) { $0.count = 2 }
    await store.send(.stopTimerTapped) { $0.isTimerOn = false }
    await store.finish()
  }

  @Test func nonExhaustiveReceiveSkipsToTheMatchingOutput() async {
    let clock = TestClock()
    let store = loaderStore(clock: clock)
    store.exhaustivity = .off
    await expectIssues([]) {
      await store.send(.reloadTapped)
      await clock.advance(by: .seconds(1))
      await store.receive(.loadingDidStop) { $0.isLoading = false }
      await store.finish()
    }
    #expect(store.state.items == ["milk"])
  }

  @Test func anErrorNoCatchHandledIsReportedAtTheStepThatStartedTheEffect() async {
    let store = TestStore(counter: .init())
    var line: UInt = 0
    let issues = await withIssueCapture {
      line = #line + 1
      await store.send(.failingEffectTapped)
      await store.finish()
    }
    #expect(
      issues.map(\.message) == [
        """
        The effect "upload" started by step 1, send(.failingEffectTapped) threw an error that nothing \
        handled: boom
        Handle it with `.run(…) { … } catch: { error, send in … }`.
        """
      ])
    #expect(issues.first?.location.line == line)
  }
}

/// A feature of neither shape calls what its effects send "outputs" in messages.
@Suite struct OutputNounTests {
  struct Echo: Feature {
    typealias State = Int
    typealias Action = Int
    typealias Output = String

    func handle(_ action: Int, state: inout Int, environment: Void) -> Effect<String> { .none }
    func apply(_ output: String, state: inout Int, environment: Void) -> Effect<String> { .none }
  }

  @Test func aFeatureOfNeitherShapeSaysOutput() async {
    let store = TestStore(initialState: 0, feature: Echo(), environment: ())
    await expectIssues([
      """
      Step 1, receive("hi") expected an output, but none was received and no effect is running.
      Did the effect finish without sending it, or was it cancelled?
      """
    ]) { await store.receive("hi") }
  }

  /// Outputs an action's effect sends at once are received in the order sent, one by one, and the
  /// next send starts with none left over, as often as it is repeated.
  @Test func outputsSentAtOnceAreReceivedInOrderAfterEverySend() async {
    enum Action: Equatable, Sendable {
      case tap
      case first, second
    }
    let feature = Reduce<[Action], Action, Void> { log, action, _ in
      log.append(action)
      return action == .tap ? .merge(.send(.first), .send(.second)) : .none
    }
    let store = TestStore(initialState: [], feature: feature, environment: ())
    for _ in 1...3 {
      await store.send(.tap) { $0.append(.tap) }
      await store.receive(.first) { $0.append(.first) }
      await store.receive(.second) { $0.append(.second) }
    }
    await store.finish()
  }
}
