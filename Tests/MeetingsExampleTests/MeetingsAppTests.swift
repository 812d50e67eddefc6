import Arch
import ArchTesting
import Foundation
import Testing

// MeetingsExampleMainActorTests compiles this file against the example built with MainActor isolation.
#if MAIN_ACTOR_SAMPLES
  import MainActorMeetingsExample
#else
  import MeetingsExample
#endif

/// The whole meetings app through the test store: every screen, every flow through the stack, and
/// the shared meetings as they are persisted.
@Suite struct MeetingsAppTests {
  typealias Screen = MeetingsApp.Screen

  /// A test's own app: its own meetings in memory (starting with `meetings`), clock and speech.
  struct Harness {
    let disk: InMemorySharedStorage
    let clock = TestClock()
    let speech = AsyncStream<String>.makeStream()
    let store: TestStore<MeetingsApp.Feature>

    init(meetings: [Meeting] = [.standup], path: (Shared<[Meeting]>) -> ScreenStack<Screen> = { _ in [] }) {
      disk = InMemorySharedStorage([.file("meetings.json"): try! JSONEncoder().encode(meetings)])
      let shared = SharedValues(storage: disk.storage)
      let transcripts = speech.stream
      store = TestStore(
        initialState: MeetingsApp.State(meetings: shared[.meetings], path: path(shared[.meetings])),
        feature: MeetingsApp.feature,
        environment: MeetingsAppEnvironment(clock: clock, speech: SpeechClient { transcripts }))
    }

    /// The meetings as saved in `meetings.json`.
    var saved: [Meeting]? {
      disk.data(at: .file("meetings.json")).flatMap { try? JSONDecoder().decode([Meeting].self, from: $0) }
    }
  }

  @Test func theAppStartsWithTheSavedMeetings() {
    let app = Harness(meetings: [.standup, .retro])
    #expect(app.store.state.meetings.value == [.standup, .retro])
  }

  @Test func addingAMeetingThroughTheEditorSheetSavesIt() async {
    let app = Harness()
    let store = app.store
    await store.send(.addTapped) { $0.editor = MeetingEditor.State() }
    await store.send(.editor(.binding(.set(\.title, "Retro")))) { $0.editor?.title = "Retro" }
    await store.send(.editor(.saveTapped)) {
      $0.editor = nil
      $0.meetings.value.append(Meeting(id: 2, title: "Retro", minutes: 30))
    }
    #expect(app.saved == [.standup, Meeting(id: 2, title: "Retro", minutes: 30)])
    await store.finish()
  }

  @Test func cancellingTheEditorSheetAddsNothing() async {
    let store = Harness().store
    await store.send(.addTapped) { $0.editor = MeetingEditor.State() }
    await store.send(.editor(.cancelTapped))
    await store.receive(.editor(.dismiss)) { $0.editor = nil }
    await store.finish()
  }

  @Test func editingAMeetingOnItsDetailChangesItInTheList() async {
    let store = Harness().store
    await store.send(.meetingTapped(1)) {
      $0.path.push(.detail(MeetingDetailScreen.State(meetings: $0.meetings, meetingID: 1)))
    }
    await store.send(.detail(id: 0, action: .editTapped)) {
      $0.path[id: 0, case: Screen.detail]?.editor = MeetingEditor.State(
        meetingID: 1, title: "Standup", minutes: 15)
    }
    await store.send(.detail(id: 0, action: .editor(.binding(.set(\.title, "Daily"))))) {
      $0.path[id: 0, case: Screen.detail]?.editor?.title = "Daily"
    }
    // The detail changes the shared meetings: the test asserts it through the list's path.
    await store.send(.detail(id: 0, action: .editor(.saveTapped))) {
      $0.path[id: 0, case: Screen.detail]?.editor = nil
      $0.meetings.value[0].title = "Daily"
    }
    await store.send(.popped(to: nil)) { $0.path.pop(to: nil) }
    await store.finish()
  }

  @Test func deletingAMeetingFromItsDetailPopsTheDetailAndSavesTheList() async {
    let app = Harness(meetings: [.standup, .retro])
    let store = app.store
    await store.send(.meetingTapped(2)) {
      $0.path.push(.detail(MeetingDetailScreen.State(meetings: $0.meetings, meetingID: 2)))
    }
    await store.send(.detail(id: 0, action: .deleteTapped)) {
      $0.path[id: 0, case: Screen.detail]?.alert = .deletion(of: .retro)
    }
    // Asserted through the detail screen's path to the same shared meetings.
    await store.send(.detail(id: 0, action: .alert(.confirmDeletion))) {
      $0.path[id: 0, case: Screen.detail]?.alert = nil
      $0.path[id: 0, case: Screen.detail]?.meetings.value = [.standup]
    }
    await store.receive(.detail(id: 0, action: .dismiss)) { $0.path.pop(from: 0) }
    #expect(app.saved == [.standup])
    await store.finish()
  }

  @Test func cancellingTheDeletionKeepsTheMeeting() async {
    let store = Harness(path: { [.detail(MeetingDetailScreen.State(meetings: $0, meetingID: 1))] }).store
    await store.send(.detail(id: 0, action: .deleteTapped)) {
      $0.path[id: 0, case: Screen.detail]?.alert = .deletion(of: .standup)
    }
    await store.send(.detail(id: 0, action: .alert(.cancelTapped))) {
      $0.path[id: 0, case: Screen.detail]?.alert = nil
    }
    await store.finish()
  }

  @Test func recordingAWholeMeetingSavesItsTranscriptAndPopsTheRecorder() async {
    let app = Harness(meetings: [Meeting(id: 1, title: "Standup", minutes: 1)])
    let store = app.store
    await store.send(.meetingTapped(1)) {
      $0.path.push(.detail(MeetingDetailScreen.State(meetings: $0.meetings, meetingID: 1)))
    }
    await store.send(.detail(id: 0, action: .startTapped)) {
      $0.path.push(.record(RecordMeetingScreen.State(meetings: $0.meetings, meetingID: 1)))
    }
    await store.send(.record(id: 1, action: .onAppear))
    app.speech.continuation.yield("Good morning")
    await store.receive(.record(id: 1, action: .transcribed("Good morning"))) {
      $0.path[id: 1, case: Screen.record]?.transcript = "Good morning"
    }
    await app.clock.advance(by: .seconds(60))
    for second in 1...59 {
      await store.receive(.record(id: 1, action: .timerTicked)) {
        $0.path[id: 1, case: Screen.record]?.secondsElapsed = second
      }
    }
    await store.receive(.record(id: 1, action: .timerTicked)) {
      $0.path[id: 1, case: Screen.record]?.secondsElapsed = 60
      $0.meetings.value[0].transcripts = ["Good morning"]
    }
    await store.receive(.record(id: 1, action: .dismiss)) { $0.path.pop(from: 1) }
    #expect(app.clock.pendingDeadlines.isEmpty)
    #expect(app.saved?.first?.transcripts == ["Good morning"])
    await store.finish()
  }

  /// The app, two screens deep: a detail (id 0) and a recorder over it (id 1), both running.
  private func recording() async -> Harness {
    let app = Harness(path: { meetings in
      [
        .detail(MeetingDetailScreen.State(meetings: meetings, meetingID: 1)),
        .record(RecordMeetingScreen.State(meetings: meetings, meetingID: 1)),
      ]
    })
    await app.store.send(.record(id: 1, action: .onAppear))
    await app.clock.advance(by: .seconds(1))
    await app.store.receive(.record(id: 1, action: .timerTicked)) {
      $0.path[id: 1, case: Screen.record]?.secondsElapsed = 1
    }
    await app.store.send(.record(id: 1, action: .endTapped)) {
      $0.path[id: 1, case: Screen.record]?.alert = .endingEarly
    }
    return app
  }

  @Test func endingEarlyAndSavingKeepsTheTranscript() async {
    let app = await recording()
    let store = app.store
    app.speech.continuation.yield("Short one")
    await store.receive(.record(id: 1, action: .transcribed("Short one"))) {
      $0.path[id: 1, case: Screen.record]?.transcript = "Short one"
    }
    await store.send(.record(id: 1, action: .alert(.saveAndEnd))) {
      $0.path[id: 1, case: Screen.record]?.alert = nil
      $0.meetings.value[0].transcripts = ["Short one"]
    }
    await store.receive(.record(id: 1, action: .dismiss)) { $0.path.pop(from: 1) }
    #expect(app.clock.pendingDeadlines.isEmpty)
    await store.finish()
  }

  @Test func endingEarlyAndDiscardingKeepsNothing() async {
    let app = await recording()
    await app.store.send(.record(id: 1, action: .alert(.discard))) {
      $0.path[id: 1, case: Screen.record]?.alert = nil
    }
    await app.store.receive(.record(id: 1, action: .dismiss)) { $0.path.pop(from: 1) }
    #expect(app.saved == [.standup])
    await app.store.finish()
  }

  @Test func theTimerDoesNotCountWhileTheAlertAsksAndResumesAfter() async {
    let app = await recording()
    let store = app.store
    await app.clock.advance(by: .seconds(1))
    await store.receive(.record(id: 1, action: .timerTicked))
    await store.send(.record(id: 1, action: .alert(.resume))) {
      $0.path[id: 1, case: Screen.record]?.alert = nil
    }
    await app.clock.advance(by: .seconds(1))
    await store.receive(.record(id: 1, action: .timerTicked)) {
      $0.path[id: 1, case: Screen.record]?.secondsElapsed = 2
    }
    await store.send(.popped(to: nil)) { $0.path.pop(to: nil) }
    await store.finish()
  }

  @Test func goingBackFromTheRecorderStopsItsTimerAndTranscription() async {
    let app = await recording()
    await app.store.send(.popped(to: 0)) { $0.path.pop(to: 0) }
    #expect(app.clock.pendingDeadlines.isEmpty)
    app.speech.continuation.yield("too late")
    await app.store.finish()
  }

  @Test func aDeletedMeetingLeftOpenOnAnotherScreenShowsNothing() async {
    let store = Harness(path: { meetings in
      [
        .detail(MeetingDetailScreen.State(meetings: meetings, meetingID: 1)),
        .detail(MeetingDetailScreen.State(meetings: meetings, meetingID: 1)),
      ]
    }).store
    await store.send(.detail(id: 1, action: .deleteTapped)) {
      $0.path[id: 1, case: Screen.detail]?.alert = .deletion(of: .standup)
    }
    await store.send(.detail(id: 1, action: .alert(.confirmDeletion))) {
      $0.path[id: 1, case: Screen.detail]?.alert = nil
      $0.meetings.value = []
    }
    await store.receive(.detail(id: 1, action: .dismiss)) { $0.path.pop(from: 1) }
    #expect(store.state.path[id: 0, case: Screen.detail]?.meeting == nil)
    await store.send(.detail(id: 0, action: .editTapped))
    await store.finish()
  }
}

/// The whole app in the production `Store`, persisting to files on disk.
@MainActor
@Suite struct MeetingsAppStoreTests {
  @Test func aMeetingAddedInTheAppIsThereAtTheNextLaunch() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("meetings-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let environment = MeetingsAppEnvironment(clock: TestClock(), speech: .unimplemented)
    let firstLaunch = SharedValues(storage: .live(directory: directory))
    let store = Store(
      initialState: MeetingsApp.State(meetings: firstLaunch[.meetings]), feature: MeetingsApp.feature,
      environment: environment)
    store.send(.addTapped)
    store.send(.editor(.binding(.set(\.title, "Retro"))))
    store.send(.editor(.saveTapped))
    store.send(.meetingTapped(1))
    #expect(store.state.path.count == 1)
    let secondLaunch = SharedValues(storage: .live(directory: directory))
    #expect(secondLaunch[.meetings].value == [Meeting(id: 1, title: "Retro", minutes: 30)])
  }
}
