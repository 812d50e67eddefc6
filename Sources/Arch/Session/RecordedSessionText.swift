/// The text format of a recorded session, version 2: one line per fact, one step per line.
///
/// ```
/// arch-session 2
/// dropped 2
/// start {"count":3}
/// 0ms action state=7adfc5177fd9b562 {"increment":{}}
/// 250.5ms output {"tick":{}}
/// end
/// ```
///
/// The header comes first; `dropped` (only when steps were dropped) and `start` (only when the start
/// state is known and `Encodable`) come before the steps; each step is its time in milliseconds since
/// the session started, `action` or `output`, the fingerprint of the state after it when kept, and
/// its value as compact JSON; `end` closes a session written whole, so a file cut after a line is
/// told from a complete one. Blank lines are ignored, for hand edits.
///
/// The version names the `FingerprintFormat` of its `state=` words: version 1 wrote
/// `FingerprintFormat.streamed` ones, version 2 `FingerprintFormat.combined` ones. A fingerprint
/// of format 1 kept in a session written again (a shrunk one) is written `state-v1=`, so it is still
/// checked with the hasher it was made with.
enum RecordedSessionText {
  static let formatVersion = 2
  static let headerKeyword = "arch-session"
  static let header = "\(headerKeyword) \(formatVersion)"

  /// The session as text.
  static func write<State, Action, Output>(
    _ session: RecordedSession<State, Action, Output>
  ) throws(RecordedSessionError) -> String {
    try requireEncodable(Action.self)
    try requireEncodable(Output.self)
    var lines = [header]
    if session.droppedSteps > 0 { lines.append("dropped \(session.droppedSteps)") }
    if let start = session.startState, SessionCoding.isEncodable(State.self) {
      lines.append("start " + (try SessionCoding.json(start)))
    }
    for step in session.steps { lines.append(try line(of: step)) }
    lines.append("end")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func requireEncodable(_ type: Any.Type) throws(RecordedSessionError) {
    guard SessionCoding.isEncodable(type) else {
      throw RecordedSessionError(problem: .notEncodable(type: typeNameWithoutModules(type)))
    }
  }

  private static func line<Action, Output>(of step: RecordedStep<Action, Output>) throws(RecordedSessionError)
    -> String
  {
    var words = [SessionTime.text(step.time)]
    let value: String
    switch step.input {
    case .action(let action):
      words.append("action")
      value = try SessionCoding.json(action)
    case .output(let output):
      words.append("output")
      value = try SessionCoding.json(output)
    }
    if let fingerprint = step.fingerprint { words.append(word(of: fingerprint)) }
    words.append(value)
    return words.joined(separator: " ")
  }

  /// The prefix of a fingerprint in a session of this version, before its digits.
  static func fingerprintPrefix(_ format: FingerprintFormat) -> String {
    format == .streamed ? "state-v1=" : "state="
  }

  /// The format of the `state=` words of a session of `version`.
  static func fingerprintFormat(ofVersion version: Int) -> FingerprintFormat {
    version == 1 ? .streamed : .combined
  }

  private static func word(of fingerprint: StateFingerprint) -> String {
    fingerprintPrefix(fingerprint.format) + fingerprint.description
  }
}
