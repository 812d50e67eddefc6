import Arch

extension TestStore {
  /// Replays a session recorded in the running app: each action is sent and each output checked or
  /// fed at its recorded time, and the state after every step is compared with the fingerprint the
  /// recording kept, failing at the first step that differs with that step's change of state.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// let store = TestStore(initialState: Loader.State(), feature: Loader.feature,
  ///                       environment: .init(clock: clock, fetch: { ["Milk"] }))
  /// await store.replay(session, mode: .againstEnvironment, clock: clock)
  /// await store.finish()
  /// ```
  ///
  /// The replay starts from the session's `startState` when it kept one, else from the store's
  /// state. With `clock`, the clock moves to each step's recorded time, measured from where it stood
  /// when the replay began, before the step runs, waking the effects due by then: an effect whose
  /// deadline came before an action's recorded time sends its output before that action, even if
  /// the app, busy, applied it just after.
  ///
  /// - In ``ReplayMode/asRecorded`` no effect starts: each recorded output is applied as if an
  ///   effect had sent it. Effects the test started before the replay are cancelled first, so that
  ///   nothing but the recording changes the state.
  /// - In ``ReplayMode/againstEnvironment`` the effects run with the store's environment, and every
  ///   output they send must be the next one the recording has: one it lacks, or a recorded one that
  ///   does not come by its recorded time, fails at its step. Effects still running after the last
  ///   step keep running, as after any `send`: receive what they send, advance the clock, or end them
  ///   (`skipInFlightEffects()`) before ``finish(timeout:fileID:filePath:line:column:)``.
  ///
  /// The state check needs an `Encodable` state; steps whose state the recording did not
  /// fingerprint, or a state that is not `Encodable`, are not checked. The replay stops at the first
  /// failure; outputs already sent by then are taken as received, and the test goes on from the
  /// state the replay reached. Each replayed step counts as one step of the store.
  ///
  /// - Parameters:
  ///   - session: The recorded session, with the feature's own state, action and output types.
  ///   - mode: Whether recorded outputs are fed (`.asRecorded`) or effects run and are checked
  ///     (`.againstEnvironment`).
  ///   - clock: The test clock of the store's environment, moved to each step's recorded time; `nil`
  ///     runs every step as soon as the one before it has settled.
  ///   - fileID: The file ID of the call, where a failure is reported; leave the default.
  ///   - filePath: The file path of the call, where a failure is reported; leave the default.
  ///   - line: The line of the call, where a failure is reported; leave the default.
  ///   - column: The column of the call, where a failure is reported; leave the default.
  public nonisolated(nonsending) func replay(
    _ session: RecordedSession<F.State, F.Action, F.Output>,
    mode: ReplayMode,
    clock: TestClock? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let divergence = await replayUntilDivergence(session, mode: mode, clock: clock, at: site) else {
      return
    }
    reportIssue(divergence.message, at: site)
  }

  /// Replays `session` as ``replay(_:mode:clock:fileID:filePath:line:column:)`` does, but returns
  /// where it first diverged instead of reporting it; `nil` when every step matched the recording.
  ///
  /// What else goes wrong on the way (an effect's error, a stuck main actor) is reported at `site`.
  package nonisolated(nonsending) func replayUntilDivergence(
    _ session: RecordedSession<F.State, F.Action, F.Output>, mode: ReplayMode, clock: TestClock?,
    at site: CallSite
  ) async -> ReplayDivergence? {
    await prepareReplay(of: session, mode: mode, at: site)
    let start = clock?.now
    let steps = session.steps
    let memo = FingerprintMemo()
    for (index, step) in steps.enumerated() {
      let number = index + 1
      let label = nextStep(ReplayMessages.storeStepCall(number, step.input), at: site)
      if let clock, let start {
        await clock.advance(to: start.advanced(by: step.time), call: label.description, at: site)
      }
      let position = ReplayMessages.position(number, of: steps.count, time: step.time)
      let failure = await replayStep(
        step, at: position, mode: mode, clockGiven: clock != nil, label: label, site: site, memo: memo)
      if let failure { return diverged(at: number, failure) }
    }
    guard mode == .againstEnvironment else { return nil }
    await settle(nil, at: site)
    guard let extra = engine.takeReceived() else { return nil }
    return diverged(
      at: steps.count + 1,
      ReplayMessages.unrecordedOutput(before: nil, output: extra.output, noun: outputNoun))
  }

  /// Outputs waiting from the test's earlier steps are handled as a `send` handles them, then taken
  /// as received, so the replay compares only what its own steps send.
  ///
  /// As recorded, the effects of
  /// those steps are cancelled: the recording holds every output the states depend on, and one of
  /// theirs would change the state between its steps. Then the session's start state, when it kept
  /// one, becomes the state.
  private nonisolated(nonsending) func prepareReplay(
    of session: RecordedSession<F.State, F.Action, F.Output>, mode: ReplayMode, at site: CallSite
  ) async {
    await settle(nil, at: site)
    if !received.isEmpty {
      handleOutputsWaitingBeforeSend(StepLabel(number: stepCount + 1, call: "replay"), at: site)
      applyAllReceived(noting: nil, at: site)
    }
    if mode == .asRecorded { await cancelAllEffects() }
    if let startState = session.startState {
      engine.restart(from: startState)
    } else if session.droppedSteps > 0 {
      reportIssue(ReplayMessages.noStartState(droppedSteps: session.droppedSteps), severity: .note, at: site)
    }
  }

  /// Ends a replay at its first divergence: outputs already sent are taken as received, so the test
  /// goes on from the state the replay reached without each being reported again.
  private func diverged(at number: Int, _ message: String) -> ReplayDivergence {
    _ = engine.takeAllReceived()
    return ReplayDivergence(stepNumber: number, message: message)
  }

  /// Replays one step; the failure message when it diverges.
  private nonisolated(nonsending) func replayStep(
    _ step: RecordedStep<F.Action, F.Output>, at position: String, mode: ReplayMode, clockGiven: Bool,
    label: StepLabel, site: CallSite, memo: FingerprintMemo
  ) async -> String? {
    switch step.input {
    case .action(let action):
      return await replayAction(action, step, at: position, mode: mode, label: label, site: site, memo: memo)
    case .output(let output) where mode == .asRecorded:
      engine.run(.applyWithoutEffects(.output(output)), as: label, at: site)
      // A dismissed feature takes no more input: nothing was applied.
      guard let entry = engine.takeReceived() else { return nil }
      return checkReplayed(entry, step, at: position, memo: memo)
    case .output(let output):
      let entry: AppliedOutputs<F.Output, F.State>.Entry
      switch await nextReplayedOutput(label, clockGiven: clockGiven, at: site) {
      case .success(let sent): entry = sent
      case .failure(let reason):
        return ReplayMessages.missingOutput(at: position, output: output, noun: outputNoun, reason: reason)
      }
      guard ReplayComparison.same(entry.output, output) else {
        let diff = TestStoreText.diff(expected: output, actual: entry.output)
        return ReplayMessages.differentOutput(at: position, diff: diff, noun: outputNoun)
      }
      return checkReplayed(entry, step, at: position, memo: memo)
    }
  }

  private nonisolated(nonsending) func replayAction(
    _ action: F.Action, _ step: RecordedStep<F.Action, F.Output>, at position: String, mode: ReplayMode,
    label: StepLabel, site: CallSite, memo: FingerprintMemo
  ) async -> String? {
    if mode == .againstEnvironment, let extra = engine.takeReceived() {
      return ReplayMessages.unrecordedOutput(before: position, output: extra.output, noun: outputNoun)
    }
    let input: StepEngine<F>.Input =
      switch mode {
      case .asRecorded: .applyWithoutEffects(.action(action))
      case .againstEnvironment: .send(action, environment: nil, keepingStateBefore: true)
      }
    var failure: String?
    // A dismissed feature takes no more input: nothing was applied.
    if let replayed = engine.run(input, as: label, at: site) {
      sharedAsserted.merge(replayed.shared) { _, replayed in replayed }
      failure = checkState(
        before: replayed.before ?? replayed.after, after: replayed.after, against: step.fingerprint,
        at: position, memo: memo,
        input: ReplayMessages.input(action, noun: "action"))
    }
    if mode == .againstEnvironment { await settle(label, at: site) }
    return failure
  }

  private func checkReplayed(
    _ entry: AppliedOutputs<F.Output, F.State>.Entry, _ step: RecordedStep<F.Action, F.Output>,
    at position: String, memo: FingerprintMemo
  ) -> String? {
    sharedAsserted.merge(entry.shared) { _, replayed in replayed }
    return checkState(
      before: entry.stateBefore, after: entry.stateAfter, against: step.fingerprint, at: position,
      memo: memo, input: ReplayMessages.input(entry.output, noun: outputNoun.singular))
  }

  /// Compares the state a step left with the fingerprint the recording kept of it.
  private func checkState(
    before: F.State, after: F.State, against recorded: StateFingerprint?, at position: String,
    memo: FingerprintMemo, input: @autoclosure () -> String
  ) -> String? {
    guard let recorded else { return nil }
    let replayed: StateFingerprint?
    do {
      replayed = try ReplayComparison.fingerprint(of: after, like: recorded, memo: memo)
    } catch {
      return ReplayMessages.stateNotEncodable(at: position, input: input(), error: error)
    }
    guard let replayed, replayed != recorded else { return nil }
    let change = before == after ? nil : TestStoreText.diff(expected: before, actual: after)
    return ReplayMessages.stateDiverged(
      at: position, input: input(), recorded: recorded, replayed: replayed, change: change,
      stateAfter: change == nil ? dumpText(of: after) : "")
  }

  /// The next output the feature's effects send, running them until one does; why none came when
  /// none can come by now.
  private nonisolated(nonsending) func nextReplayedOutput(
    _ step: StepLabel, clockGiven: Bool, at site: CallSite
  ) async -> Result<AppliedOutputs<F.Output, F.State>.Entry, ReplayMessages.MissingOutputReason> {
    var whyNone: EngineNoOutput?
    if let entry = await engine.nextOutput(during: step, at: site, timeout: timeout, whyNone: &whyNone) {
      return .success(entry)
    }
    return switch whyNone {
    case .mainActorStuck, .timedOut, nil: .failure(.timedOut(timeout))
    case .nothingRunning: .failure(.nothingRunning)
    case .asleep(let sleepers): .failure(.asleep(sleepers: sleepers, clockGiven: clockGiven))
    }
  }
}
