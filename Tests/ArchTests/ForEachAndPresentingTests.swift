import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// `forEach` and `presenting` on a parent reducer with effects; the meetings example covers a
/// split-shape parent.
@Suite(.timeLimit(.minutes(10))) struct ForEachAndPresentingTests {
  func makeStore(_ state: Playlist.State, clock: TestClock) -> TestStore<Playlist.Composed> {
    TestStore(initialState: state, feature: Playlist.feature, environment: clock)
  }

  @Test func eachRowRunsItsOwnTimerAndPausingOneLeavesTheOthers() async {
    let clock = TestClock()
    let store = makeStore(Playlist.State(tracks: [.init(id: 1), .init(id: 2)]), clock: clock)
    await store.send(.track(id: 1, action: .playTapped))
    await store.send(.track(id: 2, action: .playTapped))
    await store.send(.track(id: 1, action: .pauseTapped))
    await clock.advance(by: .seconds(1))
    await store.receive(.track(id: 2, action: .ticked)) { $0.tracks[id: 2]?.seconds = 1 }
    await store.send(.track(id: 2, action: .pauseTapped))
    await store.finish()
  }

  @Test func removingARowCancelsItsTimer() async {
    let clock = TestClock()
    let store = makeStore(Playlist.State(tracks: [.init(id: 1), .init(id: 2)]), clock: clock)
    await store.send(.track(id: 1, action: .playTapped))
    await store.send(.removeTapped(id: 1)) { $0.tracks[id: 1] = nil }
    #expect(clock.pendingDeadlines.isEmpty)
    await store.finish()
  }

  @Test func aRowsOutputForARemovedRowIsReported() async {
    let store = makeStore(Playlist.State(tracks: [.init(id: 1)]), clock: TestClock())
    await expectIssues([
      """
      .ticked was sent to the element with id 4 of \\Playlist.State.tracks, which holds no such \
      element: it was removed, or never added. Nothing ran. Remove the element only after its last \
      action, or stop sending to it.
      (Reported while running step 1, send(.track(id: 4, action: .ticked)).)
      """
    ]) {
      await store.send(.track(id: 4, action: .ticked))
    }
  }

  @Test func settingAnOptionalChildToNilCancelsItsEffects() async {
    let clock = TestClock()
    let store = makeStore(Playlist.State(nowPlaying: .init(id: 9)), clock: clock)
    await store.send(.nowPlaying(.playTapped))
    await clock.advance(by: .seconds(1))
    await store.receive(.nowPlaying(.ticked)) { $0.nowPlaying?.seconds = 1 }
    await store.send(.closeNowPlayingTapped) { $0.nowPlaying = nil }
    #expect(clock.pendingDeadlines.isEmpty)
    await store.finish()
  }

  @Test func replacingAnIdentifiedChildWithAnotherCancelsTheFirstOnesEffects() async {
    let clock = TestClock()
    let store = makeStore(Playlist.State(nowPlaying: .init(id: 9)), clock: clock)
    await store.send(.nowPlaying(.playTapped))
    await store.send(.playNextTapped(id: 10)) { $0.nowPlaying = .init(id: 10) }
    #expect(clock.pendingDeadlines.isEmpty)
    await store.finish()
  }

  @Test func aChildDismissesItselfAndItsEffectsEnd() async {
    let clock = TestClock()
    let store = makeStore(Playlist.State(nowPlaying: .init(id: 9)), clock: clock)
    await store.send(.nowPlaying(.playTapped))
    await store.send(.nowPlaying(.closeTapped))
    await store.receive(.nowPlaying(.dismiss)) { $0.nowPlaying = nil }
    #expect(clock.pendingDeadlines.isEmpty)
    await store.finish()
  }

  @Test func aChildDismissedByTheUISendingItsDismissCaseEndsItsEffects() async {
    let clock = TestClock()
    let store = makeStore(Playlist.State(nowPlaying: .init(id: 9)), clock: clock)
    await store.send(.nowPlaying(.playTapped))
    await store.send(.nowPlaying(.dismiss)) { $0.nowPlaying = nil }
    #expect(clock.pendingDeadlines.isEmpty)
    await store.finish()
  }

  @Test func anActionForAnAbsentChildIsReported() async {
    let store = makeStore(Playlist.State(), clock: TestClock())
    await expectIssues([
      """
      .nowPlaying(.playTapped) was sent to the child at \\State.nowPlaying, which is not presented. \
      Nothing ran. Present the child before sending to it, or cancel the effect that sends to it \
      when it is dismissed.
      (Reported while running step 1, send(.nowPlaying(.playTapped)).)
      """
    ]) {
      await store.send(.nowPlaying(.playTapped))
    }
  }

  @MainActor
  @Test func removingARowCancelsItsTimerInTheStore() async {
    let store = Store(
      initialState: Playlist.State(tracks: [.init(id: 1)]), feature: Playlist.feature,
      environment: TestClock())
    let timer = store.send(.track(id: 1, action: .playTapped))
    store.send(.removeTapped(id: 1))
    await timer.finish()
    #expect(store.activeCancellationIDCount == 0)
  }
}
