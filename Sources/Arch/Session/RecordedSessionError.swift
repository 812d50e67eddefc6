/// Why a ``RecordedSession`` could not be written or read: what is wrong and, in a session's text,
/// on which line.
///
/// Its ``description`` is the sentence to show a person:
///
/// ```swift
/// do {
///   _ = try RecordedSession<Int, Int, Int>(text: "arch-session 3\nend\n")
/// } catch {
///   print(error)   // line 1: written by a newer ArchTesting: format 3, this reads 2. …
/// }
/// ```
public struct RecordedSessionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong.
  ///
  /// ```swift
  /// if case .newerFormat(let version) = error.problem { print("format", version) }
  /// ```
  public enum Problem: Equatable, Sendable {
    /// A type the session holds is not `Encodable`, so the session cannot be written.
    case notEncodable(type: String)
    /// A type the session holds is not `Decodable`, so the session cannot be read.
    case notDecodable(type: String)
    /// A value threw while it was encoded.
    case doesNotEncode(type: String, reason: String)
    /// The first line is not a session header (`found` is what is there instead; empty for an empty file).
    case missingHeader(found: String)
    /// The header names a format newer than this library reads.
    case newerFormat(Int)
    /// A line starts with neither a time nor a known keyword.
    case unknownLine(String)
    /// A step's time is not in the format's milliseconds.
    case badTime(String)
    /// A step's time is earlier than the step before it.
    case timeGoesBackwards(Duration, previous: Duration)
    /// A step is neither an `action` nor an `output`.
    case unknownStepKind(String)
    /// A line names a value (`action`, `output`, `start`) but holds none.
    case missingValue(of: String)
    /// A value is not valid JSON.
    case invalidJSON(of: String)
    /// A value is valid JSON but does not decode as the type the session is read with.
    case doesNotDecode(of: String, type: String, reason: String)
    /// A step's state fingerprint is not `state=` followed by 16 hexadecimal digits.
    case badFingerprint(String)
    /// The `dropped` line holds no count of steps.
    case badDroppedCount(String)
    /// A `start` or `dropped` line comes after the first step, or twice.
    case misplaced(String)
    /// The last line ends in the middle: the file was cut.
    case cutShort
    /// The file ends without its `end` line: it was cut after a whole line.
    case missingEnd
    /// There is text after the `end` line.
    case textAfterEnd
    /// The session's file could not be written.
    case couldNotWrite(file: String, reason: String)
    /// The session's file could not be read.
    case couldNotRead(file: String, reason: String)
  }

  /// The line of the session's text the problem is on, counted from 1; `nil` when it is about no
  /// line (a type that is not `Codable`, a file that cannot be written).
  public var line: Int?

  /// What is wrong.
  public var problem: Problem

  /// Makes an error.
  ///
  /// ```swift
  /// let error = RecordedSessionError(line: 1, problem: .newerFormat(3))
  /// ```
  public init(line: Int? = nil, problem: Problem) {
    self.line = line
    self.problem = problem
  }

  /// The error as a sentence, starting with its line: `line 4: unknown step kind "tap": …`.
  public var description: String { RecordedSessionMessages.describe(problem, line: line) }
}
