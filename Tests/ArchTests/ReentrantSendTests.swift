import Arch
import ArchLocking
import Testing

/// An action sent to a store from inside its own feature's step is a runtime issue, and runs nothing.
@Suite struct ReentrantSendTests {
  private static let echoedDuringTap = """
    .echoed was sent to the store while its feature was still handling .tap. Nothing ran: a feature \
    must not send to its own store from inside its step. Return the action from the step instead, \
    as an effect: `.send(…)`.
    """

  /// The runtime issues sending `.tap` to the store reports.
  @MainActor
  private func issuesSendingTap(to store: Store<Echo>) -> [String] {
    let issues = Locked<[String]>([])
    RuntimeIssue.withHandler({ issue in issues.withLock { $0.append(issue.message) } }) {
      _ = store.send(.tap)
    }
    return issues.withLock { $0 }
  }

  @MainActor
  @Test func aReentrantSendIsARuntimeIssueAndRunsNothing() {
    let box = StoreBox<Store<Echo>>()
    let store = Store(
      initialState: Echo.State(), feature: Echo(),
      environment: .init(sendBack: { action in MainActor.assumeIsolated { _ = box.held?.send(action) } }))
    box.held = store
    #expect(issuesSendingTap(to: store) == [Self.echoedDuringTap])
    #expect(store.state.log == ["tap"])
  }

  @MainActor
  @Test func aSendFromTheStepObserverIsReentrantToo() {
    let box = StoreBox<Store<Echo>>()
    let store = Store(
      initialState: Echo.State(), feature: Echo(), environment: .init(sendBack: { _ in }),
      onStep: { step in
        if step.input == .action(.tap) { MainActor.assumeIsolated { _ = box.held?.send(.echoed) } }
      })
    box.held = store
    #expect(issuesSendingTap(to: store) == [Self.echoedDuringTap])
    #expect(store.state.log == ["tap"])
  }
}
