import Arch
import ArchLocking
import Testing

/// An action sent to a store from inside its own feature's step is a runtime issue, and runs nothing.
@Suite struct ReentrantSendTests {
  @MainActor
  @Test func aReentrantSendIsARuntimeIssueAndRunsNothing() {
    let box = StoreBox<Store<Echo>>()
    let store = Store(
      initialState: Echo.State(), feature: Echo(),
      environment: .init(sendBack: { action in MainActor.assumeIsolated { _ = box.held?.send(action) } }))
    box.held = store
    let issues = Locked<[String]>([])
    RuntimeIssue.withHandler({ issue in issues.withLock { $0.append(issue.message) } }) {
      _ = store.send(.tap)
    }
    #expect(store.state.log == ["tap"])
    #expect(
      issues.withLock { $0 } == [
        """
        .echoed was sent to the store while its feature was still handling .tap. Nothing ran: a feature \
        must not send to its own store from inside its step. Return the action from the step instead, \
        as an effect: `.send(…)`.
        """
      ])
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
    let issues = Locked<[String]>([])
    RuntimeIssue.withHandler({ issue in issues.withLock { $0.append(issue.message) } }) {
      _ = store.send(.tap)
    }
    #expect(store.state.log == ["tap"])
    #expect(
      issues.withLock { $0 } == [
        """
        .echoed was sent to the store while its feature was still handling .tap. Nothing ran: a feature \
        must not send to its own store from inside its step. Return the action from the step instead, \
        as an effect: `.send(…)`.
        """
      ])
  }
}
