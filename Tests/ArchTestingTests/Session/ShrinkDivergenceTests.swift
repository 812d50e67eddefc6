import Arch
import ArchTesting
import Testing

/// `shrink(_:replayingWith:until: .divergence)`: a session recorded on a feature that works, replayed
/// as recorded on one with a bug, is cut where it leaves the recorded path and loses the steps that
/// changed nothing; the printed test replays the shrunk session's text.
struct ShrinkDivergenceTests {
  /// Recorded on the tally that works: count, a name edit that changes nothing, reset, count.
  static var session: RecordedSession<SessionTally.State, SessionTally.Action, SessionTally.Action> {
    var script = SessionScript<SessionTally.State, SessionTally.Action, SessionTally.Action>(
      start: SessionTally.State())
    script.action(.addTapped, at: .milliseconds(100)) { $0.count = 1 }
    script.action(.nameChanged(""), at: .milliseconds(200))
    script.action(.resetTapped, at: .milliseconds(300)) { $0.count = 0 }
    script.action(.addTapped, at: .milliseconds(400)) { $0.count = 1 }
    return script.session
  }

  @Test func aDivergingSessionIsCutWhereItDivergesWithoutTheStepsThatChangedNothing() async {
    var reproduction: SessionReproduction?
    let issues = await withIssueCapture {
      reproduction = await shrink(
        Self.session, replayingWith: SessionTally.ForgetfulSubject.self, until: .divergence)
    }
    #expect(reproduction?.invariant == nil)
    #expect(reproduction?.keptSteps == [0, 2])
    #expect(issues.map(\.message) == [reproduction?.message])
    #expect(
      reproduction?.test == [
        "@Test func divergedSessionTallyForgetfulSubject() async throws {",
        "  let clock = TestClock()",
        "  let store = SessionTally.ForgetfulSubject.makeStore(clock: clock)",
        "  store.exhaustivity = .off",
        ##"  let session = try RecordedSession<SessionTally.State, SessionTally.Action, SessionTally.Action>(text: #""""##,
        "    arch-session 2",
        #"    start {"count":0,"name":""}"#,
        #"    100ms action state=dcce0029e7faee57 {"addTapped":{}}"#,
        #"    300ms action state=3a03cafcde520a46 {"resetTapped":{}}"#,
        "    end",
        ##"    """#)"##,
        "  await store.replay(session, mode: .asRecorded, clock: clock)",
        "}",
      ])
    #expect(issues.count == 1)
    let test = (reproduction?.test ?? []).map { "  " + $0 }.joined(separator: "\n")
    #expect(
      issues.first?.message.hasPrefix(
        """
        Replayed as recorded, the session leaves the recorded path at its step 3 of 4. The shortest \
        sub-session found in 10 replays that still leaves it there keeps 2 steps (1, 3):

        \(test)

        Where it leaves the path:
          Replay diverged at session step 2 of 2 (at 300 ms), the action .resetTapped
        """) == true, "\(issues.first?.message ?? "")")
  }

  @Test func thePrintedSessionDivergesOnTheBugAndReplaysOnTheFix() async throws {
    let reproduction = await withIssueCaptureReturningDivergence()
    let text = try #require(reproduction.map(Self.sessionText(in:)))
    let printed = try RecordedSession<SessionTally.State, SessionTally.Action, SessionTally.Action>(
      text: text)
    let onTheBug = await withIssueCapture {
      let clock = TestClock()
      let store = SessionTally.ForgetfulSubject.makeStore(clock: clock)
      store.exhaustivity = .off
      await store.replay(printed, mode: .asRecorded, clock: clock)
    }
    let onTheFix = await withIssueCapture {
      let clock = TestClock()
      let store = SessionTally.Subject.makeStore(clock: clock)
      store.exhaustivity = .off
      await store.replay(printed, mode: .asRecorded, clock: clock)
    }
    #expect(onTheBug.count == 1)
    #expect(onTheFix.map(\.message) == [])
  }

  /// A session that kept only its last steps, and no start state, replays with a note saying so:
  /// a note is no failure, and the session still shrinks.
  @Test func aSessionWithoutItsStartStateStillShrinks() async {
    let whole = Self.session
    let tail = RecordedSession<SessionTally.State, SessionTally.Action, SessionTally.Action>(
      startState: nil, droppedSteps: 3, steps: whole.steps)
    var reproduction: SessionReproduction?
    let issues = await withIssueCapture {
      reproduction = await shrink(tail, replayingWith: SessionTally.ForgetfulSubject.self, until: .divergence)
    }
    #expect(reproduction?.keptSteps == [0, 2])
    #expect(reproduction?.originalActions == 3)
    #expect(issues.map(\.message) == [reproduction?.message])
  }

  @Test func aSessionThatReplaysAsRecordedReportsNothing() async {
    var reproduction: SessionReproduction?
    let issues = await withIssueCapture {
      reproduction = await shrink(Self.session, replayingWith: SessionTally.Subject.self, until: .divergence)
    }
    #expect(reproduction == nil)
    #expect(issues.isEmpty)
  }

  private func withIssueCaptureReturningDivergence() async -> SessionReproduction? {
    var reproduction: SessionReproduction?
    _ = await withIssueCapture {
      reproduction = await shrink(
        Self.session, replayingWith: SessionTally.ForgetfulSubject.self, until: .divergence)
    }
    return reproduction
  }

  /// The session text the printed test holds, between its raw string's delimiters.
  static func sessionText(in reproduction: SessionReproduction) -> String {
    let lines = reproduction.test.drop { !$0.hasSuffix("(text: #\"\"\"") }.dropFirst()
      .prefix { $0 != "    \"\"\"#)" }
    return lines.map { String($0.dropFirst(4)) }.joined(separator: "\n")
  }
}

/// A counter whose actions are not `Codable`: a session of it diverges, but cannot be written.
enum SilentCounter: Explorable {
  enum Action: Equatable { case bump }

  static func makeStore(clock: TestClock) -> TestStore<Reduce<Int, Action, Void>> {
    TestStore(initialState: 0, feature: Reduce { _, _, _ in .none }, environment: ())
  }
}

struct ShrinkDivergenceMessageTests {
  @Test func aSessionWhoseStepsCannotBeWrittenSaysWhy() async {
    var script = SessionScript<Int, SilentCounter.Action, SilentCounter.Action>(start: 0)
    script.action(.bump) { $0 += 1 }
    let issues = await withIssueCapture {
      await shrink(script.session, replayingWith: SilentCounter.self, until: .divergence)
    }
    #expect(
      issues.map(\.message) == [
        """
        The session diverges, but its shrunk steps cannot be written into a test: SilentCounter.Action \
        is not Encodable, so a session holding it cannot be written. Make SilentCounter.Action conform \
        to Codable to record it.
        """
      ])
  }
}
