import Arch
import ArchTesting
import Testing

// MeetingsExampleMainActorTests compiles this file against the example built with MainActor isolation.
#if MAIN_ACTOR_SAMPLES
  import MainActorMeetingsExample
#else
  import MeetingsExample
#endif

/// The example in the production `Store`: a closed screen's timer and a deleted row's request end
/// there too.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct MeetingsStoreTests {
  @Test func dismissingTheDetailScreenEndsItsTimerInTheStore() async {
    let clock = TestClock()
    let store = Store(
      initialState: MeetingsState.twoMeetings, feature: MeetingsList.feature,
      environment: .test(clock: clock))
    store.send(.row(id: 1, action: .openTapped))
    let timer = store.send(.detail(.startTapped))
    #expect(timer.isRunning)
    store.send(.detail(.closeTapped))
    #expect(store.state.destination == nil)
    // Returns only because dismissal cancelled the timer; it would wait forever on the test clock.
    await timer.finish()
    #expect(!timer.isRunning)
    #expect(store.activeCancellationIDCount == 0)
  }

  @Test func deletingARowEndsItsRequestInTheStore() async {
    let clock = TestClock()
    let store = Store(
      initialState: MeetingsState.twoMeetings, feature: MeetingsList.feature,
      environment: .test(clock: clock))
    let refresh = store.send(.row(id: 1, action: .refreshTapped))
    store.send(.row(id: 1, action: .deleteTapped))
    store.send(.alert(.confirmDeletion(id: 1)))
    #expect(store.state.rows.map(\.id) == [2])
    await refresh.finish()
    #expect(store.activeCancellationIDCount == 0)
  }

  @Test func aScopedStoreDrivesOneRow() async {
    let store = Store(
      initialState: MeetingsState.twoMeetings, feature: MeetingsList.feature,
      environment: MeetingsEnvironment(clock: ImmediateClock()) { _ in 12 })
    let row = store.scope(ifPresent: { $0.rows[id: 2] }, action: { MeetingsAction.row(id: 2, action: $0) })
    #expect(row?.state.meeting == .retro)
    await row?.send(.refreshTapped).finish()
    #expect(row?.state.attendance == 12)
    #expect(store.state.rows[id: 2]?.attendance == 12)
  }

  @Test func aScopedStoreKeepsTheLastStateOfAClosedScreen() {
    let store = Store(
      initialState: MeetingsState(destination: .editor(MeetingEditor.State(title: "Retro"))),
      feature: MeetingsList.feature, environment: .test(clock: TestClock()))
    let editor = store.scope(
      ifPresent: { $0.destination[case: MeetingsDestination.editor] },
      action: MeetingsAction.editor)
    editor?.send(.cancelTapped)
    #expect(store.state.destination == nil)
    #expect(editor?.state.title == "Retro")
    #expect(
      store.scope(
        ifPresent: { $0.destination[case: MeetingsDestination.editor] },
        action: MeetingsAction.editor) == nil)
  }

  @Test func scopedStoresNarrowFurther() {
    let store = Store(
      initialState: MeetingsState(
        rows: [MeetingRow.State(meeting: .standup)],
        destination: .editor(MeetingEditor.State())),
      feature: MeetingsList.feature, environment: .test(clock: TestClock()))
    let row = store.scope(state: \.rows[0], action: { MeetingsAction.row(id: 1, action: $0) })
    #expect(row.state.meeting == .standup)
    let editor = store.scope(
      ifPresent: { $0.destination[case: MeetingsDestination.editor] },
      action: MeetingsAction.editor)
    let title = editor?.scope(state: \.title, action: { MeetingEditor.Action.binding(.set(\.title, $0)) })
    title?.send("Retro")
    #expect(title?.state == "Retro")
    #expect(store.state.destination == .editor(MeetingEditor.State(title: "Retro")))
  }
}
