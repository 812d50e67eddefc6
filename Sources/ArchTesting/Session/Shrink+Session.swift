import Arch

/// Replays a recorded session on the feature `subject` sets up and, when it breaks one of the
/// subject's invariants, shrinks it to the fewest actions and shortest clock moves that still break
/// it, and reports that sub-session as a ready-to-paste `TestStore` test.
///
/// The replay and the printed test drive the feature the same way: a store from `subject`'s
/// `makeStore(clock:)`, not exhaustive; before each kept action the test clock moves on to its
/// recorded time, then the action is sent through the control of the rendered view that sends it
/// (tap, toggle, type, submit, found by label within its row) or, when no control does, with
/// `send`; the test ends by checking `store.expect(invariants)`. So the printed test fails on the
/// bug, and passes once the feature is fixed, like the tests `explore` prints.
///
/// The recorded outputs are not fed to the store: effects run against the environment
/// `makeStore(clock:)` gives, and send what they send, named in the printed test's comments. The
/// recording says when actions happened and how long the session ran; a bug that needs what the
/// services answered that day needs an environment that answers the same.
///
/// Shrinking deletes actions, singly and in chunks (a deleted action's gap joins the next one's
/// delay, so every kept action keeps its recorded time), then shortens every clock move to the
/// least that still breaks the invariant. Returns `nil`, reporting nothing, when the session breaks
/// no invariant: after the fix, the same test passes.
///
/// With `until: .divergence` it looks for another failure instead: replayed as recorded, a state
/// that differs from the recorded fingerprint (see ``SessionFailure/divergence``). It cuts the
/// session after that step, deletes the steps that changed nothing in the recording, and prints a
/// test that replays the shrunk session, its text written into the test, with
/// `TestStore.replay(_:mode:clock:fileID:filePath:line:column:)`.
///
/// ```swift
/// @Test func theReportedSession() async throws {
///   let session = try RecordedSession<GroceryState, GroceryAction, GroceryEvent>(
///     contentsOf: reportURL)
///   await shrink(session, replayingWith: GroceryReport.self)
/// }
/// ```
///
/// - Parameters:
///   - session: The recorded session.
///   - subject: The type that makes the store and names the invariants, as for `explore`.
///   - failure: What makes the session fail: a broken invariant (the default), or a divergence from
///     the recording.
///   - maximumReplays: How many replays shrinking may take.
///   - fileID: The file ID of the call, where a failure is reported; leave the default.
///   - filePath: The file path of the call, where a failure is reported; leave the default.
///   - line: The line of the call, where a failure is reported; leave the default.
///   - column: The column of the call, where a failure is reported; leave the default.
/// - Returns: The shrunk session and its test, or `nil` when the session does not fail.
@discardableResult
public nonisolated(nonsending) func shrink<Subject: Explorable>(
  _ session: RecordedSession<Subject.Explored.State, Subject.Explored.Action, Subject.Explored.Output>,
  replayingWith subject: Subject.Type,
  until failure: SessionFailure = .brokenInvariant,
  maximumReplays: Int = 1_000,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) async -> SessionReproduction? {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let result =
    switch failure {
    case .brokenInvariant:
      await SessionReproducer<Subject>(session: session, maximumReplays: maximumReplays, site: site)
        .reproduce()
    case .divergence:
      await SessionDivergenceReproducer<Subject>(session: session, maximumReplays: maximumReplays, site: site)
        .reproduce()
    }
  switch result {
  case .holds: return nil
  case .cannotShrink(let message):
    reportIssue(message, at: site)
    return nil
  case .reproduced(let reproduction):
    reportIssue(reproduction.message, at: site)
    return reproduction
  }
}
