import Arch
import ArchTesting
import Testing

/// A TCA-style reducer tested the way a TCA `TestStore` test reads; the article "Coming from TCA's
/// TestStore" shows these tests beside their TCA originals.
@Suite struct TCAStyleTests {
  @Test func factAboutTheCount() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: NumberFactFeature.State(),
      feature: NumberFactFeature(),
      environment: .init(clock: clock, fact: { "\($0) is a good number." })
    )
    await store.send(.incrementTapped) { $0.count = 1 }
    await store.send(.factTapped) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.factResponse("1 is a good number.")) {
      $0.isLoading = false
      $0.fact = "1 is a good number."
    }
    await store.finish()
  }

  @Test func onlyTheFactMatters() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: NumberFactFeature.State(),
      feature: NumberFactFeature(),
      environment: .init(clock: clock, fact: { "\($0) is a good number." })
    )
    store.exhaustivity = .off
    await store.send(.factTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.factResponse("0 is a good number.")) {
      $0.fact = "0 is a good number."
    }
    await store.finish()
  }
}
