import Arch

/// Writes a failing exploration run as a `TestStore` test that drives the feature the way the run
/// did and checks what failed.
///
/// The test is non-exhaustive by design: it replays the inputs (controls used through the view by
/// label, generated actions, clock moves) and asserts only what the failure needs, so it fails on the
/// bug and passes once the feature is fixed, where the incidental states of the buggy run would
/// differ. Each control is found again in the view, so a control the fix disables fails the test at
/// that step. Outputs are applied as effects send them, as in the app; the test names them in
/// comments. A broken invariant is checked at the end with `store.expect(invariants)`; a runtime
/// issue or an unhandled effect error is reported by the test store itself at the step it happens.
struct ExploreTestWriter<State, Action: Sendable, Output> {
  let trace: [ExploreEvent<State, Action, Output>]
  let violation: ExploreViolation
  let reproduction: ExploreReproduction
  /// Whether the broken invariant is checked after every action and output (`store.expectAlways`),
  /// for one that broke between two outputs of a step and held again when the step ended.
  var checksAfterEveryInput = false

  /// The test, indented for a message.
  var lines: [String] {
    var lines = [
      "@Test func \(reproduction.testName)() async {",
      "  let clock = TestClock()",
      "  let store = \(reproduction.makeStore)",
      "  store.exhaustivity = .off",
    ]
    if checksAfterEveryInput { lines.append("  store.expectAlways(\(reproduction.invariants))") }
    for (index, event) in trace.enumerated() {
      guard index < Self.maximumEvents else {
        lines.append("  // " + ExploreMessages.moreEvents(trace.count - index))
        break
      }
      lines += (picksBefore(index) + statement(for: event)).map { "  " + $0 }
    }
    lines += ending.map { "  " + $0 }
    lines.append("}")
    return lines
  }

  /// How many events the test shows; a run that still fails after shrinking to more (effects that
  /// loop forever) is cut short.
  static var maximumEvents: Int { 40 }

  private func statement(for event: ExploreEvent<State, Action, Output>) -> [String] {
    switch event {
    case .send(let action, let move, _):
      return [send(action, move: move)]
    case .receive(let output, _):
      return ["// " + ExploreMessages.received(reproduction.source(of: output))]
    case .advance(let duration):
      return ["await clock.advance(by: \(Self.literal(duration)))"]
    case .reorder(let picked, let ready):
      return picked == 0 ? [] : ["// " + ExploreMessages.reordered(picked: picked, ready: ready)]
    }
  }

  /// Before a step (a send or a clock move) whose effects ran in another order than a test store
  /// runs them, the call that picks the same order: every choice among several ready effects the
  /// step made, up to its last that was not the oldest.
  private func picksBefore(_ index: Int) -> [String] {
    switch trace[index] {
    case .send, .advance: break
    case .receive, .reorder: return []
    }
    var picks: [Int] = []
    steps: for event in trace[(index + 1)...] {
      switch event {
      case .send, .advance: break steps
      case .receive: continue
      case .reorder(let picked, _): picks.append(picked)
      }
    }
    while picks.last == 0 { picks.removeLast() }
    guard !picks.isEmpty else { return [] }
    return ["store.pickReadyEffects(\(picks.map(String.init).joined(separator: ", ")))"]
  }

  /// The call that sends `action` the way the run did: through its control, or directly.
  private func send(_ action: Action, move: ExploreMove<Action>) -> String {
    guard case .control(let control) = move else {
      return "await store.send(\(reproduction.source(of: action)))  // \(move.description)"
    }
    return "await store." + control.call
  }

  /// What the test ends with: the check that fails, or where the store itself reports it.
  private var ending: [String] {
    switch violation.kind {
    case .invariant where checksAfterEveryInput:
      ["// ✗ \(ExploreMessages.failureHeadline(violation.kind)) after the last event above"]
    case .invariant:
      ["store.expect(\(reproduction.invariants))"]
    case .runtimeIssue, .unhandledError:
      ["// ✗ \(ExploreMessages.failureHeadline(violation.kind)) at the step above"]
    case .impureView, .runawayEffects:
      ["// ✗ \(ExploreMessages.failureHeadline(violation.kind)) here"]
    }
  }

  /// A duration as Swift source, exactly, in the coarsest unit that holds it: `.seconds(2)`,
  /// `.milliseconds(300)`, `.nanoseconds(1500)`.
  ///
  /// A feature may sleep for any duration, and a test
  /// that advanced the clock by a rounded one would not wake it.
  static func literal(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let units: [(name: String, attoseconds: Int64)] = [
      ("seconds", 1_000_000_000_000_000_000), ("milliseconds", 1_000_000_000_000_000),
      ("microseconds", 1_000_000_000_000), ("nanoseconds", 1_000_000_000),
    ]
    for unit in units where attoseconds % unit.attoseconds == 0 {
      let perSecond = 1_000_000_000_000_000_000 / unit.attoseconds
      return ".\(unit.name)(\(seconds * perSecond + attoseconds / unit.attoseconds))"
    }
    return "Duration(secondsComponent: \(seconds), attosecondsComponent: \(attoseconds))"
  }
}
