import Arch
import ArchLocking
import ArchTesting
import Foundation
import Observation
import Testing

/// Shared values in the test store: part of every step's exhaustive check, asserted through any path
/// that reaches them, once, and isolated per test.
@Suite struct SharedStateTests {
  func makeStore(count: Int = 0) -> TestStore<Reduce<Tally.State, Tally.Action, any Clock<Duration>>> {
    TestStore(
      initialState: Tally.State(count: Shared(count, name: "count")), feature: Tally.feature,
      environment: TestClock())
  }

  @Test func aChangeIsAssertedThroughEitherPathThatReachesIt() async {
    let store = makeStore()
    await store.send(.incrementTapped) { $0.counter.count.value = 1 }
    await store.send(.incrementTapped) { $0.stats.count.value = 2 }
    #expect(store.state.stats.count.value == 2)
    await store.finish()
  }

  @Test func aChangeAssertedThroughBothPathsIsAssertedTwice() async {
    let store = makeStore()
    let issues = await withIssueCapture {
      await store.send(.incrementTapped) {
        $0.counter.count.value += 1
        $0.stats.count.value += 1
      }
    }
    #expect(
      issues.map(\.message) == [
        """
        The shared value "count" after step 1, send(.incrementTapped) is not what the test expected:

          − 2
          + 1

        Expected: −, Actual: +
        Fix the expectation in the trailing closure, or the feature if the actual value is wrong.
        """
      ])
  }

  @Test func aChangeTheTestDidNotAssertFailsNamingTheSharedValue() async {
    let store = makeStore(count: 5)
    let issues = await withIssueCapture {
      await store.send(.incrementTapped)
    }
    #expect(
      issues.map(\.message) == [
        """
        The shared value "count" changed at step 1, send(.incrementTapped), but the test did not assert it:

          − 5
          + 6

        Expected: −, Actual: +
        Assert it in the step's trailing closure, through any path that reaches it: `{ $0.….value = … }`.
        """
      ])
  }

  @Test func aSharedChangeAndAStateChangeInOneStep() async {
    let store = makeStore(count: 3)
    await store.send(.resetTapped) {
      $0.stats.count.value = 0
      $0.stats.resets = 1
    }
    await store.finish()
  }

  @Test func aStateChangeAssertedWithoutTheSharedOneFailsOnlyForTheSharedOne() async {
    let store = makeStore(count: 3)
    let issues = await withIssueCapture {
      await store.send(.resetTapped) { $0.stats.resets = 1 }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("The shared value \"count\" changed at step 1") == true)
  }

  @Test func aReceivedOutputsSharedChangeIsAssertedWhenItIsReceived() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Tally.State(count: Shared(0, name: "count")), feature: Tally.feature, environment: clock)
    await store.send(.incrementLaterTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.incremented) { $0.stats.count.value = 1 }
    await store.finish()
  }

  @Test func aChangeAnEffectMakesIsAssertedWithStoreAssert() async {
    let store = makeStore()
    await store.send(.bumpInEffectTapped)
    store.assert { $0.counter.count.value = 10 }
    await store.finish()
  }

  @Test func aChangeAnEffectMakesThatTheTestNeverAssertsFailsAtFinish() async {
    let store = makeStore()
    let issues = await withIssueCapture {
      await store.send(.bumpInEffectTapped)
      await store.finish()
    }
    #expect(
      issues.map(\.message) == [
        """
        The shared value "count" changed after step 2, and the test never asserted it:

          − 0
          + 10

        Expected: −, Actual: +
        Assert it with `store.assert { $0.….value = … }`, or receive the step that changes it.
        """
      ])
  }

  @Test func aWrongStoreAssertOnASharedValueFails() async {
    let store = makeStore()
    await store.send(.bumpInEffectTapped)
    let issues = withIssueCapture {
      store.assert { $0.stats.count.value = 9 }
    }
    #expect(issues.first?.message.hasPrefix("The shared value \"count\" after step 1, store.assert") == true)
    await store.finish()
  }

  @Test func aNonExhaustiveStoreLetsSharedChangesGoUnasserted() async {
    let store = makeStore()
    store.exhaustivity = .off
    await store.send(.incrementTapped)
    await store.send(.incrementTapped) { $0.counter.count.value = 2 }
    await store.finish()
  }

  @Test func theExpectationDoesNotChangeTheLiveValue() async {
    let store = makeStore()
    let count = store.state.counter.count
    await store.send(.resetTapped) {
      $0.stats.count.value = 0
      $0.stats.resets = 1
      #expect(count.value == 0)
    }
    store.assert { _ in #expect(count.value == 0) }
    await store.send(.incrementTapped) { $0.counter.count.value = 1 }
    #expect(count.value == 1)
  }

  @Test(arguments: 1...12)
  func parallelTestsNeverSeeEachOthersValues(increments: Int) async {
    let shared = SharedValues(storage: .inMemory())
    let store = TestStore(
      initialState: Tally.State(count: shared[.tally]), feature: Tally.feature, environment: TestClock())
    for step in 1...increments {
      await store.send(.incrementTapped) { $0.counter.count.value = step }
    }
    #expect(shared[.tally].value == increments)
    await store.finish()
  }
}

/// Shared values at run time: the same value from every path and every holder, observed by the
/// `Store`, kept per `SharedValues`, persisted through the environment's storage.
@Suite struct SharedValuesTests {
  @Test func aKeyGivesTheSameSharedValueEveryTime() {
    let shared = SharedValues(storage: .inMemory())
    #expect(shared[.tally] == shared[.tally])
    shared[.tally].value = 4
    #expect(shared[.tally].value == 4)
    #expect(SharedValues(storage: .inMemory())[.tally].value == 0, "another SharedValues holds its own")
  }

  @Test func aPersistedValueLoadsFromStorageAndSavesEveryChange() {
    let disk = InMemorySharedStorage([.file("tally.json"): Data("7".utf8)])
    let count = SharedValues(storage: disk.storage)[.tally]
    #expect(count.value == 7)
    count.withLock { $0 += 1 }
    #expect(disk.data(at: .file("tally.json")) == Data("8".utf8))
  }

  @Test func unreadableStoredDataIsReportedAndTheDefaultUsed() {
    let disk = InMemorySharedStorage([.file("tally.json"): Data("not json".utf8)])
    var count: Shared<Int>?
    let issues = runtimeIssues { count = SharedValues(storage: disk.storage)[.tally] }
    #expect(count?.value == 0)
    #expect(issues.count == 1)
    #expect(
      issues.first?.hasPrefix(
        "The shared value \"tally.json\" could not be loaded from the file tally.json:") == true)
  }

  @Test func theUnimplementedStorageFailsLoudlyNamingTheLocation() {
    let issues = runtimeIssues { _ = SharedValues(storage: .unimplemented)[.tally] }
    #expect(
      issues == [
        """
        SharedStorage.load was called for the file tally.json, but this environment leaves shared storage \
        unimplemented. Give the test a storage: `SharedValues(storage: .inMemory([…]))`.
        """
      ])
  }

  @Test func theLiveStorageKeepsFilesAndUserDefaults() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shared-\(UUID())")
    let suite = "ArchTests.shared.\(UUID())"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer {
      try? FileManager.default.removeItem(at: directory)
      defaults.removePersistentDomain(forName: suite)
    }
    let first = SharedValues(storage: .live(directory: directory, defaults: defaults))
    first[.tally].value = 3
    first[SharedKey<String>.userDefaults("name", default: "")].value = "Ada"
    let second = SharedValues(storage: .live(directory: directory, defaults: defaults))
    #expect(second[.tally].value == 3)
    #expect(second[SharedKey<String>.userDefaults("name", default: "")].value == "Ada")
  }

  @Test func aKeyAskedForAsAnotherTypeIsReported() {
    let shared = SharedValues(storage: .inMemory())
    _ = shared[.tally]
    let issues = runtimeIssues { _ = shared[SharedKey<String>.inMemory("tally.json", default: "")] }
    #expect(issues.first?.hasPrefix("The shared value \"tally.json\" was asked for as another type") == true)
  }

  @MainActor
  @Test func aStoreObservesAChangeAnotherStoreMakes() {
    let count = SharedValues(storage: .inMemory())[.tally]
    let first = Store(
      initialState: Tally.State(count: count), feature: Tally.feature, environment: TestClock())
    let second = Store(
      initialState: Tally.State(count: count), feature: Tally.feature, environment: TestClock())
    let changed = Locked(false)
    withObservationTracking {
      _ = second.state.stats.count.value
    } onChange: {
      changed.withLock { $0 = true }
    }
    first.send(.incrementTapped)
    #expect(second.state.stats.count.value == 1)
    #expect(changed.withLock { $0 })
  }

  private func runtimeIssues(_ body: () -> Void) -> [String] {
    let issues = Locked<[String]>([])
    RuntimeIssue.withHandler({ issue in issues.withLock { $0.append(issue.message) } }, body)
    return issues.withLock { $0 }
  }
}

/// A shared change made by a received output is checked at that receive.
@Suite struct SharedReceiveTests {
  @Test func aReceivedOutputsSharedChangeTheTestDidNotAssertFailsAtThatReceive() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Tally.State(count: Shared(0, name: "count")), feature: Tally.feature, environment: clock)
    await store.send(.incrementLaterTapped)
    await clock.advance(by: .seconds(1))
    let issues = await withIssueCapture {
      await store.receive(.incremented)
    }
    #expect(
      issues.map(\.message) == [
        """
        The shared value "count" changed at step 2, receive(.incremented), but the test did not assert it:

          − 0
          + 1

        Expected: −, Actual: +
        Assert it in the step's trailing closure, through any path that reaches it: `{ $0.….value = … }`.
        """
      ])
    await store.finish()
  }
}
