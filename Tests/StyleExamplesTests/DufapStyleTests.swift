import Arch
import ArchLocking
import ArchTesting
import Testing

@Suite struct DufapStyleTests {
  let clock = TestClock()
  let saved = SaveLog()

  func makeStore() -> TestStore<
    ViewModelFeature<CounterViewModel, CounterViewModel.State, CounterViewModel.Action>
  > {
    let spawner = EffectSpawner()
    let saved = self.saved
    let viewModel = CounterViewModel(
      spawner: HarnessSpawner(spawner: spawner),
      environment: .init(
        clock: clock,
        fact: { count in "\(count) is a good number" },
        save: { count in saved.record(count) }))
    return TestStore(
      viewModel: viewModel, spawner: spawner, state: \.state,
      trigger: { $0.trigger($1) }, observe: { $0.observe($1) })
  }

  @Test func syncActionsChangeTheStateAtTheSend() async {
    let store = makeStore()
    await store.send(.increment) { $0.count = 1 }
    await store.send(.increment) { $0.count = 2 }
    await store.send(.decrement) { $0.count = 1 }
    await store.finish()
  }

  @Test func anAsyncActionRunsAsATaskWhoseChangesAreReceivedInOrder() async {
    let store = makeStore()
    await store.send(.increment) { $0.count = 1 }
    await store.send(.loadFact)
    await store.receiveStateChange { $0.isLoadingFact = true }
    await clock.advance(by: .seconds(1))
    await store.receiveStateChange {
      $0.fact = "1 is a good number"
      $0.isLoadingFact = false
    }
    await store.finish()
  }

  @Test func aNewTriggerCancelsTheTaskWithTheSameCancelID() async {
    let store = makeStore()
    await store.send(.increment) { $0.count = 1 }
    await store.send(.save)
    await clock.advance(by: .milliseconds(300))
    await store.send(.increment) { $0.count = 2 }
    await store.send(.save)
    await clock.advance(by: .milliseconds(500))
    await store.receiveStateChange { $0.savedCount = 2 }
    await store.finish()
    #expect(saved.counts == [2])
  }

  @Test func aSyncCancelActionStopsTheRunningTask() async {
    let store = makeStore()
    await store.send(.loadFact)
    await store.receiveStateChange { $0.isLoadingFact = true }
    await store.send(.cancelFact) { $0.isLoadingFact = false }
    await clock.run()
    await store.finish()
  }

  @Test func receivingBeforeTheClockMovesFailsAtOnceInsteadOfWaiting() async {
    let store = makeStore()
    let issues = await withIssueCapture {
      await store.send(.loadFact)
      await store.receiveStateChange { $0.isLoadingFact = true }
      await store.receiveStateChange { $0.fact = "0 is a good number" }
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        """
        Step 3, receiveStateChange() expected an output, but nothing was received: every running \
        effect is waiting on a test clock.
        """) == true)
    await store.skipInFlightEffects()
  }

  @Test func aWrongExpectationOnAReceivedChangeFailsWithTheDiff() async {
    let store = makeStore()
    let issues = await withIssueCapture {
      await store.send(.loadFact)
      await store.receiveStateChange { $0.fact = "loading…" }
    }
    #expect(
      issues.map(\.message) == [
        """
        State after step 2, receiveStateChange() is not what the test expected:

            CounterViewModel.State(
              count: 0,
          −   fact: "loading…",
          +   fact: nil,
          −   isLoadingFact: false,
          +   isLoadingFact: true,
              … (1 unchanged)
            )

        Expected: −, Actual: +
        Fix the expectation in the trailing closure, or the feature if the actual state is wrong.
        """
      ])
    await store.skipInFlightEffects()
  }

  @Test func anUnreceivedChangeIsReportedAtTheEnd() async {
    let store = makeStore()
    let issues = await withIssueCapture {
      await store.send(.loadFact)
      await store.skipInFlightEffects()
      await store.finish()
    }
    #expect(
      issues.map(\.message).first?.hasPrefix(
        """
        The test ended with 1 received output not asserted:
          • StateChange<State>(state: 
        """) == true)
  }

  /// In the spirit of the style's demo (a million triggers from three threads), scaled for a unit
  /// test: three detached tasks trigger at once on one view model, sync and async actions mixed.
  @Test func thousandsOfTriggersFromThreeThreadsLoseNothing() async {
    let spawner = RecordingSpawner()
    let viewModel = CounterViewModel(
      spawner: spawner,
      environment: .init(clock: ImmediateClock(), fact: { "\($0)" }, save: { _ in }))
    let threads = (0..<3).map { _ in
      Task.detached {
        for index in 1...10_000 {
          viewModel.trigger(.increment)
          if index.isMultiple(of: 1_000) { viewModel.trigger(.save) }
        }
      }
    }
    for thread in threads { await thread.value }
    await spawner.waitForAll()
    viewModel.trigger(.save)
    await spawner.waitForAll()

    #expect(viewModel.state.count == 30_000)
    #expect(viewModel.state.savedCount == 30_000)
    #expect(spawner.spawnedCount == 31)
  }
}

/// A spawner for the stress test that keeps every task so the test can wait for all of them.
nonisolated final class RecordingSpawner: Dufap.TaskSpawner {
  private let tasks = Locked<[Task<Void, Never>]>([])

  func spawn(_ operation: @escaping @Sendable () async -> Void) -> any Dufap.Cancellable {
    let task = Task { await operation() }
    tasks.withLock { $0.append(task) }
    return task
  }

  var spawnedCount: Int { tasks.withLock { $0.count } }

  func waitForAll() async {
    for task in tasks.withLock({ $0 }) { await task.value }
  }
}

/// The counts a save service was asked to save, in order.
nonisolated final class SaveLog: Sendable {
  private let log = Locked<[Int]>([])
  func record(_ count: Int) { log.withLock { $0.append(count) } }
  var counts: [Int] { log.withLock { $0 } }
}
