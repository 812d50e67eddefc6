import Arch
import ArchTestSupport
import ArchTesting
import Testing

// MeetingsExampleMainActorTests compiles this file against the example built with MainActor isolation.
#if MAIN_ACTOR_SAMPLES
  import MainActorMeetingsExample
#else
  import MeetingsExample
#endif

/// The whole app through the production `Store` and the test store, script by script: the same
/// outputs, the same stack and the same saved meetings, each store with its own shared values.
@MainActor
@Suite struct MeetingsAppParityTests {
  typealias Move = ParityMove<MeetingsApp.Action>

  private func expectParity(_ script: [Move], _ comment: Comment? = nil) async -> [Meeting] {
    func state() -> MeetingsApp.State {
      let shared = SharedValues(storage: .inMemory())
      shared[.meetings].value = [Meeting(id: 1, title: "Standup", minutes: 1)]
      return MeetingsApp.State(meetings: shared[.meetings])
    }
    func environment(_ clock: TestClock) -> MeetingsAppEnvironment {
      MeetingsAppEnvironment(
        clock: clock, speech: .reading(["Good", "morning"], every: .seconds(20), on: clock))
    }
    let store = await StoreParity.runStore(
      script, feature: MeetingsApp.feature, initialState: state(), environment: environment)
    let testStore = await StoreParity.runTestStore(
      script, feature: MeetingsApp.feature, initialState: state(), environment: environment)
    #expect(store.outputs == testStore.outputs, comment)
    #expect(store.finalState.path.ids == testStore.finalState.path.ids, comment)
    #expect(store.finalState.meetings.value == testStore.finalState.meetings.value, comment)
    return store.finalState.meetings.value
  }

  @Test func recordingAWholeMeeting() async {
    let meetings = await expectParity([
      .send(.meetingTapped(1)), .send(.detail(id: 0, action: .startTapped)),
      .send(.record(id: 1, action: .onAppear)),
      .advance(.seconds(30)), .advance(.seconds(30)), .advance(.seconds(5)),
    ])
    #expect(meetings.first?.transcripts == ["Good morning"])
  }

  @Test func goingBackWhileRecording() async {
    let meetings = await expectParity([
      .send(.meetingTapped(1)), .send(.detail(id: 0, action: .startTapped)),
      .send(.record(id: 1, action: .onAppear)),
      .advance(.seconds(25)), .send(.popped(to: 0)), .advance(.seconds(60)),
    ])
    #expect(meetings.first?.transcripts == [])
  }

  @Test func endingEarlyThenDeletingTheMeeting() async {
    let meetings = await expectParity([
      .send(.meetingTapped(1)), .send(.detail(id: 0, action: .startTapped)),
      .send(.record(id: 1, action: .onAppear)),
      .advance(.seconds(21)), .send(.record(id: 1, action: .endTapped)),
      .send(.record(id: 1, action: .alert(.saveAndEnd))), .send(.detail(id: 0, action: .deleteTapped)),
      .send(.detail(id: 0, action: .alert(.confirmDeletion))), .advance(.seconds(60)),
    ])
    #expect(meetings.isEmpty)
  }
}
