import Arch
import ArchTesting
import Testing

// MeetingsExampleMainActorTests compiles this file against the example built with MainActor isolation.
#if MAIN_ACTOR_SAMPLES
  import MainActorMeetingsExample
#else
  import MeetingsExample
#endif

/// Each child on its own, and through a test store scoped to it.
@Suite struct MeetingChildTests {
  @Test func aRowLoadsItsAttendance() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: MeetingRow.State(meeting: .standup), feature: MeetingRow(),
      environment: .test(clock: clock, attendance: 5))
    await store.send(.refreshTapped) { $0.isRefreshing = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.attendanceDidLoad(5)) {
      $0.attendance = 5
      $0.isRefreshing = false
    }
    await store.finish()
  }

  @Test func theEditorsFieldsAreBound() async {
    let store = TestStore(
      initialState: MeetingEditor.State(), feature: MeetingEditor.feature, environment: (),
      view: MeetingEditor.View())
    await store.send(.binding(.set(\.title, "Milk"))) { $0.title = "Milk" }
    await store.send(.binding(.set(\.minutes, 15))) { $0.minutes = 15 }
    await store.toggle("Remind me") { $0.remindsMe = true }
    await store.finish()
  }

  @Test func aBindingActionPrintsAsItIsWritten() {
    let binding = BindingAction<MeetingEditor.State>.set(\.title, "Milk")
    #expect(String(describing: binding) == #".set(\State.title, "Milk")"#)
    #expect(binding == .set(\.title, "Milk"))
    #expect(binding != .set(\.title, "Eggs"))
    #expect(binding.writes(to: \.title))
    #expect(!binding.writes(to: \.remindsMe))
  }

  @Test func theDetailTimerTicksUntilStopped() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: MeetingDetail.State(meeting: .standup), feature: MeetingDetail.feature,
      environment: clock)
    await store.send(.startTapped)
    await store.receive(.timerDidStart) { $0.isRunning = true }
    await clock.advance(by: .seconds(2))
    await store.receive(.timerDidTick) { $0.secondsElapsed = 1 }
    await store.receive(.timerDidTick) { $0.secondsElapsed = 2 }
    await store.send(.stopTapped)
    await store.receive(.timerDidStop) { $0.isRunning = false }
    await store.finish()
  }

  @Test func aScopedTestStoreDrivesThePresentedDetailScreen() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: MeetingsState(
        rows: [MeetingRow.State(meeting: .standup)],
        destination: .detail(MeetingDetail.State(meeting: .standup))),
      feature: MeetingsList.feature, environment: .test(clock: clock))
    let detail = store.scope(
      state: \.destination, case: MeetingsDestination.detail,
      action: MeetingsAction.detail, output: MeetingsEvent.detail)
    await detail.send(.startTapped)
    await detail.receive(.timerDidStart) { $0.isRunning = true }
    await clock.advance(by: .seconds(1))
    await detail.receive(.timerDidTick) { $0.secondsElapsed = 1 }
    #expect(detail.state?.secondsElapsed == 1)
    await detail.send(.closeTapped)
    await store.receive(.detail(.dismiss)) { $0.destination = nil }
    #expect(detail.state == nil)
    await clock.advance(by: .seconds(3))  // the timer is gone: nothing more arrives
    await store.finish()
  }

  @Test func aScopedTestStoreDrivesOneRow() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: MeetingsState.twoMeetings, feature: MeetingsList.feature,
      environment: .test(clock: clock, attendance: 3))
    let row = store.scope(
      state: \.rows[id: 2], action: { .row(id: 2, action: $0) },
      output: { .row(id: 2, action: $0) })
    await row.send(.refreshTapped) { $0?.isRefreshing = true }
    await clock.advance(by: .seconds(1))
    await row.receive(.attendanceDidLoad(3)) {
      $0?.attendance = 3
      $0?.isRefreshing = false
    }
    await store.finish()
  }

  @Test func anExpectationForAScreenThatIsNotPresentedFails() async {
    let store = TestStore(
      initialState: MeetingsState(destination: .editor(MeetingEditor.State())),
      feature: MeetingsList.feature, environment: .test(clock: TestClock()))
    let detail = store.scope(
      state: \.destination, case: MeetingsDestination.detail,
      action: MeetingsAction.detail, output: MeetingsEvent.detail)
    let issues = await withIssueCapture {
      await detail.send(.stopTapped) { $0.isRunning = false }
    }
    #expect(
      issues.map(\.message).last == """
        The expectation closure of step 1, send(.detail(.stopTapped)) threw an error: it changes the \
        presented MeetingDetail.State, but none is presented. Write this expectation on the whole \
        store instead: `{ $0.destination = … }`.
        """)
    await store.finish()
  }
}
