import Arch
import ArchTesting
import Testing

@Suite struct TestStoreSmokeTests {
  @Test func loadsAfterTheClockAdvances() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Loader.State(), feature: Loader.feature,
      environment: .init(clock: clock, fetch: { ["milk"] }))
    await store.send(.reloadTapped)
    await store.receive(.loadingDidStart) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.itemsDidLoad(["milk"])) { $0.items = ["milk"] }
    await store.receive(.loadingDidStop) { $0.isLoading = false }
    await store.finish()
  }

  @Test func receivingBeforeTheClockAdvancesFailsAtOnce() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Loader.State(), feature: Loader.feature,
      environment: .init(clock: clock, fetch: { ["milk"] }))
    let issues = await withIssueCapture {
      await store.send(.reloadTapped)
      await store.receive(.loadingDidStart) { $0.isLoading = true }
      await store.receive(.itemsDidLoad(["milk"])) { $0.items = ["milk"] }
      await store.skipInFlightEffects()
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("waiting on a test clock") == true, "\(issues)")
  }
}
