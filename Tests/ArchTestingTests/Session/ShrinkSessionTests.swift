import Arch
import ArchTesting
import Testing

/// `shrink(_:replayingWith:)`: a recorded session that breaks an invariant becomes the fewest
/// actions and shortest clock moves that still break it, printed as a test; every message it
/// reports, word for word.
struct ShrinkSessionTests {
  /// Typing, counting, resetting, counting later, typing again, counting: the count reaches two at
  /// 2.5 s.
  ///
  /// What matters is the late count and one more, a second apart.
  static let brokenSession = SessionTally.session([
    (0, .nameChanged("a")), (200, .addTapped), (500, .resetTapped), (1000, .laterTapped),
    (1500, .nameChanged("ab")), (2500, .addTapped), (3000, .resetTapped),
  ])

  @Test func aSessionThatBreaksAnInvariantShrinksToTheActionsAndTheDelayThatMatter() async {
    var reproduction: SessionReproduction?
    let issues = await withIssueCapture {
      reproduction = await shrink(Self.brokenSession, replayingWith: SessionTally.Subject.self)
    }
    #expect(reproduction?.invariant == "the count stays below two")
    #expect(reproduction?.originalActions == 6)
    #expect(reproduction?.keptSteps == [3, 5])
    #expect(
      reproduction?.test == [
        "@Test func replayedSessionTallySubject() async {",
        "  let clock = TestClock()",
        "  let store = SessionTally.Subject.makeStore(clock: clock)",
        "  store.exhaustivity = .off",
        "  await store.tap(button: .button(\"Later\"))",
        "  await clock.advance(by: .seconds(1))",
        "  // the feature receives .counted",
        "  await store.tap(button: .button(\"Add one\"))",
        "  store.expect(SessionTally.Subject.invariants)",
        "}",
      ])
    #expect(issues.map(\.message) == [reproduction?.message])
  }

  /// A hand-edited time centuries away is replayed, not a crash, and the wait shrinks away.
  @Test func aDelayOfCenturiesShrinksWithoutCrashing() async {
    let session = SessionTally.session([(0, .addTapped), (99_999_999_999_999, .addTapped)])
    var reproduction: SessionReproduction?
    _ = await withIssueCapture {
      reproduction = await shrink(session, replayingWith: SessionTally.Subject.self)
    }
    #expect(reproduction?.keptSteps == [0, 1])
    #expect(reproduction?.test.contains { $0.contains("clock.advance") } == false)
  }

  @Test func theReportSaysWhereTheSessionBrokeAndWhatWasKept() async {
    let issues = await withIssueCapture {
      await shrink(Self.brokenSession, replayingWith: SessionTally.Subject.self)
    }
    #expect(
      issues.map(\.message) == [
        """
        Replaying the session breaks the invariant "the count stays below two": it first does not hold \
        2.5 s into the session, after 6 of its 7 actions. The shortest sub-session found in 81 replays \
        keeps 2 actions (steps 4, 6):

          @Test func replayedSessionTallySubject() async {
            let clock = TestClock()
            let store = SessionTally.Subject.makeStore(clock: clock)
            store.exhaustivity = .off
            await store.tap(button: .button("Later"))
            await clock.advance(by: .seconds(1))
            // the feature receives .counted
            await store.tap(button: .button("Add one"))
            store.expect(SessionTally.Subject.invariants)
          }

        The state then: State(count: 2, name: "")
        """
      ])
  }

  @Test func typedTextIsTypedIntoItsFieldAndAnActionNoControlSendsIsSent() async {
    let session = SessionTally.session([(0, .nameChanged("Ann")), (100, .bump), (300, .bump)])
    let reproduction = await withIssueCaptureReturning {
      await shrink(session, replayingWith: SessionTally.Subject.self)
    }
    #expect(
      reproduction?.test == [
        "@Test func replayedSessionTallySubject() async {",
        "  let clock = TestClock()",
        "  let store = SessionTally.Subject.makeStore(clock: clock)",
        "  store.exhaustivity = .off",
        "  await store.send(.bump)  // step 2 of the session",
        "  await store.send(.bump)  // step 3 of the session",
        "  store.expect(SessionTally.Subject.invariants)",
        "}",
      ])
  }

  @Test func theControlThatSendsARecordedEditIsTheFieldWithItsText() async {
    let session = SessionTally.session([(0, .nameChanged("Ann")), (100, .addTapped), (300, .addTapped)])
    let reproduction = await withIssueCaptureReturning {
      await shrink(session, replayingWith: SessionTally.Subject.self)
    }
    #expect(reproduction?.keptSteps == [1, 2])
    let typed = await withIssueCaptureReturning {
      await shrink(
        SessionTally.session([(0, .nameChanged("Ann")), (10, .addTapped), (20, .addTapped)]),
        replayingWith: TypedNameSubject.self)
    }
    #expect(typed?.test.contains("  await store.type(\"Ann\", into: .textField(\"Name\"))") == true)
  }

  /// A long session loses most of its steps to chunks of half, a quarter, … of them: within the
  /// default replay budget, 600 edits around the two counts that matter are all deleted.
  @Test func aLongSessionShrinksWithinTheBudget() async {
    let edits = (0..<600).map { (milliseconds: $0, action: SessionTally.Action.nameChanged("\($0)")) }
    let session = SessionTally.session(
      Array(edits[..<300]) + [(300, .addTapped)] + Array(edits[300...]) + [(900, .addTapped)])
    let reproduction = await withIssueCaptureReturning {
      await shrink(session, replayingWith: SessionTally.Subject.self)
    }
    #expect(reproduction?.keptSteps == [300, 601])
  }

  @Test func aSessionThatBreaksNothingReportsNothing() async {
    let session = SessionTally.session([(0, .addTapped), (500, .resetTapped), (900, .addTapped)])
    var reproduction: SessionReproduction?
    let issues = await withIssueCapture {
      reproduction = await shrink(session, replayingWith: SessionTally.Subject.self)
    }
    #expect(reproduction == nil)
    #expect(issues.isEmpty)
  }

  @Test func aSessionFromAnotherStartStateIsRefused() async {
    let session = SessionTally.session(
      [(0, .addTapped)], startState: SessionTally.State(count: 1, name: "Bo"))
    let issues = await withIssueCapture { await shrink(session, replayingWith: SessionTally.Subject.self) }
    #expect(
      issues.map(\.message) == [
        """
        The session starts from another state than SessionTally.Subject.makeStore(clock:) does, and its printed \
        test would start there: record the session from the store's first step, or make the store start \
        where the session does.
        The session's start: State(count: 1, name: "Bo")
        The store's start:   State(count: 0, name: "")
        """
      ])
  }

  @Test func aSubjectWithoutInvariantsIsToldSo() async {
    let session = SessionTally.session([(0, .addTapped)])
    let issues = await withIssueCapture {
      await shrink(session, replayingWith: SessionTally.ForgetfulSubject.self)
    }
    #expect(
      issues.map(\.message) == [
        """
        SessionTally.ForgetfulSubject has no invariants, so no session can break one: give it \
        `invariants`, or shrink until: .divergence.
        """
      ])
  }

  @Test func aSessionWithoutAStartStateStartsWhereTheStoreDoes() async {
    let session = SessionTally.session([(0, .addTapped), (10, .addTapped)], startState: nil)
    let reproduction = await withIssueCaptureReturning {
      await shrink(session, replayingWith: SessionTally.Subject.self)
    }
    #expect(reproduction?.keptSteps == [0, 1])
  }

  @Test func anInvariantBrokenOnlyInPassingCannotBeShownByATest() async {
    let session = SessionTally.session([(0, .addTapped), (400, .flashTapped)])
    let issues = await withIssueCapture { await shrink(session, replayingWith: SessionTally.Subject.self) }
    #expect(
      issues.map(\.message) == [
        """
        Replaying the session breaks the invariant "the count stays below two" 400 ms into the session, \
        but it holds again once that moment's effects have run, so no test ending with \
        `store.expect(invariants)` can show it.
        """
      ])
  }

  @Test func whatTheStoreReportsWhileReplayingIsPassedOn() async {
    let session = SessionTally.session([(0, .failTapped), (100, .addTapped)])
    let issues = await withIssueCapture { await shrink(session, replayingWith: SessionTally.Subject.self) }
    #expect(
      issues.map(\.message) == [
        """
        Replaying the session reported 1 issue before any invariant broke, so it cannot be shrunk; the \
        first:
          An effect started by step 1, tap(button: button "Fail") threw an error that nothing handled: \
        Broken()
          Handle it with `.run(…) { … } catch: { error, send in … }`.
        """
      ])
  }
}

/// The tally with only its name field and "Add one", whose promise breaks once a name is typed and
/// one is counted: the edit matters, so the printed test types it.
enum TypedNameSubject: Explorable {
  static func makeStore(clock: TestClock) -> TestStore<
    Reduce<SessionTally.State, SessionTally.Action, TestClock>
  > {
    SessionTally.Subject.makeStore(clock: clock)
  }

  static let invariants = [
    Invariant<SessionTally.State, SessionTally.Action>("nobody named counts") {
      $0.name.isEmpty || $0.count == 0
    }
  ]
}

/// Runs `body` capturing its issues, and returns its result.
private func withIssueCaptureReturning<Result>(
  isolation: isolated (any Actor)? = #isolation, _ body: () async -> Result?
) async -> Result? {
  var result: Result?
  _ = await withIssueCapture { result = await body() }
  return result
}
