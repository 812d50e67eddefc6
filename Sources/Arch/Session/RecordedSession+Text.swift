import Foundation

extension RecordedSession {
  /// The session in its text format: a versioned header, then one step per line, its value as JSON.
  ///
  /// ```swift
  /// let text = try session.text()
  /// // arch-session 2
  /// // start {"count":0}
  /// // 0ms action {"increment":{}}
  /// // end
  /// ```
  ///
  /// Actions, outputs and the start state are encoded through `Codable`; a start state whose type
  /// is not `Encodable` is left out (a replay then starts from the test's state).
  ///
  /// - Throws: ``RecordedSessionError`` naming the action or output type when it is not
  ///   `Encodable`, or a value that threw while it was encoded.
  public func text() throws(RecordedSessionError) -> String {
    try RecordedSessionText.write(self)
  }

  /// Reads a session from its text format.
  ///
  /// ```swift
  /// let session = try RecordedSession<Counter.State, Counter.Action, Counter.Action>(text: text)
  /// ```
  ///
  /// - Throws: ``RecordedSessionError`` with the line that is wrong: a missing header, a newer
  ///   format, a line cut short or a missing `end` (a truncated file), time going backwards
  ///   (reordered steps), an unknown step kind, a value that is not JSON or does not decode as its
  ///   type (hand-edited text), or a type that is not `Decodable`.
  public init(text: String) throws(RecordedSessionError) {
    self = try RecordedSessionReader.read(text)
  }

  /// Writes the session's text to the file at `url`, replacing it whole or leaving it untouched.
  ///
  /// ```swift
  /// try session.write(to: URL(filePath: "session.txt"))
  /// ```
  ///
  /// - Throws: ``RecordedSessionError`` when a type is not `Encodable`, or when the file cannot be
  ///   written (a read-only folder, a full disk), naming the file.
  public func write(to url: URL) throws(RecordedSessionError) {
    let text = try text()
    do {
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      throw RecordedSessionError(
        problem: .couldNotWrite(file: url.lastPathComponent, reason: SessionFileFailure.reason(error)))
    }
  }

  /// Reads a session from the file at `url`.
  ///
  /// ```swift
  /// let session = try RecordedSession<Counter.State, Counter.Action, Counter.Action>(
  ///   contentsOf: URL(filePath: "session.txt"))
  /// ```
  ///
  /// - Throws: ``RecordedSessionError`` when the file cannot be read, or when its text is wrong,
  ///   with the line (see ``init(text:)``).
  public init(contentsOf url: URL) throws(RecordedSessionError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw RecordedSessionError(
        problem: .couldNotRead(file: url.lastPathComponent, reason: SessionFileFailure.reason(error)))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw RecordedSessionError(
        problem: .couldNotRead(file: url.lastPathComponent, reason: "it is not UTF-8 text."))
    }
    try self.init(text: text)
  }
}
