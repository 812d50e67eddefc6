import Arch
import ArchTesting
import Testing

/// `.sharedValues`: a test's shared values set in one place, read by `Shared(.key)` with no
/// `SharedValues` threaded through, isolated per test and per parameterized case.
@Suite struct SharedValuesTraitTests {
  struct Counter: EffectReducer {
    struct State: Equatable, Sendable { var count = Shared(.tally) }
    func reduce(into state: inout State, action: Int, environment: Void) -> Effect<Int> {
      state.count.value += action
      return .none
    }
  }

  @Test(.sharedValues { $0[.tally] = 41 })
  func aStateReadsTheTestsValueWithNoThreading() async {
    let store = TestStore(initialState: Counter.State(), feature: Counter(), environment: ())
    await store.send(1) { $0.count.value = 42 }
    #expect(Shared(.tally).value == 42)
    await store.finish()
  }

  @Test(.sharedValues { $0[.tally] = -1 }, arguments: 0..<1000)
  func eachOfAThousandParallelCasesSeesOnlyItsOwnValue(_ number: Int) async {
    #expect(Shared(.tally).value == -1)
    Shared(.tally).value = number
    await Task.yield()
    #expect(Shared(.tally).value == number)
    let store = TestStore(initialState: Counter.State(), feature: Counter(), environment: ())
    await store.send(1) { $0.count.value = number + 1 }
    #expect(Shared(.tally).value == number + 1)
  }
}
