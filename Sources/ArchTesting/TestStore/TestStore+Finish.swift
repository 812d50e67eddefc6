import Arch

extension TestStore {
  /// Ends the test: waits for running effects to finish, then reports every output not received and
  /// every effect still running, each at the step that started it.
  ///
  /// Call it at the end of every test. A store released without it runs the same checks, but
  /// cannot wait for effects first.
  ///
  /// ```swift
  /// await store.send(.saveTapped)
  /// await store.receive(.saveDidFinish) { $0.isSaving = false }
  /// await store.finish()
  /// ```
  public nonisolated(nonsending) func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let label = nextStep("finish()", at: site)
    await waitForRunningEffects(label, timeout: timeout ?? self.timeout, at: site)
    reportOutstandingWork(label, at: site)
    await cancelAllEffects()
    hasFinished = true
  }

  /// Applies every output received so far without asserting it, so the test can go on from the
  /// state the app would be in.
  ///
  /// ```swift
  /// await store.send(.reloadTapped)
  /// await store.skipReceived()
  /// ```
  ///
  /// - Parameters:
  ///   - strict: Fail when there is nothing to skip.
  ///   - fileID: The file ID of the call, where a failure is reported; leave the default.
  ///   - filePath: The file path of the call, where a failure is reported; leave the default.
  ///   - line: The line of the call, where a failure is reported; leave the default.
  ///   - column: The column of the call, where a failure is reported; leave the default.
  public nonisolated(nonsending) func skipReceived(
    strict: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    await settle(nil, at: site)
    if received.isEmpty {
      if strict { reportIssue(TestStoreMessages.nothingToSkipReceived(outputNoun), at: site) }
      return
    }
    applyAllReceived(noting: nil, at: site)
  }

  /// Cancels every running effect, so the test can end without waiting for them.
  ///
  /// ```swift
  /// await store.send(.startTimerTapped)
  /// await store.skipInFlightEffects()
  /// ```
  ///
  /// - Parameters:
  ///   - strict: Fail when no effect is running.
  ///   - fileID: The file ID of the call, where a failure is reported; leave the default.
  ///   - filePath: The file path of the call, where a failure is reported; leave the default.
  ///   - line: The line of the call, where a failure is reported; leave the default.
  ///   - column: The column of the call, where a failure is reported; leave the default.
  public nonisolated(nonsending) func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    await settle(nil, at: site)
    if inFlight.running.isEmpty {
      if strict { reportIssue(TestStoreMessages.nothingToSkipInFlight, at: site) }
      return
    }
    await cancelAllEffects()
  }

  /// Runs `operation` with ``exhaustivity`` set to `exhaustivity`, then restores the previous setting.
  ///
  /// Its result may be ignored: a closure of one `send` or `receive` returns that step's task.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.loginTapped) { $0.isLoggingIn = true }
  /// }
  /// ```
  @discardableResult
  public nonisolated(nonsending) func withExhaustivity<Result>(
    _ exhaustivity: Exhaustivity, operation: () async throws -> Result
  ) async rethrows -> Result {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try await operation()
  }

  private nonisolated(nonsending) func waitForRunningEffects(
    _ label: StepLabel, timeout: Duration, at site: CallSite
  ) async {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while true {
      guard await settle(label, at: site) else { return }
      let running = inFlight.running
      if running.isEmpty || settler.areAllAsleep(running) { return }
      let remaining = ContinuousClock.now.duration(to: deadline)
      if remaining <= .zero { return }
      _ = await executor.waitForActivity(timeout: remaining)
    }
  }

  /// Reports what the test left unasserted; non-exhaustive stores apply or cancel it quietly, or as
  /// notes.
  func reportOutstandingWork(_ label: StepLabel, at site: CallSite) {
    switch exhaustivity {
    case .on:
      if !received.isEmpty {
        reportIssue(
          TestStoreMessages.unreceivedAtEnd(received.all.map { describe($0) }, noun: outputNoun), at: site)
      } else {
        reportUnassertedSharedChanges(at: site)
      }
      for effect in inFlight.running {
        let sleepers = sleepers.descriptions(forEffect: effect.id)
        reportIssue(TestStoreMessages.effectStillRunning(effect.origin, sleepers: sleepers), at: effect.site)
      }
    case .off(let showSkipped):
      applyAllReceived(noting: showSkipped ? label : nil, at: site)
      guard showSkipped else { return }
      for effect in inFlight.running {
        reportIssue(TestStoreMessages.skippedRunningEffect(effect.origin), severity: .note, at: effect.site)
      }
    }
  }
}
