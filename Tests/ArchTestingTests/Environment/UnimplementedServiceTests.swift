import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// An unimplemented service an effect calls fails the test at the `send` or `receive` line whose
/// step started the effect, naming the service and the step.
@Suite struct UnimplementedServiceTests {
  private func makeStore(_ environment: Loader.Environment) -> TestStore<
    SplitFeature<Loader.LoaderPresenter, Loader.LoaderReducer>
  > {
    TestStore(initialState: Loader.State(), feature: Loader.feature, environment: environment)
  }

  @Test func anUnimplementedClockFailsTheSendWhoseEffectSlept() async {
    let store = makeStore(Loader.Environment(clock: UnimplementedClock("Loader.clock"), fetch: { ["milk"] }))
    var line: UInt = 0
    let issues = await withIssueCapture {
      line = #line + 1
      await store.send(.reloadTapped)
      await store.receive(.loadingDidStart) { $0.isLoading = true }
      await store.receive(.loadingDidFail("Loader.clock.sleep is unimplemented.")) {
        $0.error = "Loader.clock.sleep is unimplemented."
      }
      await store.receive(.loadingDidStop) { $0.isLoading = false }
      await store.finish()
    }
    #expect(
      issues.map(\.message) == [
        """
        Loader.clock.sleep was called, but this environment leaves it unimplemented.
        If the test expects the call, give the environment a value for it: `.with { $0.… = … }`.
        (Reported while running step 1, send(.reloadTapped).)
        """
      ])
    #expect(issues.map(\.location.line) == [line])
    #expect(issues.first?.location.fileID.description == #fileID)
  }

  /// An effect with no `catch:` that sleeps on the clock the test forgot to pass fails once, with
  /// the fix that helps (give the clock), not a second time asking for a `catch:`.
  @Test func aForgottenClockInAnEffectWithNoCatchIsReportedOnce() async {
    let store = TestStore(
      initialState: Counter.State(), feature: Counter(),
      environment: .init(clock: UnimplementedClock("Counter.clock")))
    await expectIssues([
      """
      Counter.clock.sleep was called, but this environment leaves it unimplemented.
      If the test expects the call, give the environment a value for it: `.with { $0.… = … }`.
      (Reported while running step 1, send(.delayedIncrementTapped).)
      """
    ]) {
      await store.send(.delayedIncrementTapped)
      await store.finish()
    }
  }

  @Test func anUnimplementedFunctionCalledAfterTheClockAdvancedFailsTheStepThatStartedIt() async {
    let clock = TestClock()
    let store = makeStore(Loader.Environment(clock: clock, fetch: unimplemented("Loader.fetch")))
    var line: UInt = 0
    let issues = await withIssueCapture {
      line = #line + 1
      await store.send(.reloadTapped)
      await store.receive(.loadingDidStart) { $0.isLoading = true }
      await clock.advance(by: .seconds(1))
      await store.receive(.loadingDidFail("Loader.fetch is unimplemented.")) {
        $0.error = "Loader.fetch is unimplemented."
      }
      await store.receive(.loadingDidStop) { $0.isLoading = false }
      await store.finish()
    }
    #expect(issues.map(\.message).first?.hasPrefix("Loader.fetch was called, but this environment") == true)
    #expect(
      issues.map(\.message).first?.hasSuffix("(Reported while running step 1, send(.reloadTapped).)") == true)
    #expect(issues.map(\.location.line) == [line])
  }

  @Test func aServiceTheTestGaveReportsNothing() async {
    let store = makeStore(Loader.Environment(clock: ImmediateClock(), fetch: { ["milk"] }))
    await expectIssues([]) {
      await store.send(.reloadTapped)
      await store.receive(.loadingDidStart) { $0.isLoading = true }
      await store.receive(.itemsDidLoad(["milk"])) { $0.items = ["milk"] }
      await store.receive(.loadingDidStop) { $0.isLoading = false }
      await store.finish()
    }
  }
}
