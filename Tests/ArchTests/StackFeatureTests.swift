import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// `stack(_:action:screens:)`: push, pop, pop-to-root and each screen's actions come from the
/// library's `StackAction`; a popped screen's effects are cancelled; an expectation reaches a screen
/// by its feature's type.
@Suite struct StackFeatureTests {
  typealias Detail = Pathfinder.Detail
  typealias Track = Pathfinder.Track

  func makeStore(
    _ path: ScreenStack<Pathfinder.Screen> = [], clock: TestClock
  ) -> TestStore<some Feature<Pathfinder.State, Pathfinder.Action, Pathfinder.Action, any Clock<Duration>>> {
    TestStore(initialState: Pathfinder.State(path: path), feature: Pathfinder.feature, environment: clock)
  }

  @Test func pushDriveAndPopToRootWithNoHandWrittenCase() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.path(.push(.detail(Detail.State(title: "Standup"))))) {
      $0.path.push(.detail(Detail.State(title: "Standup")))
    }
    await store.send(.path(.element(id: 0, action: .detail(.editTapped)))) {
      $0.path[id: 0, as: Detail.self]?.isEditing = true
    }
    await store.send(.path(.element(id: 0, action: .detail(.startTapped)))) {
      $0.path.push(.track(Track.State(id: 1)))
    }
    await store.send(.path(.element(id: 1, action: .track(.playTapped))))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 1, action: .track(.ticked)))) {
      $0.path[id: 1, as: Track.self]?.seconds = 1
    }
    await store.send(.path(.popToRoot)) { $0.path.pop(to: nil) }
    #expect(clock.pendingDeadlines.isEmpty)
    await store.finish()
  }

  @Test func poppingFromAScreenCancelsItsTimerAndKeepsTheScreensBelow() async {
    let clock = TestClock()
    let store = makeStore(
      [.detail(Detail.State(title: "Standup")), .track(Track.State(id: 1))], clock: clock)
    await store.send(.path(.element(id: 1, action: .track(.playTapped))))
    await store.send(.path(.pop(from: 1))) { $0.path.pop(from: 1) }
    #expect(clock.pendingDeadlines.isEmpty)
    await store.send(.path(.element(id: 0, action: .detail(.editTapped)))) {
      $0.path[id: 0, as: Detail.self]?.isEditing = true
    }
    await store.finish()
  }

  @Test func aScreenDismissesItselfAndItsTimerEnds() async {
    let clock = TestClock()
    let store = makeStore(
      [.detail(Detail.State(title: "Standup")), .track(Track.State(id: 1))], clock: clock)
    await store.send(.path(.element(id: 1, action: .track(.playTapped))))
    await store.send(.path(.element(id: 1, action: .track(.closeTapped))))
    await store.receive(.path(.element(id: 1, action: .track(.dismiss)))) { $0.path.pop(from: 1) }
    #expect(clock.pendingDeadlines.isEmpty)
    await store.finish()
  }

  @Test func poppingTheStackInTheStoreCancelsTheTimer() async {
    let store = await Store(
      initialState: Pathfinder.State(path: [.track(Track.State(id: 1))]), feature: Pathfinder.feature,
      environment: TestClock())
    let timer = await store.send(.path(.element(id: 0, action: .track(.playTapped))))
    await store.send(.path(.popToRoot))
    await timer.finish()
    #expect(await store.activeCancellationIDCount == 0)
    #expect(await store.state.path.isEmpty)
  }

  @Test func anActionForAPoppedScreenIsReported() async {
    let store = makeStore([.detail(Detail.State(title: "Standup"))], clock: TestClock())
    await store.send(.path(.popToRoot)) { $0.path.pop(to: nil) }
    await expectIssues([
      """
      .path(.element(id: #0, action: .detail(.editTapped))) was sent to screen #0 of \
      \\Pathfinder.State.path as Pathfinder.Detail.State, which is not on the stack: it was popped, or \
      never pushed. Nothing ran. Pop a screen only after its last action, or stop sending to it.
      (Reported while running step 2, send(.path(.element(id: #0, action: .detail(.editTapped)))).)
      """
    ]) {
      await store.send(.path(.element(id: 0, action: .detail(.editTapped))))
    }
    await store.finish()
  }

  @Test func aScreenActionNoStackScreenRunsIsReported() async {
    let feature = Reduce<Pathfinder.State, Pathfinder.Action, any Clock<Duration>> { _, _, _ in .none }
      .stack(\.path, action: Pathfinder.Action.path) {
        StackScreen(Detail(), case: Pathfinder.Screen.detail, action: Pathfinder.ScreenAction.detail)
      }
    let store = TestStore(
      initialState: Pathfinder.State(path: [.track(Track.State(id: 1))]), feature: feature,
      environment: TestClock())
    await expectIssues([
      """
      .path(.element(id: #0, action: .track(.playTapped))) names a kind of screen no StackScreen of \
      \\Pathfinder.State.path runs. Nothing ran. List a StackScreen for it in that stack(…).
      (Reported while running step 1, send(.path(.element(id: #0, action: .track(.playTapped)))).)
      """
    ]) {
      await store.send(.path(.element(id: 0, action: .track(.playTapped))))
    }
    await store.finish()
  }

  @Test func aWrongExpectationOnAStackedScreenShowsInTheDiff() async {
    let store = makeStore([.detail(Detail.State(title: "Standup"))], clock: TestClock())
    await expectIssues([
      """
      State after step 1, send(.path(.element(id: #0, action: .detail(.editTapped)))) is not what the test expected:

          Pathfinder.State(
            path: [
              0: .detail(
                Pathfinder.Detail.State(
                  title: "Standup",
        −         isEditing: false
        +         isEditing: true
                )
              )
            ]
          )

      Expected: −, Actual: +
      Fix the expectation in the trailing closure, or the feature if the actual state is wrong.
      """
    ]) {
      await store.send(.path(.element(id: 0, action: .detail(.editTapped)))) {
        $0.path[id: 0, as: Detail.self]?.title = "Standup"
      }
    }
  }
}

/// Reaching a stacked screen's state by its feature's type.
@Suite struct ScreenStackByFeatureTests {
  enum Unregistered: Equatable, Sendable { case detail(Pathfinder.Detail.State) }

  @Test func aScreenIsReadAndWrittenByItsFeaturesType() {
    _ = Pathfinder.feature  // its StackScreens name the cases
    var path: ScreenStack<Pathfinder.Screen> = [.detail(.init(title: "a")), .track(.init(id: 5))]
    path[id: 1, as: Playlist.Track.self]?.seconds = 3
    path[id: 1, as: Pathfinder.Detail.self]?.title = "ignored: screen 1 is a track"
    #expect(path[id: 1] == .track(.init(id: 5, seconds: 3)))
    #expect(path[id: 0, as: Pathfinder.Detail.self]?.title == "a")
    path[id: 0, as: Pathfinder.Detail.self] = nil
    #expect(path.isEmpty)
  }

  @Test func aStackOfOneFeaturesStatesIsReachedByThatFeature() {
    var path: ScreenStack<Playlist.Track.State> = [.init(id: 1)]
    path[id: 0, as: Playlist.Track.self]?.seconds = 2
    #expect(path[id: 0]?.seconds == 2)
  }

  @Test func writingAScreenNoStackScreenNamedIsReported() {
    var path: ScreenStack<Unregistered> = [.detail(.init(title: "a"))]
    #expect(path[id: 0, as: Pathfinder.Detail.self]?.title == "a", "read through its case's payload")
    let issues = recordingRuntimeIssues {
      path[id: 0, as: Pathfinder.Detail.self]?.title = "b"
    }
    #expect(
      issues == [
        """
        [id:as: Pathfinder.Detail.self] cannot write the screen: no StackScreen said which case of \
        ScreenStackByFeatureTests.Unregistered holds its state, so nothing was written. Compose the \
        stack with StackScreen, or write through the case: [id:case:].
        """
      ])
    #expect(path[id: 0] == .detail(.init(title: "a")))
  }
}
