import Arch

extension TestStore {
  /// Sends an action, as the UI would, and checks how the state changed.
  ///
  /// In exhaustive mode the closure gets the state before the step and must turn it into the new
  /// state; leave it out when the action changes nothing. The action's effects start and run until
  /// they wait; what they send is received with
  /// ``receive(_:assert:fileID:filePath:line:column:)-(F.Output,_,_,_,_,_)``.
  ///
  /// ```swift
  /// await store.send(.draftChanged("Milk")) { $0.draft = "Milk" }
  /// await store.send(.reloadTapped, environment: .test(api: .failing))
  /// ```
  ///
  /// - Parameters:
  ///   - action: What the UI sends.
  ///   - environment: An environment for this step only; later steps use ``environment`` again.
  ///   - expectation: Turns the state before the step into the expected state after it.
  ///   - fileID: The file ID of the call, where a failure is reported; leave the default.
  ///   - filePath: The file path of the call, where a failure is reported; leave the default.
  ///   - line: The line of the call, where a failure is reported; leave the default.
  ///   - column: The column of the call, where a failure is reported; leave the default.
  /// - Returns: The step's effects, to cancel or wait for.
  @discardableResult
  public nonisolated(nonsending) func send(
    _ action: F.Action,
    environment: F.Environment? = nil,
    assert expectation: ((inout F.State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let label = nextStep("send(\(TestStoreText.caseName(action)))", at: site)
    if hasFinished { reportIssue(TestStoreMessages.sentAfterFinish(label), at: site) }
    await settle(label, at: site)
    handleOutputsWaitingBeforeSend(label, at: site)
    return await sendStep(
      action, environment: environment, label: label, at: site,
      expectation: sharedAware(expectation, at: site))
  }

  /// Exhaustive: outputs not yet received are a failure, and stay queued.
  ///
  /// Non-exhaustive: they are taken as received (the feature applied them when they were sent).
  func handleOutputsWaitingBeforeSend(_ step: StepLabel, at site: CallSite) {
    guard !received.isEmpty else { return }
    switch exhaustivity {
    case .on:
      let outputs = received.all.map { describe($0) }
      reportIssue(
        TestStoreMessages.sentWithUnreceivedOutputs(step, outputs: outputs, noun: outputNoun), at: site)
    case .off(let showSkipped):
      applyAllReceived(noting: showSkipped ? step : nil, at: site)
    }
  }

  /// Takes every received output without assertions, moving ``state`` past them; with `noting`, each
  /// is shown as a note.
  func applyAllReceived(noting step: StepLabel?, at site: CallSite) {
    for entry in engine.takeAllReceived() {
      guard let step else { continue }
      let message = TestStoreMessages.receivedOutsideExhaustive(
        step, skipped: describe(entry), noun: outputNoun)
      reportIssue(message, severity: .note, at: site)
    }
  }

  func describe(_ entry: AppliedOutputs<F.Output, F.State>.Entry) -> String {
    let output = TestStoreText.abbreviated(entry.output)
    return entry.origin.map { "\(output) (from \($0))" } ?? output
  }
}
