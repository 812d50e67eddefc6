import Arch
import Foundation
import Testing

/// A recorded session's text: what it looks like, that it reads back exactly, and the error each
/// kind of bad file gives, with its line.
@Suite struct RecordedSessionTextTests {
  typealias PantrySession = RecordedSession<Pantry.State, Pantry.Action, Pantry.Event>

  static let session = PantrySession(
    startState: Pantry.State(items: ["rice"]),
    droppedSteps: 2,
    steps: [
      RecordedStep(input: .action(.reloadTapped), time: .zero, fingerprint: StateFingerprint(value: 0x1f)),
      RecordedStep(input: .output(.loadingDidStart), time: .microseconds(1_500)),
      RecordedStep(input: .output(.itemsDidLoad(["rice", "beans"])), time: .seconds(1)),
      RecordedStep(input: .output(.loadingDidStop), time: .seconds(1)),
    ])

  static let text = """
    arch-session 2
    dropped 2
    start {"isLoading":false,"items":["rice"]}
    0ms action state=000000000000001f {"reloadTapped":{}}
    1.5ms output {"loadingDidStart":{}}
    1000ms output {"itemsDidLoad":{"_0":["rice","beans"]}}
    1000ms output {"loadingDidStop":{}}
    end

    """

  @Test func writesOneStepPerLineAfterAVersionedHeader() throws {
    #expect(try Self.session.text() == Self.text)
  }

  @Test func readsBackTheSessionItWrote() throws {
    #expect(try PantrySession(text: Self.session.text()) == Self.session)
  }

  @Test(arguments: [
    Duration.zero, .milliseconds(250), .microseconds(1_500), .nanoseconds(7), Duration(attoseconds: 1),
    .seconds(86_400) + Duration(attoseconds: 123_456_789), .milliseconds(-3),
  ])
  func timesReadBackExactly(time: Duration) throws {
    let session = RecordedSession<Int, Int, Never>(
      startState: nil, steps: [RecordedStep(input: .action(1), time: time)])
    #expect(try RecordedSession<Int, Int, Never>(text: session.text()).steps.first?.time == time)
  }

  @Test func writesTimesInMillisecondsWithTheDecimalsTheyNeed() throws {
    let times: [Duration] = [.zero, .milliseconds(250), .microseconds(1), Duration(attoseconds: 1)]
    let session = RecordedSession<Int, Int, Never>(
      startState: nil, steps: times.map { RecordedStep(input: .action(0), time: $0) })
    let lines = try session.text().split(separator: "\n").dropFirst().dropLast()
    #expect(lines.map { $0.split(separator: " ")[0] } == ["0ms", "250ms", "0.001ms", "0.000000000000001ms"])
  }

  @Test func leavesOutAStartStateThatIsNotEncodableAndReadsWithoutIt() throws {
    let session = RecordedSession<NotCodable, Int, Int>(
      startState: NotCodable(), steps: [RecordedStep(input: .output(1), time: .zero)])
    let text = try session.text()
    #expect(text == "arch-session 2\n0ms output 1\nend\n")
    #expect(try RecordedSession<NotCodable, Int, Int>(text: text).steps == session.steps)
  }

  @Test func toleratesBlankLinesCarriageReturnsAndAnEndWithoutItsNewline() throws {
    let text = "arch-session 2\r\n\n0ms action 1\r\n\nend"
    #expect(
      try RecordedSession<Int, Int, Int>(text: text).steps == [RecordedStep(input: .action(1), time: .zero)])
  }

  // MARK: Errors, each with its exact text

  @Test(arguments: [
    ("", "line 1: not a recorded session: the file is empty where \"arch-session 2\" was expected."),
    (
      "{\"items\":[]}\n",
      "line 1: not a recorded session: it starts with \"{\"items\":[]}\" where \"arch-session 2\" was expected."
    ),
    (
      "arch-session 3\nend\n",
      "line 1: written by a newer ArchTesting: format 3, this reads 2. Update ArchTesting to read it."
    ),
    (
      "arch-session 2\n0ms action {\"reloadTapped\":{}}\n",
      "line 3: the file ends without its \"end\" line: it was cut short."
    ),
    (
      "arch-session 2\n0ms action {\"reloadTapped\":{}}\n5ms output {\"itemsDid",
      "line 3: the file ends in the middle of this line: it was cut short."
    ),
    (
      "arch-session 2\n20ms action {\"reloadTapped\":{}}\n10ms action {\"cancelTapped\":{}}\nend\n",
      "line 3: this step at 10ms comes after one at 20ms: time goes backwards, so the steps are out of order."
    ),
    (
      "arch-session 2\n0ms tap {\"reloadTapped\":{}}\nend\n",
      "line 2: unknown step kind \"tap\": a step is an \"action\" or an \"output\"."
    ),
    (
      "arch-session 2\n0ms action {\"reloadTapped\":{}\nend\n",
      "line 2: the action is not valid JSON."
    ),
    (
      "arch-session 2\n0ms action {\"reloadTaped\":{}}\nend\n",
      "line 2: the action does not decode as Pantry.Action: it has no case \"reloadTaped\"."
    ),
    (
      "arch-session 2\n0ms output {\"itemsDidLoad\":{\"_0\":[\"rice\",3]}}\nend\n",
      "line 2: the output does not decode as Pantry.Event: expected String at itemsDidLoad._0[1]."
    ),
    (
      "arch-session 2\nstart {\"isLoading\":false}\nend\n",
      "line 2: the start state does not decode as Pantry.State: no value for \"items\"."
    ),
    (
      "arch-session 2\n0ms action\nend\n",
      "line 2: the action has no value after it."
    ),
    (
      "arch-session 2\nsoon action {\"reloadTapped\":{}}\nend\n",
      "line 2: \"soon\" starts neither a step (its time, like \"250ms\") nor a \"dropped\", \"start\" or \"end\" line."
    ),
    (
      "arch-session 2\n1,5ms action {\"reloadTapped\":{}}\nend\n",
      "line 2: \"1,5ms\" is not a time: a step starts with the milliseconds since the session started, "
        + "like \"250ms\" or \"1.5ms\"."
    ),
    (
      "arch-session 2\n0ms action state=12ab {\"reloadTapped\":{}}\nend\n",
      "line 2: \"state=12ab\" is not a state fingerprint: \"state=\" and 16 hexadecimal digits."
    ),
    (
      "arch-session 2\ndropped some\nend\n",
      "line 2: \"dropped\" needs the number of steps that were not kept, not \"some\"."
    ),
    (
      "arch-session 2\n0ms action {\"reloadTapped\":{}}\nstart {\"isLoading\":false,\"items\":[]}\nend\n",
      "line 3: a \"start\" line belongs once, before the first step."
    ),
    (
      "arch-session 2\nend\n0ms action {\"reloadTapped\":{}}\n",
      "line 3: text after the \"end\" line."
    ),
  ])
  func aBadFileNamesItsLineAndWhatIsWrong(text: String, message: String) {
    #expect(throws: RecordedSessionError.self) { try PantrySession(text: text) }
    do {
      _ = try PantrySession(text: text)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func aFileCutAnywhereIsRefusedWithALineNumber() {
    let text = Self.text
    for length in 0..<text.count {
      let cut = String(text.prefix(length))
      do {
        let session = try PantrySession(text: cut)
        // Only the whole session, its last newline lost, reads.
        #expect(cut == String(text.dropLast()))
        #expect(session == Self.session)
      } catch {
        #expect(error.line != nil, "a session cut after \(length) characters: \(error)")
      }
    }
  }

  /// Format 1 wrote the fingerprints of ``FingerprintFormat/streamed``: they are read as such, so a
  /// replay checks them with the hasher they were made with.
  @Test func aFormat1SessionReadsItsFingerprintsInTheFormatTheyWereMadeIn() throws {
    let session = try PantrySession(
      text: "arch-session 1\n0ms action state=000000000000001f {\"reloadTapped\":{}}\nend\n")
    #expect(session.steps.first?.fingerprint == StateFingerprint(value: 0x1f, format: .streamed))
    #expect(session.steps.first?.fingerprint != StateFingerprint(value: 0x1f))
  }

  /// A session read from format 1 and written again (a shrunk one) keeps its fingerprints' format.
  @Test func aFormat1FingerprintIsWrittenAsOneAndReadsBack() throws {
    let session = PantrySession(
      startState: nil,
      steps: [
        RecordedStep(
          input: .action(.reloadTapped), time: .zero,
          fingerprint: StateFingerprint(value: 0x1f, format: .streamed)),
        RecordedStep(
          input: .output(.loadingDidStart), time: .zero, fingerprint: StateFingerprint(value: 0x2e)),
      ])
    let text = try session.text()
    #expect(
      text == """
        arch-session 2
        0ms action state-v1=000000000000001f {"reloadTapped":{}}
        0ms output state=000000000000002e {"loadingDidStart":{}}
        end

        """)
    #expect(try PantrySession(text: text) == session)
  }

  @Test func aNewerFormatIsATypedErrorOnLineOne() {
    #expect(throws: RecordedSessionError(line: 1, problem: .newerFormat(3))) {
      try PantrySession(text: "arch-session 3\n")
    }
  }

  @Test func anActionTypeThatIsNotEncodableIsNamedWhenWritten() {
    let session = RecordedSession<Int, NotCodable, Int>(startState: 0, steps: [])
    #expect(throws: RecordedSessionError(problem: .notEncodable(type: "NotCodable"))) { try session.text() }
    #expect(
      RecordedSessionError(problem: .notEncodable(type: "NotCodable")).description
        == "NotCodable is not Encodable, so a session holding it cannot be written. "
        + "Make NotCodable conform to Codable to record it.")
  }

  @Test func anOutputTypeThatIsNotDecodableIsNamedWithItsLineWhenRead() {
    let text = "arch-session 2\n0ms output {}\nend\n"
    #expect(throws: RecordedSessionError(line: 2, problem: .notDecodable(type: "NotCodable"))) {
      try RecordedSession<Int, Int, NotCodable>(text: text)
    }
    #expect(
      RecordedSessionError(line: 2, problem: .notDecodable(type: "NotCodable")).description
        == "line 2: NotCodable is not Decodable, so a session holding it cannot be read. "
        + "Make NotCodable conform to Codable to replay it.")
  }

  @Test func aValueThatThrowsWhileEncodedIsNamed() {
    let session = RecordedSession<Int, Refusing, Int>(
      startState: 0, steps: [RecordedStep(input: .action(Refusing()), time: .zero)])
    #expect(throws: RecordedSessionError(problem: .doesNotEncode(type: "Refusing", reason: "no, thanks."))) {
      try session.text()
    }
    #expect(
      RecordedSessionError(problem: .doesNotEncode(type: "Refusing", reason: "no, thanks.")).description
        == "a Refusing could not be encoded: no, thanks.")
  }
}

/// A type that is not `Codable`.
struct NotCodable: Equatable {}

/// A value that throws when it is encoded.
struct Refusing: Encodable, Equatable {
  func encode(to encoder: any Encoder) throws {
    throw EncodingError.invalidValue(self, .init(codingPath: [], debugDescription: "no, thanks."))
  }
}
