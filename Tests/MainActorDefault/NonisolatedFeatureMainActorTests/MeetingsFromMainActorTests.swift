import Arch
import ArchTesting
import Foundation
import MeetingsExample
import Testing

/// The meetings example (a nonisolated module) tested from main-actor-default code: its sheet, its
/// stack and its shared, persisted meetings.
@Suite struct MeetingsFromMainActorTests {
  @Test func addingAMeetingThroughTheEditorSheetSavesIt() async throws {
    let disk = InMemorySharedStorage([
      .file("meetings.json"): try JSONEncoder().encode([Meeting(id: 1, title: "Standup", minutes: 15)])
    ])
    let meetings = SharedValues(storage: disk.storage)[.meetings]
    let store = TestStore(
      initialState: MeetingsApp.State(meetings: meetings, path: []), feature: MeetingsApp.feature,
      environment: MeetingsAppEnvironment(
        clock: TestClock(), speech: SpeechClient { AsyncStream { $0.finish() } }))
    await store.send(.addTapped) { $0.editor = MeetingEditor.State() }
    await store.send(.editor(.binding(.set(\.title, "Retro")))) { $0.editor?.title = "Retro" }
    await store.send(.editor(.saveTapped)) {
      $0.editor = nil
      $0.meetings.value.append(Meeting(id: 2, title: "Retro", minutes: 30))
    }
    let saved = try disk.data(at: .file("meetings.json")).map {
      try JSONDecoder().decode([Meeting].self, from: $0)
    }
    #expect(
      saved == [Meeting(id: 1, title: "Standup", minutes: 15), Meeting(id: 2, title: "Retro", minutes: 30)])
    await store.finish()
  }
}
