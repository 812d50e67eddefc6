/// Every message about writing and reading a recorded session, in one place so they read alike.
enum RecordedSessionMessages {
  /// A second store made `recordingTo:` a recorder that records a store already.
  static let recorderTaken =
    "This SessionRecorder already records another store, and a recorder records one store: this "
    + "store's steps are not recorded. Give each store a recorder of its own."

  /// `problem` as a sentence, after its line number when it has one.
  static func describe(_ problem: RecordedSessionError.Problem, line: Int?) -> String {
    let text = sentence(problem)
    guard let line else { return text }
    return "line \(line): \(text)"
  }

  private static func sentence(_ problem: RecordedSessionError.Problem) -> String {
    let header = "\(RecordedSessionText.headerKeyword) \(RecordedSessionText.formatVersion)"
    switch problem {
    case .notEncodable(let type):
      return "\(type) is not Encodable, so a session holding it cannot be written. "
        + "Make \(type) conform to Codable to record it."
    case .notDecodable(let type):
      return "\(type) is not Decodable, so a session holding it cannot be read. "
        + "Make \(type) conform to Codable to replay it."
    case .doesNotEncode(let type, let reason):
      return "a \(type) could not be encoded: \(reason)"
    case .missingHeader(let found) where found.isEmpty:
      return "not a recorded session: the file is empty where \"\(header)\" was expected."
    case .missingHeader(let found):
      return "not a recorded session: it starts with \"\(found)\" where \"\(header)\" was expected."
    case .newerFormat(let version):
      return "written by a newer ArchTesting: format \(version), this reads "
        + "\(RecordedSessionText.formatVersion). Update ArchTesting to read it."
    case .unknownLine(let word):
      return "\"\(word)\" starts neither a step (its time, like \"250ms\") "
        + "nor a \"dropped\", \"start\" or \"end\" line."
    case .badTime(let word):
      return "\"\(word)\" is not a time: a step starts with the milliseconds since the session "
        + "started, like \"250ms\" or \"1.5ms\"."
    case .timeGoesBackwards(let time, let previous):
      return "this step at \(SessionTime.text(time)) comes after one at \(SessionTime.text(previous)): "
        + "time goes backwards, so the steps are out of order."
    case .unknownStepKind(let word):
      return "unknown step kind \"\(word)\": a step is an \"action\" or an \"output\"."
    case .missingValue(let what):
      return "the \(what) has no value after it."
    case .invalidJSON(let what):
      return "the \(what) is not valid JSON."
    case .doesNotDecode(let what, let type, let reason):
      return "the \(what) does not decode as \(type): \(reason)"
    case .badFingerprint(let word):
      return "\"\(word)\" is not a state fingerprint: \"state=\" and 16 hexadecimal digits."
    case .badDroppedCount(let word):
      return "\"dropped\" needs the number of steps that were not kept, not \"\(word)\"."
    case .misplaced(let keyword):
      return "a \"\(keyword)\" line belongs once, before the first step."
    case .cutShort:
      return "the file ends in the middle of this line: it was cut short."
    case .missingEnd:
      return "the file ends without its \"end\" line: it was cut short."
    case .textAfterEnd:
      return "text after the \"end\" line."
    case .couldNotWrite(let file, let reason):
      return "could not write the session to \(file): \(reason)"
    case .couldNotRead(let file, let reason):
      return "could not read the session from \(file): \(reason)"
    }
  }
}
