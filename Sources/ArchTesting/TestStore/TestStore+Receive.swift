import Arch

extension TestStore {
  /// Receives the next output an effect sent, checks it equals `expected`, applies it, and checks how
  /// the state changed.
  ///
  /// If nothing has arrived yet, effects run until one is sent. When no effect is running, or every
  /// running effect waits on a test clock, it fails at once; when effects are blocked outside the
  /// harness's control, it waits up to ``timeout``.
  ///
  /// ```swift
  /// await store.receive(.itemsDidLoad([.milk])) { $0.items = [.milk] }
  /// ```
  public nonisolated(nonsending) func receive(
    _ expected: F.Output,
    assert expectation: ((inout F.State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async where F.Output: Equatable {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let step = nextStep("receive(\(TestStoreText.caseName(expected)))", at: site)
    await receive(step, at: site, expectation: expectation) { output in
      guard output != expected else { return nil }
      let diff = TestStoreText.diff(expected: expected, actual: output)
      return TestStoreMessages.receivedDifferentOutput(step, diff: diff)
    }
  }

  /// Receives the next output, checks it satisfies `predicate`, applies it, and checks how the state
  /// changed. For outputs that are not `Equatable`, or when only part of one matters.
  ///
  /// ```swift
  /// await store.receive(where: { if case .loadingDidFail = $0 { true } else { false } }) {
  ///   $0.errorMessage = "Offline"
  /// }
  /// ```
  public nonisolated(nonsending) func receive(
    where predicate: (F.Output) -> Bool,
    assert expectation: ((inout F.State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let step = nextStep("receive(where:)", at: site)
    await receive(step, at: site, expectation: expectation) { output in
      predicate(output)
        ? nil
        : TestStoreMessages.receivedUnmatchedOutput(
          step, output: TestStoreText.oneLine(output), expectation: "the predicate")
    }
  }

  /// Receives the next output, checks it is the enum case `outputCase` and that its payload passes
  /// `payload`, applies it, and checks how the state changed.
  ///
  /// ```swift
  /// await store.receive(GroceryEvent.itemsDidLoad) { $0.items = [.milk] }
  /// await store.receive(GroceryEvent.itemsDidLoad, where: { $0.count == 1 }) { $0.items = [.milk] }
  /// ```
  public nonisolated(nonsending) func receive<Payload>(
    _ outputCase: @escaping @Sendable (Payload) -> F.Output,
    where payload: (Payload) -> Bool = { _ in true },
    assert expectation: ((inout F.State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let match = CaseOf(outputCase)
    let name = TestStoreText.caseNameOfConstructor(outputCase)
    let step = nextStep("receive(\(name))", at: site)
    await receive(step, at: site, expectation: expectation) { output in
      guard let value = match.extract(from: output) else {
        return TestStoreMessages.receivedUnmatchedOutput(
          step, output: TestStoreText.oneLine(output), expectation: name)
      }
      return payload(value)
        ? nil
        : TestStoreMessages.receivedUnmatchedOutput(
          step, output: TestStoreText.oneLine(output), expectation: "the payload check of \(name)")
    }
  }

  /// Takes the next output, checks it with `mismatch` (which returns a failure message or `nil`),
  /// applies it, and checks the state change. Non-exhaustive stores apply and skip outputs that do
  /// not match until one does.
  /// Internal so adapters (such as the view-model one) can offer receives with their own step names.
  nonisolated(nonsending) func receive(
    _ step: StepLabel, at site: CallSite,
    expectation: ((inout F.State) throws -> Void)?,
    mismatch: (F.Output) -> String?
  ) async {
    while let entry = await nextReceived(step, at: site) {
      guard let failure = mismatch(entry.output) else {
        self.step(step, at: site, expectation: expectation) { state in
          feature.apply(entry.output, state: &state, environment: environment)
        }
        return
      }
      guard case .off(let showSkipped) = exhaustivity else {
        reportIssue(failure, at: site)
        applyUnchecked(entry.output, origin: step, at: site)
        return
      }
      if showSkipped {
        let note = TestStoreMessages.receivedOutsideExhaustive(step, skipped: describe(entry))
        reportIssue(note, severity: .note, at: site)
      }
      applyUnchecked(entry.output, origin: step, at: site)
    }
  }

  /// The next output an effect sent, running effects until one arrives; `nil` (with a failure
  /// reported) when none can arrive.
  private nonisolated(nonsending) func nextReceived(
    _ step: StepLabel, at site: CallSite
  ) async -> ReceivedQueue<F.Output>.Entry? {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while true {
      executor.drain()
      if let entry = received.popFirst() { return entry }
      pruneFinishedEffects()
      if inFlight.isEmpty {
        reportIssue(TestStoreMessages.nothingReceivedNothingRunning(step), at: site)
        return nil
      }
      if everyRunningEffectIsAsleep() {
        reportIssue(TestStoreMessages.nothingReceivedAsleep(step, sleepers: sleeperDescriptions()), at: site)
        return nil
      }
      let remaining = ContinuousClock.now.duration(to: deadline)
      if remaining <= .zero {
        let running = inFlight.map { "an effect started by \($0.origin)" }
        reportIssue(TestStoreMessages.receiveTimedOut(step, timeout: timeout, running: running), at: site)
        return nil
      }
      _ = await executor.waitForActivity(timeout: remaining)
    }
  }
}
