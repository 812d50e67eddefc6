import Arch

/// The effects one step of a ``TestStore`` started — a `send`, or an output a `receive` took — and
/// every effect their outputs started in turn: cancel them, or wait for them to finish.
///
/// ```swift
/// let timer = await store.send(.startTimerTapped)
/// await clock.advance(by: .seconds(1))
/// await store.receive(.timerTicked) { $0.seconds = 1 }
/// await timer.cancel()
/// ```
public struct TestStoreTask: Sendable {
  let task: StoreTask
  /// Runs the store's effects until they wait, applying what they send.
  let settler: EffectSettler
  let origin: StepLabel
  let timeout: Duration

  /// Cancels the effects, and those their outputs started, and lets them wind down, so a test can end
  /// without waiting for them: an effect away on the main actor finishes its hop and sees the
  /// cancellation before this returns.
  ///
  /// An effect that runs on without ever waiting is reported at
  /// this call.
  ///
  /// ```swift
  /// await store.send(.startTimerTapped).cancel()
  /// ```
  public nonisolated(nonsending) func cancel(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    task.cancel()
    await settler.settleThroughHops(
      origin, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Waits until the effects, and those their outputs started, have finished; fails if they are
  /// waiting on a test clock or do not finish within the timeout.
  ///
  /// An effect that runs on without ever
  /// waiting is reported at this call and cancelled.
  ///
  /// ```swift
  /// await store.send(.saveTapped).finish()
  /// ```
  public nonisolated(nonsending) func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let limit = timeout ?? self.timeout
    let deadline = ContinuousClock.now.advanced(by: limit)
    while true {
      guard await settler.settleThroughHops(origin, at: site) else { return }
      guard task.isRunning else { return }
      if let asleep = descriptionsIfAllAsleep() {
        reportIssue(TestStoreMessages.taskAsleep(origin: origin, sleepers: asleep), at: site)
        return
      }
      let remaining = ContinuousClock.now.duration(to: deadline)
      if remaining <= .zero {
        reportIssue(TestStoreMessages.taskTimedOut(origin: origin, timeout: limit), at: site)
        return
      }
      _ = await settler.executor.waitForActivity(timeout: remaining)
    }
  }

  /// Whether any of the effects is still running.
  ///
  /// ```swift
  /// #expect(await store.send(.refresh).isRunning == false)
  /// ```
  public var isRunning: Bool { task.isRunning }

  /// What each task of these effects sleeps on, when every one of them sleeps on a test clock.
  private func descriptionsIfAllAsleep() -> [String]? {
    let effects = settler.inFlight.running(within: task.lifetime)
    guard settler.areAllAsleep(effects) else { return nil }
    return settler.sleepers.descriptions(of: effects)
  }
}
