import Arch
import ArchTesting
import Testing

/// `stack`: screens pushed and popped in the state, each running its own feature, routed by id, with
/// every effect of a popped screen cancelled, in the test store and the app's `Store`.
@Suite struct StackCompositionTests {
  typealias Screen = Navigator.Screen

  func makeStore(_ path: ScreenStack<Screen> = [], clock: TestClock) -> TestStore<Navigator.Composed> {
    TestStore(initialState: Navigator.State(path: path), feature: Navigator.feature, environment: clock)
  }

  @Test func pushingAScreenAndDrivingItById() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.openTrackTapped(7)) { $0.path.push(.track(.init(id: 7))) }
    await store.send(.track(id: 0, action: .playTapped))
    await clock.advance(by: .seconds(1))
    await store.receive(.track(id: 0, action: .ticked)) { $0.path[id: 0, case: Screen.track]?.seconds = 1 }
    await store.send(.track(id: 0, action: .pauseTapped))
    await store.finish()
  }

  @Test func twoScreensOfOneKindKeepTheirOwnTimersAndPoppingOneLeavesTheOther() async {
    let clock = TestClock()
    let store = makeStore([.track(.init(id: 1)), .track(.init(id: 2))], clock: clock)
    await store.send(.track(id: 0, action: .playTapped))
    await store.send(.track(id: 1, action: .playTapped))
    await store.send(.backTapped) { $0.path.pop() }
    await clock.advance(by: .seconds(1))
    await store.receive(.track(id: 0, action: .ticked)) { $0.path[id: 0, case: Screen.track]?.seconds = 1 }
    await store.send(.track(id: 0, action: .pauseTapped))
    #expect(clock.pendingDeadlines.isEmpty)
    await store.finish()
  }

  @Test func poppingToAScreenCancelsTheEffectsOfEveryScreenAboveIt() async {
    let clock = TestClock()
    let store = makeStore([.note(.init()), .track(.init(id: 1)), .track(.init(id: 2))], clock: clock)
    await store.send(.track(id: 1, action: .playTapped))
    await store.send(.track(id: 2, action: .playTapped))
    await store.send(.popped(to: 0)) { $0.path.pop(to: 0) }
    #expect(clock.pendingDeadlines.isEmpty)
    await store.finish()
  }

  @Test func aScreenDismissesItselfAndItsEffectsEnd() async {
    let clock = TestClock()
    let store = makeStore([.track(.init(id: 1)), .note(.init())], clock: clock)
    await store.send(.track(id: 0, action: .playTapped))
    await store.send(.track(id: 0, action: .closeTapped))
    await store.receive(.track(id: 0, action: .dismiss)) { $0.path.pop(from: 0) }
    #expect(clock.pendingDeadlines.isEmpty)
    await store.finish()
  }

  @Test func theUISendingAScreensDismissCasePopsIt() async {
    let store = makeStore([.note(.init()), .note(.init())], clock: TestClock())
    await store.send(.note(id: 1, action: .dismiss)) { $0.path.pop() }
    await store.finish()
  }

  @Test func replacingAScreenWithAnotherKindCancelsItsEffects() async {
    let clock = TestClock()
    let store = makeStore([.track(.init(id: 1))], clock: clock)
    await store.send(.track(id: 0, action: .playTapped))
    await store.send(.replaceTopWithNoteTapped) { $0.path[id: 0] = .note(.init()) }
    #expect(clock.pendingDeadlines.isEmpty)
    await store.finish()
  }

  @Test func aPushTheTestDidNotAssertShowsInTheDiff() async {
    let store = makeStore([.note(.init(text: "a"))], clock: TestClock())
    let issues = await withIssueCapture {
      await store.send(.openTrackTapped(3))
    }
    #expect(
      issues.map(\.message) == [
        """
        State changed at step 1, send(.openTrackTapped), but the test gave no expectation:

            Navigator.State(
              path: [
                … (1 unchanged)
          +     1: .track(
          +       Playlist.Track.State(
          +         id: 3,
          +         seconds: 0
          +       )
          +     )
              ]
            )

        Expected: −, Actual: +
        Describe the change in a trailing closure: `{ $0.property = newValue }`.
        """
      ])
  }

  @Test func aPopTheTestDidNotAssertShowsInTheDiff() async {
    let store = makeStore([.note(.init(text: "a")), .note(.init(text: "b"))], clock: TestClock())
    let issues = await withIssueCapture {
      await store.send(.backTapped)
    }
    #expect(
      issues.map(\.message) == [
        """
        State changed at step 1, send(.backTapped), but the test gave no expectation:

            Navigator.State(
              path: [
                … (1 unchanged)
          −     1: .note(
          −       Navigator.Note.State(
          −         text: "b"
          −       )
          −     )
              ]
            )

        Expected: −, Actual: +
        Describe the change in a trailing closure: `{ $0.property = newValue }`.
        """
      ])
  }

  @Test func anActionForAPoppedScreenIsReported() async {
    let store = makeStore([.track(.init(id: 1)), .track(.init(id: 2))], clock: TestClock())
    await store.send(.backTapped) { $0.path.pop() }
    let issues = await withIssueCapture {
      await store.send(.track(id: 1, action: .playTapped))
    }
    #expect(
      issues.map(\.message) == [
        """
        .track(id: #1, action: .playTapped) was sent to screen #1 of \\State.path as Playlist.Track.State, \
        which is not on the stack: it was popped, or never pushed. Nothing ran. Pop a screen only after \
        its last action, or stop sending to it.
        (Reported while running step 2, send(.track(id: #1, action: .playTapped)).)
        """
      ])
    await store.finish()
  }

  @Test func anActionForAScreenOfAnotherKindIsReported() async {
    let store = makeStore([.note(.init())], clock: TestClock())
    let issues = await withIssueCapture {
      await store.send(.track(id: 0, action: .playTapped))
    }
    #expect(
      issues.first?.message.hasPrefix(".track(id: #0, action: .playTapped) was sent to screen #0") == true)
    await store.finish()
  }

  @MainActor
  @Test func poppingAScreenCancelsItsTimerInTheStore() async {
    let store = Store(
      initialState: Navigator.State(path: [.track(.init(id: 1))]), feature: Navigator.feature,
      environment: TestClock())
    let timer = store.send(.track(id: 0, action: .playTapped))
    store.send(.popped(to: nil))
    await timer.finish()
    #expect(store.activeCancellationIDCount == 0)
    #expect(store.state.path.isEmpty)
  }
}

/// A test store narrowed to one screen of the stack, by id and kind.
@Suite struct StackScopeTests {
  typealias Screen = Navigator.Screen

  @Test func aScreenIsDrivenThroughTheStackById() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Navigator.State(path: [.note(.init()), .track(.init(id: 4))]), feature: Navigator.feature,
      environment: clock)
    let track = store.scope(
      stack: \.path, id: 1, case: Screen.track, action: Navigator.Action.track, output: Navigator.Action.track
    )
    await track.send(.playTapped)
    await clock.advance(by: .seconds(1))
    await track.receive(.ticked) { $0.seconds = 1 }
    #expect(track.state?.seconds == 1)
    await track.send(.closeTapped)
    await store.receive(.track(id: 1, action: .dismiss)) { $0.path.pop() }
    #expect(track.state == nil)
    await store.finish()
  }

  @Test func anExpectationOnAPoppedScreenFailsNamingIt() async {
    let store = TestStore(
      initialState: Navigator.State(path: [.note(.init())]), feature: Navigator.feature,
      environment: TestClock())
    let note = store.scope(
      stack: \.path, id: 0, case: Screen.note, action: Navigator.Action.note, output: Navigator.Action.note)
    await store.send(.backTapped) { $0.path.pop() }
    let issues = await withIssueCapture {
      await store.send(.openNoteTapped) { $0.path.push(.note(.init())) }
      await note.send(.edited("x")) { $0.text = "x" }
    }
    #expect(issues.count == 2)
    #expect(
      issues.last?.message
        == """
        The expectation closure of step 3, send(.note(id: #0, action: .edited)) threw an error: it changes \
        the Navigator.Note.State of screen #0, which is not on the stack as one. Write this expectation on \
        the whole store instead: `{ $0.path.pop(…) }`.
        """)
    await store.finish()
  }
}

/// A stack whose screens send outputs that are not their actions (the split shape's events): routed
/// by id both ways, popped by their dismissing output.
@Suite struct StackOfEventSendingScreensTests {
  struct Ticker: Feature {
    struct State: Equatable, Sendable { var ticks = 0 }
    enum Action: Equatable, Sendable { case start, close }
    enum Event: Equatable, Sendable { case ticked, dismiss }

    func handle(_ action: Action, state: inout State, environment: TestClock) -> Effect<Event> {
      switch action {
      case .start:
        return .run { send in
          while true {
            try await environment.sleep(for: .seconds(1))
            await send(.ticked)
          }
        }
      case .close: return .send(.dismiss)
      }
    }

    func apply(_ event: Event, state: inout State, environment: TestClock) -> Effect<Event> {
      if event == .ticked { state.ticks += 1 }
      return .none
    }
  }

  struct Parent: Feature {
    struct State: Equatable, Sendable { var path = ScreenStack<Ticker.State>() }
    enum Action: Equatable, Sendable {
      case pushTapped
      case ticker(id: ScreenID, action: Ticker.Action)
    }
    enum Event: Equatable, Sendable { case ticker(id: ScreenID, event: Ticker.Event) }

    func handle(_ action: Action, state: inout State, environment: TestClock) -> Effect<Event> {
      if action == .pushTapped { state.path.push(Ticker.State()) }
      return .none
    }

    func apply(_ event: Event, state: inout State, environment: TestClock) -> Effect<Event> { .none }
  }

  static let feature = Parent().stack(
    Ticker(), state: \Parent.State.path, action: CaseOf(Parent.Action.ticker),
    output: CaseOf(Parent.Event.ticker), environment: { $0 }, dismissedBy: .dismiss)

  @Test func aScreenTicksByIdAndPopsItselfByItsDismissingEvent() async {
    let clock = TestClock()
    let store = TestStore(initialState: Parent.State(), feature: Self.feature, environment: clock)
    await store.send(.pushTapped) { $0.path.push(Ticker.State()) }
    await store.send(.ticker(id: 0, action: .start))
    await clock.advance(by: .seconds(1))
    await store.receive(.ticker(id: 0, event: .ticked)) { $0.path[id: 0]?.ticks = 1 }
    await store.send(.ticker(id: 0, action: .close))
    await store.receive(.ticker(id: 0, event: .dismiss)) { $0.path.pop(from: 0) }
    #expect(clock.pendingDeadlines.isEmpty)
    await store.finish()
  }
}
