import Arch
import ArchTesting
import Testing

// MeetingsExampleMainActorTests compiles this file against the example built with MainActor isolation.
#if MAIN_ACTOR_SAMPLES
  import MainActorMeetingsExample
#else
  import MeetingsExample
#endif

/// The whole example, at the parent's level: rows, the editor, the detail screen and the alert.
@Suite struct MeetingsListTests {
  func makeStore(_ state: MeetingsState = .twoMeetings, clock: TestClock) -> TestStore<MeetingsList.Composed>
  {
    TestStore(
      initialState: state, feature: MeetingsList.feature, environment: .test(clock: clock),
      view: MeetingsList.View())
  }

  @Test func aRowRefreshesItsOwnAttendance() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.row(id: 2, action: .refreshTapped)) { $0.rows[id: 2]?.isRefreshing = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.row(id: 2, action: .attendanceDidLoad(8))) {
      $0.rows[id: 2]?.attendance = 8
      $0.rows[id: 2]?.isRefreshing = false
    }
    await store.finish()
  }

  @Test func deletingARowEndsItsRefresh() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.row(id: 1, action: .refreshTapped)) { $0.rows[id: 1]?.isRefreshing = true }
    await store.send(.row(id: 1, action: .deleteTapped))
    await store.receive(.deletionDidAsk(.standup)) { $0.destination = .alert(.deletion(of: .standup)) }
    await store.tap(button: .button("Delete").within(.role(.alert)))
    await store.receive(.meetingDidDelete(1)) {
      $0.rows[id: 1] = nil
      $0.destination = nil
    }
    #expect(clock.pendingDeadlines.isEmpty)
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func anActionForARowThatIsGoneIsReported() async {
    let store = makeStore(clock: TestClock())
    let issues = await withIssueCapture {
      await store.send(.row(id: 7, action: .refreshTapped))
    }
    #expect(
      issues.map(\.message) == [
        """
        .refreshTapped was sent to the element with id 7 of \\MeetingsState.rows, which holds no such \
        element: it was removed, or never added. Nothing ran. Remove the element only after its last \
        action, or stop sending to it.
        (Reported while running step 1, send(.row(id: 7, action: .refreshTapped)).)
        """
      ])
    await store.finish()
  }

  @Test func theEditorAddsAMeeting() async {
    let store = makeStore(MeetingsState(), clock: TestClock())
    await store.send(.addTapped)
    await store.receive(.editorDidOpen(MeetingEditor.State())) {
      $0.destination = .editor(MeetingEditor.State())
    }
    await store.send(.editor(.binding(.set(\.title, "Retro")))) {
      $0.destination[case: MeetingsDestination.editor]?.title = "Retro"
    }
    await store.type("Planning", into: "Title") {
      $0.destination[case: MeetingsDestination.editor]?.title = "Planning"
    }
    await store.toggle("Remind me") { $0.destination[case: MeetingsDestination.editor]?.remindsMe = true }
    await store.tap(button: "Save")
    await store.receive(.meetingDidSave(Meeting(id: 1, title: "Planning", minutes: 30))) {
      $0.rows = [MeetingRow.State(meeting: Meeting(id: 1, title: "Planning", minutes: 30))]
      $0.nextID = 2
      $0.destination = nil
    }
    await store.finish()
  }

  @Test func theEditorDismissesItself() async {
    let store = makeStore(MeetingsState(destination: .editor(MeetingEditor.State())), clock: TestClock())
    await store.send(.editor(.cancelTapped))
    await store.receive(.editor(.dismiss)) { $0.destination = nil }
    await store.finish()
  }

  @Test func closingTheDetailScreenEndsItsTimer() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.row(id: 1, action: .openTapped))
    await store.receive(.detailDidOpen(.standup)) {
      $0.destination = .detail(MeetingDetail.State(meeting: .standup))
    }
    await store.send(.detail(.startTapped))
    await store.receive(.detail(.timerDidStart)) {
      $0.destination[case: MeetingsDestination.detail]?.isRunning = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.detail(.timerDidTick)) {
      $0.destination[case: MeetingsDestination.detail]?.secondsElapsed = 1
    }
    await store.send(.detail(.closeTapped))
    await store.receive(.detail(.dismiss)) { $0.destination = nil }
    #expect(clock.pendingDeadlines.isEmpty)
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func replacingTheDetailScreenWithAnAlertEndsItsTimer() async {
    let clock = TestClock()
    let detail = MeetingDetail.State(meeting: .standup)
    let state = MeetingsState(rows: [MeetingRow.State(meeting: .standup)], destination: .detail(detail))
    let store = makeStore(state, clock: clock)
    await store.send(.detail(.startTapped))
    await store.receive(.detail(.timerDidStart)) {
      $0.destination[case: MeetingsDestination.detail]?.isRunning = true
    }
    await store.send(.row(id: 1, action: .deleteTapped))
    await store.receive(.deletionDidAsk(.standup)) { $0.destination = .alert(.deletion(of: .standup)) }
    #expect(clock.pendingDeadlines.isEmpty)
    await store.send(.alert(.cancelTapped))
    await store.receive(.alertDidClose) { $0.destination = nil }
    await store.finish()
  }

  @Test func anActionForAScreenThatIsClosedIsReported() async {
    let store = makeStore(clock: TestClock())
    let issues = await withIssueCapture {
      await store.send(.detail(.startTapped))
    }
    #expect(
      issues.map(\.message) == [
        """
        .detail(.startTapped) was sent to the child at \\MeetingsState.destination as MeetingDetail.State, \
        which is not presented. Nothing ran. Present the child before sending to it, or cancel the \
        effect that sends to it when it is dismissed.
        (Reported while running step 1, send(.detail(.startTapped)).)
        """
      ])
    await store.finish()
  }

  @Test func theAlertIsAValueRenderedAsAnAlertNode() {
    let state = MeetingsState(rows: [], destination: .alert(.deletion(of: .standup)))
    let view = MeetingsList.View().view(for: state)
    #expect(
      view.rendered == """
        vstack
          button "New meeting" → .addTapped
          list #meetings
          alert "Delete “Standup”?" "Its attendance history goes too."
            button "Delete" → .alert(.confirmDeletion(id: 1))
            button "Cancel" → .alert(.cancelTapped)
        """)
    #expect(view.tap(button: .button("Delete").within(.role(.alert))) == .alert(.confirmDeletion(id: 1)))
  }
}
