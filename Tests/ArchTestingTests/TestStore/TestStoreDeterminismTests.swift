import Arch
import ArchTesting
import Testing

@Suite(.timeLimit(.minutes(10))) struct TestStoreDeterminismTests {
  /// One run of a scenario with concurrent effects, an actor and a clock; returns everything it
  /// observed, so runs can be compared.
  private static func runScenario() async -> String {
    let clock = TestClock()
    let store = TestStore(
      initialState: Dashboard.State(), feature: Dashboard.feature,
      environment: .init(clock: clock, backend: Dashboard.Backend()))
    let issues = await withIssueCapture {
      await store.send(.refreshTapped) { $0.isRefreshing = true }
      await clock.advance(by: .seconds(1))
      await store.receive(.sectionLoaded("weather", 70)) {
        $0.sections["weather"] = 70
        $0.loadsFinished = 1
      }
      await clock.advance(by: .seconds(2))
      await store.receive(.sectionLoaded("sport", 50)) {
        $0.sections["sport"] = 50
        $0.loadsFinished = 2
      }
      await store.receive(.sectionLoaded("news", 40)) {
        $0.sections["news"] = 40
        $0.loadsFinished = 3
      }
      await store.receive(.refreshFinished) { $0.isRefreshing = false }
      await store.finish()
    }
    // Dictionaries print in a per-instance hash order, so the transcript sorts them.
    let sections = store.state.sections.sorted { $0.key < $1.key }
    return "\(sections) \(store.state.loadsFinished) \(store.state.isRefreshing) \(issues.map(\.message))"
  }

  @Test func theSameTestRunAThousandTimesInParallelGivesTheSameResult() async {
    let results = await withTaskGroup(of: String.self) { group in
      for _ in 0..<1000 { group.addTask { await Self.runScenario() } }
      return await group.reduce(into: [String: Int]()) { counts, result in counts[result, default: 0] += 1 }
    }
    #expect(results.count == 1, "\(results.keys.map { String($0.prefix(400)) }.joined(separator: "\n\n"))")
    #expect(results.values.first == 1000)
    #expect(results.keys.first?.hasSuffix(" []") == true, "no run reported an issue")
  }

  @Test func theProductionStoreAndTheTestStoreEndInTheSameState() async {
    let expected = await MainActor.run { () -> Task<Dashboard.State, Never> in
      let store = Store(
        initialState: Dashboard.State(), feature: Dashboard.feature,
        environment: .init(clock: ImmediateClock(), backend: Dashboard.Backend()))
      let task = store.send(.refreshTapped)
      return Task { @MainActor in
        await task.finish()
        return store.state
      }
    }.value

    let store = TestStore(
      initialState: Dashboard.State(), feature: Dashboard.feature,
      environment: .init(clock: ImmediateClock(), backend: Dashboard.Backend()))
    store.exhaustivity = .off
    await store.send(.refreshTapped)
    await store.finish()

    #expect(store.state == expected)
    #expect(expected.loadsFinished == 3)
    #expect(expected.isRefreshing == false)
  }
}
