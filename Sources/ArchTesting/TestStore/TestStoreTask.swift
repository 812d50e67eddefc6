import Arch

/// The effects one ``TestStore/send(_:environment:assert:fileID:filePath:line:column:)`` started:
/// cancel them, or wait for them to finish.
///
/// ```swift
/// let timer = await store.send(.startTimerTapped)
/// await clock.advance(by: .seconds(1))
/// await store.receive(.timerTicked) { $0.seconds = 1 }
/// await timer.cancel()
/// ```
public struct TestStoreTask: Sendable {
  let task: EffectTask
  let executor: ManualTaskExecutor
  let sleepers: SleeperRegistry
  let effectID: Int
  let origin: StepLabel
  let timeout: Duration

  /// Cancels the effects and lets them wind down, so a test can end without waiting for them.
  ///
  /// ```swift
  /// await store.send(.startTimerTapped).cancel()
  /// ```
  public func cancel() async {
    task.cancel()
    executor.drain()
  }

  /// Waits until the effects have finished; fails if they are waiting on a test clock or do not
  /// finish within the timeout.
  ///
  /// ```swift
  /// await store.send(.saveTapped).finish()
  /// ```
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let limit = timeout ?? self.timeout
    let deadline = ContinuousClock.now.advanced(by: limit)
    while true {
      executor.drain()
      guard task.isRunning else { return }
      let asleep = sleepers.descriptions(forEffect: effectID)
      if asleep.count >= task.lifetime.runningTaskCount, !executor.hasQueuedJobs {
        reportIssue(TestStoreMessages.taskAsleep(origin: origin, sleepers: asleep), at: site)
        return
      }
      let remaining = ContinuousClock.now.duration(to: deadline)
      if remaining <= .zero {
        reportIssue(TestStoreMessages.taskTimedOut(origin: origin, timeout: limit), at: site)
        return
      }
      _ = await executor.waitForActivity(timeout: remaining)
    }
  }

  /// Whether any of the effects is still running.
  ///
  /// ```swift
  /// #expect(await store.send(.refresh).isRunning == false)
  /// ```
  public var isRunning: Bool { task.isRunning }
}
