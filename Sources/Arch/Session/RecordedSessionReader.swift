/// Reads the text format ``RecordedSessionText`` writes, line by line, and stops at the first line
/// that is wrong with an error naming that line and what is wrong with it.
struct RecordedSessionReader<State, Action, Output> {
  private var session = RecordedSession<State, Action, Output>(startState: nil, steps: [])
  private var hasDropped = false
  private var hasEnded = false
  /// The format of the `state=` words, which the header's version names.
  private var fingerprintFormat = FingerprintFormat.current

  /// The session `text` holds.
  static func read(_ text: String) throws(RecordedSessionError) -> RecordedSession<State, Action, Output> {
    var reader = Self()
    var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    // Text written whole ends with a newline; a last line without one was cut, unless it is the
    // `end` line of a hand-edited file that lost its final newline.
    let endsWithNewline = lines.count > 1 && lines.last == ""
    if endsWithNewline { lines.removeLast() }
    try reader.readHeader(lines[0])
    for (index, line) in lines.enumerated().dropFirst() {
      if !endsWithNewline, index == lines.count - 1, line != "end",
        !line.allSatisfy(\.isWhitespace)
      {
        throw RecordedSessionError(line: index + 1, problem: .cutShort)
      }
      try reader.read(line, number: index + 1)
    }
    guard reader.hasEnded else { throw RecordedSessionError(line: lines.count + 1, problem: .missingEnd) }
    return reader.session
  }

  private mutating func readHeader(_ line: Substring) throws(RecordedSessionError) {
    let words = line.split(separator: " ")
    guard words.count == 2, words[0] == RecordedSessionText.headerKeyword, let version = Int(words[1]),
      version >= 1
    else { throw RecordedSessionError(line: 1, problem: .missingHeader(found: String(line))) }
    guard version <= RecordedSessionText.formatVersion else {
      throw RecordedSessionError(line: 1, problem: .newerFormat(version))
    }
    fingerprintFormat = RecordedSessionText.fingerprintFormat(ofVersion: version)
  }

  private mutating func read(_ line: Substring, number: Int) throws(RecordedSessionError) {
    guard !line.allSatisfy(\.isWhitespace) else { return }
    guard !hasEnded else { throw RecordedSessionError(line: number, problem: .textAfterEnd) }
    let words = line.split(separator: " ", maxSplits: 1)
    let rest = words.count > 1 ? words[1] : ""
    switch words[0] {
    case "end": hasEnded = true
    case "dropped": try readDropped(rest, number: number)
    case "start": try readStart(rest, number: number)
    case let word where word.hasSuffix("ms"): try readStep(word, rest, number: number)
    case let word: throw RecordedSessionError(line: number, problem: .unknownLine(String(word)))
    }
  }

  private mutating func readDropped(_ rest: Substring, number: Int) throws(RecordedSessionError) {
    guard !hasDropped, session.steps.isEmpty else {
      throw RecordedSessionError(line: number, problem: .misplaced("dropped"))
    }
    guard let count = Int(rest), count >= 0 else {
      throw RecordedSessionError(line: number, problem: .badDroppedCount(String(rest)))
    }
    hasDropped = true
    session.droppedSteps = count
  }

  private mutating func readStart(_ rest: Substring, number: Int) throws(RecordedSessionError) {
    guard session.startState == nil, session.steps.isEmpty else {
      throw RecordedSessionError(line: number, problem: .misplaced("start"))
    }
    guard !rest.isEmpty else {
      throw RecordedSessionError(line: number, problem: .missingValue(of: "start state"))
    }
    session.startState = try SessionCoding.value(State.self, from: rest, what: "start state", line: number)
  }

  private mutating func readStep(_ timeWord: Substring, _ rest: Substring, number: Int)
    throws(RecordedSessionError)
  {
    guard let time = SessionTime.duration(timeWord) else {
      throw RecordedSessionError(line: number, problem: .badTime(String(timeWord)))
    }
    if let previous = session.steps.last?.time, time < previous {
      throw RecordedSessionError(line: number, problem: .timeGoesBackwards(time, previous: previous))
    }
    let words = rest.split(separator: " ", maxSplits: 1)
    guard let kind = words.first else {
      throw RecordedSessionError(line: number, problem: .unknownStepKind(""))
    }
    guard kind == "action" || kind == "output" else {
      throw RecordedSessionError(line: number, problem: .unknownStepKind(String(kind)))
    }
    var value = words.count > 1 ? words[1] : ""
    let fingerprint = try readFingerprint(&value, number: number)
    guard !value.isEmpty else {
      throw RecordedSessionError(line: number, problem: .missingValue(of: String(kind)))
    }
    let input: StoreStep<Void, Action, Output>.Input =
      kind == "action"
      ? .action(try SessionCoding.value(Action.self, from: value, what: "action", line: number))
      : .output(try SessionCoding.value(Output.self, from: value, what: "output", line: number))
    session.steps.append(RecordedStep(input: input, time: time, fingerprint: fingerprint))
  }

  /// Takes the `state=…` (or `state-v1=…`) word off the front of `value` when it is there.
  private func readFingerprint(_ value: inout Substring, number: Int) throws(RecordedSessionError)
    -> StateFingerprint?
  {
    let oldFormat = RecordedSessionText.fingerprintPrefix(.streamed)
    let format: FingerprintFormat
    if value.hasPrefix(oldFormat) {
      format = .streamed
    } else if value.hasPrefix("state=") {
      format = fingerprintFormat
    } else {
      return nil
    }
    let words = value.split(separator: " ", maxSplits: 1)
    let digits = words[0].drop { $0 != "=" }.dropFirst()
    guard digits.count == 16, digits.allSatisfy(\.isHexDigit), let digest = UInt64(digits, radix: 16) else {
      throw RecordedSessionError(line: number, problem: .badFingerprint(String(words[0])))
    }
    value = words.count > 1 ? words[1] : ""
    return StateFingerprint(value: digest, format: format)
  }
}
