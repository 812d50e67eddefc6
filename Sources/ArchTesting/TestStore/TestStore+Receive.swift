import Arch
import ArchLocking

extension TestStore {
  /// Receives the next output an effect sent, checks it equals `expected`, and checks how the state
  /// changed when the feature applied it (at the moment the effect sent it, as in the app).
  ///
  /// If nothing has arrived yet, effects run until one is sent. When no effect is running, or every
  /// running effect waits on a test clock, it fails at once; when effects are blocked outside the
  /// harness's control, it waits up to ``timeout``.
  ///
  /// ```swift
  /// await store.receive(.itemsDidLoad([.milk])) { $0.items = [.milk] }
  /// ```
  @discardableResult
  public nonisolated(nonsending) func receive(
    _ expected: F.Output,
    assert expectation: ((inout F.State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask? where F.Output: Equatable {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let step = nextStep("receive(\(TestStoreText.caseName(expected)))", at: site)
    return await receive(step, at: site, expectation: expectation) { output in
      guard output != expected else { return nil }
      let diff = TestStoreText.diff(expected: expected, actual: output)
      return TestStoreMessages.receivedDifferentOutput(step, diff: diff, noun: outputNoun)
    }
  }

  /// Receives the next output, checks it satisfies `predicate`, and checks how the state changed
  /// when it was applied.
  ///
  /// For outputs that are not `Equatable`, or when only part of one matters.
  ///
  /// ```swift
  /// await store.receive(where: { if case .loadingDidFail = $0 { true } else { false } }) {
  ///   $0.errorMessage = "Offline"
  /// }
  /// ```
  @discardableResult
  public nonisolated(nonsending) func receive(
    where predicate: (F.Output) -> Bool,
    assert expectation: ((inout F.State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask? {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let step = nextStep("receive(where:)", at: site)
    return await receive(step, at: site, expectation: expectation) { output in
      predicate(output)
        ? nil
        : TestStoreMessages.receivedUnmatchedOutput(
          step, output: TestStoreText.oneLine(output), expectation: "the predicate", noun: outputNoun)
    }
  }

  /// Receives the next output, checks it is the enum case `outputCase`, and checks how the state
  /// changed when it was applied.
  ///
  /// The trailing closure is always the state expectation.
  ///
  /// A case nested in another is a closure through both; neither payload needs to be `Equatable`.
  ///
  /// ```swift
  /// await store.receive(GroceryEvent.itemsDidLoad) { $0.items = [.milk] }
  /// await store.receive({ .destination(.edit($0)) }) { $0.isEditing = true }
  /// ```
  @discardableResult
  public nonisolated(nonsending) func receive<Payload>(
    _ outputCase: @escaping @Sendable (Payload) -> F.Output,
    assert expectation: ((inout F.State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask? {
    await receive(
      CaseOf(outputCase), payloadCheck: { _ in true }, expectation: expectation,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Receives the next output, checks it is the enum case `outputCase` and that its payload passes
  /// `payload`, and checks how the state changed when it was applied.
  ///
  /// ```swift
  /// await store.receive(GroceryEvent.itemsDidLoad, where: { $0.count == 1 }) { $0.items = [.milk] }
  /// await store.receive({ .searchResponse(.success($0)) }, where: { $0.count == 2 })
  /// ```
  @discardableResult
  public nonisolated(nonsending) func receive<Payload>(
    _ outputCase: @escaping @Sendable (Payload) -> F.Output,
    where payload: (Payload) -> Bool,
    assert expectation: ((inout F.State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask? {
    await receive(
      CaseOf(outputCase), payloadCheck: payload, expectation: expectation,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Receives the next output, checks it is on the path of cases `path`, and checks how the state
  /// changed when it was applied.
  ///
  /// ```swift
  /// await store.receive(CaseOf(AppAction.delegate).appending(.startMeeting))
  /// await store.receive(CaseOf(AppAction.destination).appending(Destination.edit)) { $0.isEditing = true }
  /// ```
  @discardableResult
  public nonisolated(nonsending) func receive<Payload>(
    _ path: CaseOf<F.Output, Payload>,
    assert expectation: ((inout F.State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask? {
    await receive(
      path, payloadCheck: { _ in true }, expectation: expectation,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Receives the next output, checks it is on the path of cases `path` and that its payload passes
  /// `payload`, and checks how the state changed when it was applied.
  ///
  /// ```swift
  /// await store.receive(CaseOf(AppAction.searchResponse).appending(Result.success), where: { $0.isEmpty })
  /// ```
  @discardableResult
  public nonisolated(nonsending) func receive<Payload>(
    _ path: CaseOf<F.Output, Payload>,
    where payload: (Payload) -> Bool,
    assert expectation: ((inout F.State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask? {
    await receive(
      path, payloadCheck: payload, expectation: expectation,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Receives the next output, checks it is the same case as `example`, through every case nested
  /// in its payload, whatever other payload it carries; for outputs that are not `Equatable`.
  ///
  /// ```swift
  /// await store.receive(case: .delegate(.startMeeting))
  /// ```
  @discardableResult
  public nonisolated(nonsending) func receive(
    case example: F.Output,
    assert expectation: ((inout F.State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask? {
    await receive(
      CaseOf(matching: example), payloadCheck: { _ in true }, expectation: expectation,
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private nonisolated(nonsending) func receive<Payload>(
    _ path: CaseOf<F.Output, Payload>,
    payloadCheck: (Payload) -> Bool,
    expectation: ((inout F.State) throws -> Void)?,
    at site: CallSite
  ) async -> TestStoreTask? {
    // The path is named from the outputs the receive took, by putting their payloads in the
    // expected cases when the payload types agree; only when a message needs the name, as naming
    // takes reflection.
    let taken = Locked<[F.Output]>([])
    let name: @Sendable () -> CasePathName = { path.name(probing: taken.withLock { $0 }) }
    let step = nextStep("receive(\(name().text))", at: site)
    return await receive(step, at: site, expectation: expectation) { output in
      taken.withLock { $0.append(output) }
      guard let value = path.extract(from: output) else {
        let expected = name()
        return TestStoreMessages.receivedUnmatchedOutput(
          step, output: TestStoreText.oneLine(output), expectation: expected.text, noun: outputNoun,
          differences: TestStoreText.differences(expected, output))
      }
      guard !payloadCheck(value) else { return nil }
      return TestStoreMessages.receivedUnmatchedOutput(
        step, output: TestStoreText.oneLine(output), expectation: "the payload check of \(name().text)",
        noun: outputNoun)
    }
  }

  /// Takes the next output, checks it with `mismatch` (which returns a failure message or `nil`), and
  /// checks the state change its application made.
  ///
  /// Non-exhaustive stores skip outputs that do not
  /// match until one does.
  /// Internal so adapters (such as the view-model one) can offer receives with their own step names.
  @discardableResult
  nonisolated(nonsending) func receive(
    _ step: StepLabel, at site: CallSite,
    expectation: ((inout F.State) throws -> Void)?,
    mismatch: (F.Output) -> String?
  ) async -> TestStoreTask? {
    let expectation = sharedAware(expectation, at: site)
    while let entry = await nextReceived(step, at: site) {
      guard let failure = mismatch(entry.output) else {
        stateDuringCheck = entry.stateBefore
        expectStateChange(
          from: entry.stateBefore, to: entry.stateAfter, expectation: expectation, step: step, at: site)
        stateDuringCheck = nil
        checkShared(after: entry.shared, step: step, at: site)
        await settle(step, at: site)
        return handle(for: entry.effects, origin: step)
      }
      guard case .off(let showSkipped) = exhaustivity else {
        reportIssue(failure, at: site)
        return nil
      }
      if showSkipped {
        let note = TestStoreMessages.receivedOutsideExhaustive(
          step, skipped: describe(entry), noun: outputNoun)
        reportIssue(note, severity: .note, at: site)
      }
    }
    return nil
  }

  /// The next output an effect sent, running effects until one arrives; `nil` (with a failure
  /// reported) when none can arrive.
  private nonisolated(nonsending) func nextReceived(
    _ step: StepLabel, at site: CallSite
  ) async -> AppliedOutputs<F.Output, F.State>.Entry? {
    var whyNone: EngineNoOutput?
    if let entry = await engine.nextOutput(during: step, at: site, timeout: timeout, whyNone: &whyNone) {
      return entry
    }
    switch whyNone {
    case .mainActorStuck, nil:
      return nil
    case .nothingRunning:
      reportIssue(TestStoreMessages.nothingReceivedNothingRunning(step, noun: outputNoun), at: site)
    case .asleep(let sleepers):
      reportIssue(
        TestStoreMessages.nothingReceivedAsleep(step, sleepers: sleepers, noun: outputNoun), at: site)
    case .timedOut(let running):
      reportIssue(TestStoreMessages.receiveTimedOut(step, timeout: timeout, running: running), at: site)
    }
    return nil
  }
}
