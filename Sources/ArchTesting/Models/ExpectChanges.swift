/// Checks that `operation` changes a class model exactly as `expectation` describes: every field of
/// the model, its child models and arrays of models, compared before and after.
///
/// The expectation receives the model as it was before the operation and writes what should change,
/// as on a struct; the writes are read and then undone, so only the operation changes the model:
///
/// ```swift
/// let model = ClickCounter()
/// expectChanges(of: model) {
///   model.incrementTapped()
/// } assert: {
///   $0.count = 1
///   $0.history.append(1)
/// }
/// ```
///
/// It fails with a diff when a field changed that the expectation does not describe, one it
/// describes did not change, or one changed to another value; and, as custom-dump's `expectDifference`
/// does since its #149, when the operation changed nothing at all. An object reachable twice is
/// compared once and printed once, numbered (`#1 Item(`), then `#1 Item(↩︎)` where it is met again.
/// Writes in the expectation run the model's setters (and their observers) before they are undone.
public func expectChanges<Model: AnyObject>(
  of model: Model, _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  operation: () throws -> Void,
  assert expectation: (Model) throws -> Void
) rethrows {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  var reader = ModelReader()
  let before = reader.read(model)
  let expected = try ModelChangeCheck.expected(model, from: before, by: expectation, reader: &reader)
  let unrestorable = reportUnrestorableWrite(before: before, expected: expected, at: site)
  try operation()
  if unrestorable { return }
  reportVerdict(
    before: before, expected: expected, after: reader.read(model, since: before), message(), at: site)
}

/// Checks that the asynchronous `operation` changes a class model exactly as `expectation`
/// describes, after the tasks it started through `spawner` have run.
///
/// The tasks run on the harness's executor, test clocks included, until each ends or waits; one
/// still running then fails the check, and is cancelled.
///
/// ```swift
/// let spawner = EffectSpawner()
/// let model = SignInModel(spawner: spawner, clock: ImmediateClock(), signIn: { _ in "Ada" })
/// await expectChanges(of: model, spawner: spawner) {
///   model.signInTapped()
/// } assert: {
///   $0.user = "Ada"
/// }
/// ```
public func expectChanges<Model: AnyObject>(
  of model: Model, _ message: @autoclosure () -> String = "", spawner: EffectSpawner? = nil,
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  operation: () async throws -> Void,
  assert expectation: (Model) throws -> Void
) async rethrows {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  var reader = ModelReader()
  let before = reader.read(model)
  // Tasks the expectation's writes started (through a property observer) are not the operation's.
  let expected = try ModelChangeCheck.expected(model, from: before, by: expectation, reader: &reader)
  let unrestorable = reportUnrestorableWrite(before: before, expected: expected, at: site)
  for dropped in spawner?.takePending() ?? [] { dropped.link.cancel() }
  try await operation()
  if let spawner {
    let tasks = ModelTasks()
    tasks.start(spawner.takePending(), origin: StepLabel(number: 1, call: "expectChanges"), at: site)
    await tasks.settle()
    for run in tasks.running {
      let sleepers = tasks.sleeperDescriptions(of: run)
      reportIssue(
        ModelChangeMessages.stillRunning("the operation", end: "the check", sleepers: sleepers), at: site)
    }
    await tasks.cancelAll()
  }
  if unrestorable { return }
  reportVerdict(
    before: before, expected: expected, after: reader.read(model, since: before), message(), at: site)
}

/// Reports an expectation that changed a `weak` or `unowned` reference, after which the operation
/// runs on a model the check cannot compare; `true` when it reported one.
private func reportUnrestorableWrite(before: ModelGraph, expected: ModelGraph, at site: CallSite) -> Bool {
  guard let failure = ModelChangeCheck.unrestorableWrite(base: before, expected: expected) else {
    return false
  }
  reportIssue(failure, at: site)
  return true
}

private func reportVerdict(
  before: ModelGraph, expected: ModelGraph, after: ModelGraph, _ message: String, at site: CallSite
) {
  switch ModelChangeCheck.verdict(before: before, expected: expected, after: after) {
  case .matched:
    return
  case .nothingChanged:
    reportIssue(ModelChangeMessages.unchanged(message: message), at: site)
  case .mismatch(let problem, let diff):
    reportIssue(ModelChangeMessages.mismatch(problem, message: message, diff: diff), at: site)
  }
}
