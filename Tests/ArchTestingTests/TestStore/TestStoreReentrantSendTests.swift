import Arch
import ArchTestSupport
import Testing

@testable import ArchTesting

/// An action sent into the test store's feature from inside its own step fails that step.
@Suite struct TestStoreReentrantSendTests {
  /// A feature that calls back into the store that runs it while it handles `.tap`.
  struct Echo: EffectReducer {
    struct State: Equatable, Sendable { var log: [String] = [] }
    enum Action: Equatable, Sendable { case tap, echoed }
    struct Environment: Sendable { var sendBack: @Sendable (Action) -> Void }

    func reduce(into state: inout State, action: Action, environment: Environment) -> Effect<Action> {
      state.log.append("\(action)")
      if action == .tap { environment.sendBack(.echoed) }
      return .none
    }
  }

  final class CoreBox: @unchecked Sendable {
    var core: FeatureCore<Echo>?
  }

  @Test func aReentrantSendFailsTheStepAndRunsNothing() async {
    let box = CoreBox()
    let store = TestStore(
      initialState: Echo.State(), feature: Echo(),
      environment: .init(sendBack: { action in _ = box.core?.send(action) }))
    box.core = store.engine.core
    await expectIssues([
      """
      .echoed was sent to the store while its feature was still handling .tap. Nothing ran: a feature \
      must not send to its own store from inside its step. Return the action from the step instead, \
      as an effect: `.send(…)`.
      (Reported while running step 1, send(.tap).)
      """
    ]) {
      await store.send(.tap) { $0.log = ["tap"] }
    }
    await store.finish()
  }
}
