import Arch

/// Writes a failing exploration run as a `TestStore` test: each send with the state change it
/// made, each received output with its change, each clock move, and a comment where the check
/// failed.
struct ExploreTestWriter<State, Action: Sendable, Output> {
  let initialState: State
  let trace: [ExploreEvent<State, Action, Output>]
  let violation: ExploreViolation

  /// The test, indented for a message; Xcode placeholders stand for the feature and environment,
  /// which the explore call builds and a test cannot name.
  var lines: [String] {
    var lines = [
      "@Test func exploredFailure() async {",
      "  let clock = TestClock()",
      "  let store = TestStore(",
      "    initialState: \(OneLineDescription.of(initialState)),",
      "    feature: <#feature#>, environment: <#environment using clock#>)",
    ]
    var before = initialState
    for (index, event) in trace.enumerated() {
      guard index < Self.maximumEvents else {
        lines.append("  // " + ExploreMessages.moreEvents(trace.count - index))
        break
      }
      lines += statement(for: event, before: &before).map { "  " + $0 }
    }
    lines.append("  // ✗ \(ExploreMessages.failureHeadline(violation.kind)) here")
    lines.append("}")
    return lines
  }

  /// How many steps the test shows; a run that still fails after shrinking to more (effects that
  /// loop forever) is cut short.
  static var maximumEvents: Int { 40 }

  private func statement(
    for event: ExploreEvent<State, Action, Output>, before: inout State
  ) -> [String] {
    switch event {
    case .send(let action, let move, let after):
      defer { before = after }
      let call = "await store.send(\(OneLineDescription.of(action)))"
      return withChange(call, from: before, to: after, comment: move.description)
    case .receive(let output, let after):
      defer { before = after }
      return withChange("await store.receive(\(OneLineDescription.of(output)))", from: before, to: after)
    case .advance(let duration):
      return ["await clock.advance(by: \(Self.literal(duration)))"]
    case .reorder(let picked, let ready):
      return ["// " + ExploreMessages.reordered(picked: picked, ready: ready)]
    }
  }

  /// `call`, with a trailing closure assigning every top-level property that changed.
  private func withChange(_ call: String, from before: State, to after: State, comment: String? = nil)
    -> [String]
  {
    let suffix = comment.map { "  // \($0)" } ?? ""
    let assignments = Self.assignments(from: before, to: after)
    switch assignments.count {
    case 0: return [call + suffix]
    case 1: return ["\(call) { \(assignments[0]) }\(suffix)"]
    default: return ["\(call) {\(suffix)"] + assignments.map { "  " + $0 } + ["}"]
    }
  }

  /// `$0.name = value` for each stored property whose value differs; `$0 = value` for a state
  /// without named properties.
  static func assignments(from before: State, to after: State) -> [String] {
    let old = Mirror(reflecting: before).children
    let new = Mirror(reflecting: after).children
    guard !new.isEmpty, new.allSatisfy({ $0.label != nil }), old.count == new.count else {
      let (oldText, newText) = (OneLineDescription.of(before), OneLineDescription.of(after))
      return oldText == newText ? [] : ["$0 = \(newText)"]
    }
    return zip(old, new).compactMap { old, new in
      let newText = OneLineDescription.of(new.value)
      guard OneLineDescription.of(old.value) != newText, let label = new.label else { return nil }
      return "$0.\(label) = \(newText)"
    }
  }

  /// A duration as Swift source, exactly, in the coarsest unit that holds it: `.seconds(2)`,
  /// `.milliseconds(300)`, `.nanoseconds(1500)`. A feature may sleep for any duration, and a test
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
