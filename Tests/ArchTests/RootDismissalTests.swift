import Arch
import ArchLocking
import ArchTesting
import Observation
import Testing

/// A feature at the root of a store dismisses itself by sending the store's `dismissedBy` case: the
/// store says so, and every effect of the feature ends, in the app's `Store` and the test store alike.
@Suite struct RootDismissalTests {
  typealias Track = Playlist.Track

  func makeTestStore(clock: TestClock) -> TestStore<Track> {
    TestStore(initialState: Track.State(id: 1), feature: Track(), environment: clock, dismissedBy: .dismiss)
  }

  @Test func aFeatureDismissingItselfEndsItsEffectsInTheTestStore() async {
    let clock = TestClock()
    let store = makeTestStore(clock: clock)
    await store.send(.playTapped)
    await store.send(.closeTapped)
    #expect(!store.isDismissed, "the dismissing output is not received yet")
    await store.receive(.dismiss)
    #expect(store.isDismissed)
    #expect(clock.pendingDeadlines.isEmpty)
    await store.finish()
  }

  @Test func theUISendingTheDismissCaseDismissesTheFeature() async {
    let clock = TestClock()
    let store = makeTestStore(clock: clock)
    await store.send(.playTapped)
    await store.send(.dismiss)
    #expect(store.isDismissed)
    #expect(clock.pendingDeadlines.isEmpty)
    await store.finish()
  }

  @Test func aStoreWithoutADismissalCaseIsNeverDismissed() async {
    let store = TestStore(initialState: Track.State(id: 1), feature: Track(), environment: TestClock())
    await store.send(.dismiss)
    #expect(!store.isDismissed)
    await store.finish()
  }

  @Test func anActionSentToADismissedTestStoreIsReported() async {
    let store = makeTestStore(clock: TestClock())
    await store.send(.dismiss)
    let issues = await withIssueCapture {
      await store.send(.playTapped)
    }
    #expect(
      issues.map(\.message) == [
        """
        .playTapped reached a store whose feature dismissed itself with .dismiss. Nothing ran: a \
        dismissed feature takes no more actions or outputs, and its effects were cancelled. Stop \
        sending to the store once isDismissed is true.
        (Reported while running step 2, send(.playTapped).)
        """
      ])
    await store.finish()
  }

  @Test func anOutputQueuedBehindTheDismissalIsReportedAndNotApplied() async {
    let logged = TestStore(
      initialState: Track.State(id: 1),
      feature: Reduce<Track.State, Track.Action, Void> { state, action, _ in
        switch action {
        case .closeTapped: return .merge(.send(.dismiss), .send(.ticked))
        case .ticked:
          state.seconds += 1
          return .none
        default: return .none
        }
      },
      environment: (), dismissedBy: .dismiss)
    let issues = await withIssueCapture {
      await logged.send(.closeTapped)
    }
    #expect(
      issues.map(\.message) == [
        """
        .ticked reached a store whose feature dismissed itself with .dismiss. Nothing ran: a dismissed \
        feature takes no more actions or outputs, and its effects were cancelled. Stop sending to the \
        store once isDismissed is true.
        (Reported while running .ticked from step 1, send(.closeTapped).)
        """
      ])
    await logged.receive(.dismiss)
    #expect(logged.isDismissed)
    await logged.finish()
  }

  @MainActor
  @Test func theStoreSaysItIsDismissedAndObserversHearIt() async {
    let store = Store(
      initialState: Track.State(id: 1), feature: Track(), environment: TestClock(), dismissedBy: .dismiss)
    let timer = store.send(.playTapped)
    let changed = Locked(false)
    withObservationTracking {
      _ = store.isDismissed
    } onChange: {
      changed.withLock { $0 = true }
    }
    store.send(.closeTapped)
    #expect(store.isDismissed)
    #expect(changed.withLock { $0 })
    await timer.finish()
    #expect(store.activeCancellationIDCount == 0)
  }

  @MainActor
  @Test func anActionSentToADismissedStoreIsReportedAndRunsNothing() {
    let store = Store(
      initialState: Track.State(id: 1), feature: Track(), environment: TestClock(), dismissedBy: .dismiss)
    store.send(.dismiss)
    let issues = Locked<[String]>([])
    RuntimeIssue.withHandler({ issue in issues.withLock { $0.append(issue.message) } }) {
      _ = store.send(.ticked)
    }
    #expect(store.state.seconds == 0)
    #expect(
      issues.withLock { $0 } == [
        """
        .ticked reached a store whose feature dismissed itself with .dismiss. Nothing ran: a dismissed \
        feature takes no more actions or outputs, and its effects were cancelled. Stop sending to the \
        store once isDismissed is true.
        """
      ])
  }
}
