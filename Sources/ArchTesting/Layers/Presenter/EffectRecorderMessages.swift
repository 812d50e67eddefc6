import Arch

/// Every message an ``EffectRecorder`` prints: what was emitted, for which action, and how to fix it.
enum EffectRecorderMessages {
  /// Effects that had not ended when a message was written.
  struct Running {
    var count: Int
    var isWaitingOnTestClock: Bool
  }

  /// An expected value that did not arrive, with the emitted value most like it and their diff.
  struct Missing {
    var value: String
    var closest: (value: String, diff: String)?
  }

  static func mismatch(
    strength: String, action: String, noun: String, expected: [String], emitted: [String],
    missing: [Missing], unexpected: [String], sameValuesInOtherOrder: Bool, running: Running?
  ) -> String {
    var sections = ["The \(noun)s \(action) emitted \(strength):"]
    sections.append("Expected:\n" + list(expected))
    sections.append("Emitted:\n" + list(emitted))
    if sameValuesInOtherOrder { sections.append("The same \(noun)s were emitted in a different order.") }
    for entry in missing { sections.append(missingSection(entry, noun: noun)) }
    if !unexpected.isEmpty { sections.append("Not expected:\n" + TestStoreMessages.bulleted(unexpected)) }
    if let running { sections.append(runningHint(action: action, noun: noun, running: running)) }
    return sections.joined(separator: "\n")
  }

  static func stillRunning(action: String, running: Running) -> String {
    let subject =
      running.count == 1
      ? "An effect of \(action) is" : "\(running.count) effects of \(action) are"
    let waiting = running.isWaitingOnTestClock ? ", waiting on a TestClock" : ""
    return """
      \(subject) still running at the end of the test\(waiting).
      Make it end before the test does: advance the clock until it is done, or cancel it with \
      `recorder.cancel()`.
      """
  }

  static func unhandledError(action: String, effectName: String?, error: any Error) -> String {
    let effect = effectName.map { "The effect \"\($0)\"" } ?? "An effect"
    return """
      \(effect) of \(action) threw an error that nothing handled: \(error)
      Handle it with `.run(…) { … } catch: { error, send in … }`.
      """
  }

  /// A runtime issue the presenter or its effects raised, as a failure of the recorder.
  static func runtimeIssue(_ issue: RuntimeIssue, action: String) -> String {
    "\(issue.message)\n(Reported while recording the effects of \(action).)"
  }

  private static func list(_ values: [String]) -> String {
    values.isEmpty ? "  (nothing)" : TestStoreMessages.bulleted(values)
  }

  private static func missingSection(_ missing: Missing, noun: String) -> String {
    guard let closest = missing.closest else { return "Missing \(missing.value): no \(noun) was emitted." }
    return """
      Missing \(missing.value); the closest \(noun) emitted is \(closest.value):

      \(TestStoreMessages.indented(closest.diff))

      \(TestStoreMessages.legend)
      """
  }

  private static func runningHint(action: String, noun: String, running: Running) -> String {
    let subject =
      running.count == 1
      ? "An effect of \(action) is" : "\(running.count) effects of \(action) are"
    guard running.isWaitingOnTestClock else {
      return "\(subject) still running, waiting on something the test does not control."
    }
    return """
      \(subject) still running, waiting on a TestClock: advance the clock to see the \(noun)s \
      emitted later.
      """
  }
}
