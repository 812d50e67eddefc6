import Arch
import ArchTesting
import Dispatch
import Foundation
import Testing

/// The recorder attached to a production `Store` through `onStep`: what it keeps, how long it keeps
/// it, and that writing it never disturbs the store.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct SessionRecorderTests {
  let clock = TestClock()

  private func makeStore(
    recorder: SessionRecorder<Pantry.State, Pantry.Action, Pantry.Event>
  ) -> Store<SplitFeature<Pantry.PantryPresenter, Pantry.PantryReducer>> {
    Store(
      initialState: Pantry.State(), feature: Pantry.feature,
      environment: .init(clock: ImmediateClock(), fetch: { ["rice"] }), onStep: recorder.record)
  }

  @Test func keepsEveryActionAndOutputWithItsTimeTheStartStateAndFingerprints() async throws {
    let recorder = SessionRecorder(for: type(of: Pantry.feature), clock: clock)
    let store = makeStore(recorder: recorder)
    await store.send(.reloadTapped).finish()
    await clock.advance(by: .milliseconds(250))
    await store.send(.cancelTapped).finish()

    let session = try recorder.session()
    let loaded = Pantry.State(isLoading: false, items: ["rice"])
    let expected = RecordedSession<Pantry.State, Pantry.Action, Pantry.Event>(
      startState: Pantry.State(),
      steps: [
        RecordedStep(
          input: .action(.reloadTapped), time: .zero, fingerprint: try StateFingerprint(of: Pantry.State())),
        RecordedStep(
          input: .output(.loadingDidStart), time: .zero,
          fingerprint: try StateFingerprint(of: Pantry.State(isLoading: true))),
        RecordedStep(
          input: .output(.itemsDidLoad(["rice"])), time: .zero,
          fingerprint: try StateFingerprint(of: Pantry.State(isLoading: true, items: ["rice"]))),
        RecordedStep(
          input: .output(.loadingDidStop), time: .zero, fingerprint: try StateFingerprint(of: loaded)),
        RecordedStep(
          input: .action(.cancelTapped), time: .milliseconds(250),
          fingerprint: try StateFingerprint(of: loaded)),
        RecordedStep(
          input: .output(.loadingDidStop), time: .milliseconds(250),
          fingerprint: try StateFingerprint(of: loaded)),
      ])
    #expect(session == expected)
    #expect(try RecordedSession(text: recorder.text()) == expected)
  }

  @Test func keepsOnlyTheLastStepsAndStartsFromTheStateAfterTheLastDroppedOne() throws {
    let recorder = SessionRecorder<Int, Int, Int>(clock: clock, keepingLast: 2, fingerprintsStates: false)
    let store = Store(initialState: 0, feature: Adder(), environment: (), onStep: recorder.record)
    for add in [1, 10, 100, 1_000] { store.send(add) }

    let session = try recorder.session()
    #expect(session.droppedSteps == 2)
    #expect(session.startState == 11)
    #expect(
      session.steps == [
        RecordedStep(input: .action(100), time: .zero), RecordedStep(input: .action(1_000), time: .zero),
      ])
  }

  @Test func startsFromTheGivenStateEvenBeforeTheFirstStep() throws {
    let recorder = SessionRecorder<Int, Int, Never>(clock: clock, startState: 7)
    #expect(try recorder.session() == RecordedSession(startState: 7, steps: []))
    #expect(try recorder.text() == "arch-session 2\nstart 7\nend\n")
  }

  @Test func recordsWithoutFingerprintsWhenTheStateIsNotEncodable() throws {
    let recorder = SessionRecorder<NotCodable, Int, Never>(clock: clock)
    recorder.record(StoreStep(input: .action(1), stateBefore: NotCodable(), stateAfter: NotCodable()))
    let session = try recorder.session()
    #expect(session.steps == [RecordedStep(input: .action(1), time: .zero)])
    #expect(try recorder.text() == "arch-session 2\n0ms action 1\nend\n")
  }

  @Test func recordsStepsSentFromManyThreadsAtOnce() throws {
    let recorder = SessionRecorder<Int, Int, Never>(clock: clock, keepingLast: 100, fingerprintsStates: false)
    DispatchQueue.concurrentPerform(iterations: 1_000) { index in
      recorder.record(StoreStep(input: .action(index), stateBefore: index, stateAfter: index + 1))
    }
    let session = try recorder.session()
    #expect(session.steps.count == 100)
    #expect(session.droppedSteps == 900)
  }

  @Test func writesAFileThatReadsBackAsTheSameSession() throws {
    let folder = try TemporaryFolder()
    let recorder = SessionRecorder<Int, Int, Never>(clock: clock)
    recorder.record(StoreStep(input: .action(2), stateBefore: 0, stateAfter: 2))
    let file = folder.url.appending(path: "session.txt")
    try recorder.write(to: file)
    #expect(try RecordedSession<Int, Int, Never>(contentsOf: file) == recorder.session())
  }

  @Test(.enabled(if: geteuid() != 0, "root writes into read-only folders"))
  func aWriteIntoAReadOnlyFolderThrowsAndTheStoreGoesOnRecording() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.url.path)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url.path)
    }
    let recorder = SessionRecorder<Int, Int, Int>(for: Adder.self, clock: clock)
    let store = Store(initialState: 0, feature: Adder(), environment: (), onStep: recorder.record)
    store.send(1)

    #expect(
      throws: RecordedSessionError(
        problem: .couldNotWrite(
          file: "session.txt", reason: "permission denied (a read-only folder or file)."))
    ) { try recorder.write(to: folder.url.appending(path: "session.txt")) }
    store.send(2)
    #expect(store.state == 3)
    #expect(try recorder.session().steps.count == 2)
  }

  @Test func aWriteIntoAMissingFolderThrowsAndTheStoreGoesOnRecording() throws {
    let folder = try TemporaryFolder()
    let recorder = SessionRecorder<Int, Int, Int>(for: Adder.self, clock: clock)
    let store = Store(initialState: 0, feature: Adder(), environment: (), onStep: recorder.record)
    store.send(1)

    let error = RecordedSessionError(
      problem: .couldNotWrite(file: "session.txt", reason: "no such file or folder."))
    #expect(throws: error) { try recorder.write(to: folder.url.appending(path: "gone/session.txt")) }
    #expect(error.description == "could not write the session to session.txt: no such file or folder.")
    store.send(2)
    #expect(store.state == 3)
    #expect(try recorder.session().steps.count == 2)
  }

  @Test func aMissingFileIsNamedWhenRead() throws {
    let folder = try TemporaryFolder()
    let error = RecordedSessionError(
      problem: .couldNotRead(file: "gone.txt", reason: "no such file or folder."))
    #expect(throws: error) {
      try RecordedSession<Int, Int, Never>(contentsOf: folder.url.appending(path: "gone.txt"))
    }
    #expect(error.description == "could not read the session from gone.txt: no such file or folder.")
  }

  @Test func aFileThatIsNotTextIsNamedWhenRead() throws {
    let folder = try TemporaryFolder()
    let file = folder.url.appending(path: "photo.jpg")
    try Data([0xff, 0xd8, 0xff, 0xe0]).write(to: file)
    let error = RecordedSessionError(
      problem: .couldNotRead(file: "photo.jpg", reason: "it is not UTF-8 text."))
    #expect(throws: error) { try RecordedSession<Int, Int, Never>(contentsOf: file) }
    #expect(error.description == "could not read the session from photo.jpg: it is not UTF-8 text.")
  }

  @Test func aFullDiskIsNamed() {
    let error = RecordedSessionError(
      problem: .couldNotWrite(file: "session.txt", reason: "the disk is full."))
    #expect(error.description == "could not write the session to session.txt: the disk is full.")
  }
}

/// A feature whose actions add to a count, one step each.
struct Adder: EffectReducer {
  func reduce(into count: inout Int, action add: Int, environment: Void) -> Effect<Int> {
    count += add
    return .none
  }
}

/// A folder of its own for one test, removed when the test is done with it.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appending(path: "arch-session-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }
}
