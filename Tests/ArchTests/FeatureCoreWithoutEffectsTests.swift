import Arch
import ArchLocking
import ArchTestSupport
import Testing

/// The engine's step without effects, which a replay "as recorded" takes: the feature's code runs
/// as in any step, and nothing it returns starts, not even an output sent at once.
@Suite struct FeatureCoreWithoutEffectsTests {
  struct Probe: EffectReducer {
    struct State: Equatable { var log: [String] = [] }
    enum Action: Equatable, Sendable { case tapped, echoed }

    func reduce(into state: inout State, action: Action, environment: Void) -> Effect<Action> {
      state.log.append("\(action)")
      switch action {
      case .tapped: return .merge(.send(.echoed), .run { send in await send(.echoed) })
      case .echoed: return .none
      }
    }
  }

  @Test func anActionAndAnOutputChangeTheStateAndStartNothing() {
    let delivered = Locked<[Probe.Action]>([])
    let runner = EffectRunner<Probe.Action>(deliver: { output in delivered.withLock { $0.append(output) } })
    let core = FeatureCore(initialState: Probe.State(), feature: Probe(), environment: (), runner: runner)
    var steps: [String] = []
    core.didProcess = { input, before, after, effects in
      let kind = if case .action = input { "action" } else { "output" }
      let started = effects.lifetime === EffectLifetime.ended ? "nothing" : "effects"
      steps.append("\(kind) \(before?.log.count ?? -1)→\(after.log.count), started \(started)")
    }
    core.applyWithoutEffects(.action(.tapped))
    core.applyWithoutEffects(.output(.echoed))
    #expect(core.state.log == ["tapped", "echoed"])
    #expect(steps == ["action 0→1, started nothing", "output 1→2, started nothing"])
    #expect(delivered.withLock { $0 }.isEmpty)
    #expect(runner.activeCancellationIDCount == 0)
  }
}
