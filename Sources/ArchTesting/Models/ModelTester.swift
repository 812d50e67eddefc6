import Arch

/// Tests a class model or view model step by step, as a ``TestStore`` tests a feature: each step
/// calls a method, and says exactly how the whole model changed.
///
/// ```swift
/// let spawner = EffectSpawner()
/// let tester = ModelTester(SignInModel(spawner: spawner, api: .succeeding), spawner: spawner)
/// await tester.step("emailChanged") { $0.emailChanged("ada@example.com") } assert: {
///   $0.email = "ada@example.com"
///   $0.canSignIn = true
/// }
/// await tester.step("signInTapped") { $0.signInTapped() } assert: {
///   $0.isSigningIn = false
///   $0.user = "Ada"
/// }
/// await tester.finish()
/// ```
///
/// Tasks the model starts through its ``EffectSpawner`` run after the step, on the tester's
/// executor, until each ends or waits on a test clock; what they change is part of the step. What
/// they change later, after `clock.advance`, is checked with ``assert(_:fileID:filePath:line:column:)``.
/// ``finish(fileID:filePath:line:column:)`` reports a task still running; so does the end of the
/// test, for a tester released or left without it.
public final class ModelTester<Model: AnyObject> {
  /// The model under test.
  public let model: Model

  /// Prints what each step changed, as a diff, when set: for debugging a test, not for checking.
  ///
  /// ```swift
  /// tester.logChanges = { print($0) }
  /// ```
  public var logChanges: ((String) -> Void)?

  private let spawner: EffectSpawner?
  private let tasks = ModelTasks()
  private var reader = ModelReader()
  /// The model as the test last checked it.
  private var checked: ModelGraph
  private var stepCount = 0
  private var lastStep: StepLabel?
  private var hasFinished = false
  /// Whether a test's end will run this tester's end-of-test checks.
  private var isRegisteredForEndOfTest = false
  /// Renders the model's view and finds what a control does, when the tester was given a view.
  var view: ((ViewInteraction, ViewQuery) -> Result<(Model) -> Void, ViewLookupFailure>)?

  /// Makes a tester for `model`, whose tasks start through `spawner`, if it starts any.
  ///
  /// ```swift
  /// let tester = ModelTester(ClickCounter())
  /// ```
  ///
  /// - Parameters:
  ///   - model: The model under test.
  ///   - spawner: The spawner the model starts its tasks with.
  public init(_ model: Model, spawner: EffectSpawner? = nil) {
    self.model = model
    self.spawner = spawner
    checked = reader.read(model)
    isRegisteredForEndOfTest = EndOfTestCheck.register(self)
  }

  deinit {
    runEndOfTestChecks()
  }

  /// Calls a method of the model as one step, runs the tasks it started until they wait, and checks
  /// that the model changed exactly as `expectation` describes; no expectation means no change.
  ///
  /// ```swift
  /// await tester.step("incrementTapped") { $0.incrementTapped() } assert: { $0.count = 1 }
  /// ```
  ///
  /// - Parameters:
  ///   - name: Names the step in failures and in the change log, such as the method's name.
  ///   - operation: Calls the model.
  ///   - expectation: Receives the model as it was before the step and writes what the step changes.
  ///   - fileID: The file ID of the call, where a failure is reported; leave the default.
  ///   - filePath: The file path of the call, where a failure is reported; leave the default.
  ///   - line: The line of the call, where a failure is reported; leave the default.
  ///   - column: The column of the call, where a failure is reported; leave the default.
  public nonisolated(nonsending) func step(
    _ name: String,
    _ operation: (Model) async throws -> Void,
    assert expectation: ((Model) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let label = nextStep(name, at: site)
    await step(label, at: site, expectation: expectation) { try await operation(model) }
  }

  /// Checks how the model's tasks changed it since the last check, after the test moved a clock:
  /// exactly as `expectation` describes.
  ///
  /// ```swift
  /// await clock.advance(by: .seconds(1))
  /// await tester.assert { $0.isLoading = false; $0.fact = "1 is a number" }
  /// ```
  ///
  /// - Parameters:
  ///   - expectation: Receives the model as the test last checked it and writes what changed.
  ///   - fileID: The file ID of the call, where a failure is reported; leave the default.
  ///   - filePath: The file path of the call, where a failure is reported; leave the default.
  ///   - line: The line of the call, where a failure is reported; leave the default.
  ///   - column: The column of the call, where a failure is reported; leave the default.
  public nonisolated(nonsending) func assert(
    _ expectation: (Model) throws -> Void,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let label = nextStep("assert", at: site)
    await tasks.settle()
    let current = reader.read(model, since: checked)
    // The expectation writes into the model as the test last checked it, then the model is put back.
    checked.restore()
    let expected = expectedModel(by: expectation, label: label, at: site)
    current.restore()
    guard let expected else { return }
    check(label, expected: expected, after: current, described: true, at: site)
  }

  /// Ends the test: checks what the tasks changed since the last check, and reports every task
  /// still running, then cancels it.
  ///
  /// ```swift
  /// await tester.finish()
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The file ID of the call, where a failure is reported; leave the default.
  ///   - filePath: The file path of the call, where a failure is reported; leave the default.
  ///   - line: The line of the call, where a failure is reported; leave the default.
  ///   - column: The column of the call, where a failure is reported; leave the default.
  public nonisolated(nonsending) func finish(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    hasFinished = true
    await tasks.settle()
    checkUncheckedChanges(at: site)
    for run in tasks.running {
      reportIssue(
        ModelChangeMessages.stillRunning(
          run.origin.description, end: "the test", sleepers: tasks.sleeperDescriptions(of: run)),
        at: site)
    }
    await tasks.cancelAll()
  }

  // MARK: Steps

  func nextStep(_ name: String, at site: CallSite) -> StepLabel {
    if !isRegisteredForEndOfTest { isRegisteredForEndOfTest = EndOfTestCheck.register(self) }
    stepCount += 1
    return StepLabel(number: stepCount, call: name)
  }

  /// One step: the expectation read from the model as last checked, the operation, its tasks run
  /// until they wait, then the check.
  nonisolated(nonsending) func step(
    _ label: StepLabel, at site: CallSite, expectation: ((Model) throws -> Void)?,
    operation: () async throws -> Void
  ) async {
    await tasks.settle()
    checkUncheckedChanges(at: site)
    var expected: ModelGraph? = checked
    if let expectation { expected = expectedModel(by: expectation, label: label, at: site) }
    // Tasks the expectation's writes started (through a property observer) are not the step's.
    for dropped in spawner?.takePending() ?? [] { dropped.link.cancel() }
    lastStep = label
    do {
      try await operation()
    } catch {
      reportIssue(ModelChangeMessages.operationThrew(label, error: error), at: site)
    }
    if let spawner { tasks.start(spawner.takePending(), origin: label, at: site) }
    await tasks.settle()
    let after = reader.read(model, since: checked)
    guard let expected else {
      checked = after
      return
    }
    check(label, expected: expected, after: after, described: expectation != nil, at: site)
  }

  /// The model as `expectation` describes it from the state the test last checked, which the live
  /// model is in; `nil`, reported, when the expectation threw or changed a reference it cannot undo.
  private func expectedModel(by expectation: (Model) throws -> Void, label: StepLabel, at site: CallSite)
    -> ModelGraph?
  {
    do {
      let expected = try ModelChangeCheck.expected(model, from: checked, by: expectation, reader: &reader)
      guard let failure = ModelChangeCheck.unrestorableWrite(base: checked, expected: expected) else {
        return expected
      }
      reportIssue(failure, at: site)
      return nil
    } catch {
      reportIssue(TestStoreMessages.expectationThrew(label, error: error), at: site)
      return nil
    }
  }

  private func check(
    _ label: StepLabel, expected: ModelGraph, after: ModelGraph, described: Bool, at site: CallSite
  ) {
    let before = checked
    checked = after
    if let logChanges {
      let diff = DumpOutline.diff(before.outline, after.outline, format: .unicode)
      logChanges(ModelChangeMessages.logged(label, diff: diff))
    }
    switch ModelChangeCheck.verdict(before: before, expected: expected, after: after) {
    case .matched:
      return
    case .nothingChanged:
      // As the test store: an expectation that describes no change, on a step that changed nothing.
      if described { reportIssue(TestStoreMessages.expectedChangeButNone(label), at: site) }
    case .mismatch(.undescribed, let diff):
      reportIssue(TestStoreMessages.unexpectedStateChange(label, diff: diff), at: site)
    case .mismatch(_, let diff):
      reportIssue(TestStoreMessages.stateMismatch(label, diff: diff), at: site)
    }
  }

  /// Reports a change the tasks made since the last check that the test did not check, and takes
  /// it as checked.
  private func checkUncheckedChanges(at site: CallSite) {
    let current = reader.read(model, since: checked)
    guard !current.holdsSameValues(as: checked) else { return }
    let diff = ModelChangeCheck.diff(expected: checked, actual: current)
    let since = lastStep?.description ?? "the tester was made"
    reportIssue(ModelChangeMessages.uncheckedChange(since: since, diff: diff), at: site)
    checked = current
  }
}

extension ModelTester: EndOfTestCheckable {
  /// The check of ``finish(fileID:filePath:line:column:)`` that needs no waiting, for a test that
  /// ended without calling it: every task still running is reported where its step was called, and
  /// cancelled.
  func runEndOfTestChecks() {
    guard !hasFinished else { return }
    hasFinished = true
    _ = tasks.executor.drain()
    for run in tasks.running {
      let sleepers = tasks.sleeperDescriptions(of: run)
      reportIssue(ModelChangeMessages.stillRunningUnfinished(run.origin, sleepers: sleepers), at: run.site)
      run.link.cancel()
    }
    _ = tasks.executor.drain()
  }
}
