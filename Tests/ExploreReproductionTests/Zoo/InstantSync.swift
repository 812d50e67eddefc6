import Arch
import ArchTesting

/// A sync button over a fake service that answers at once: the effect sends the items, then that
/// it finished, both within the tap's step.
///
/// The buggy variant counts the items only when the sync
/// finishes, so between the two outputs the count shown is stale, and right again when the step
/// ends: a test that checks the invariants after the step passes on the bug.
enum InstantSync {
  struct State: Equatable {
    var items: [String] = []
    var count = 0
    var isSyncing = false
  }

  enum Action: Equatable {
    case syncTapped
    case received([String])
    case finished
  }

  /// The service the sync asks; the fake answers at once.
  struct Service: Sendable {
    var fetch: @Sendable () async -> [String]

    static let instant = Service { ["Milk", "Eggs"] }
  }

  static func feature(fixed: Bool) -> Reduce<State, Action, Service> {
    Reduce { state, action, service in
      switch action {
      case .syncTapped:
        state.isSyncing = true
        return .run { send in
          await send(.received(await service.fetch()))
          await send(.finished)
        }
      case .received(let items):
        state.items = items
        if fixed { state.count = items.count }
      case .finished:
        state.isSyncing = false
        state.count = state.items.count
      }
      return .none
    }
  }

  struct View: ViewBuilder {
    func view(for state: State) -> ViewNode<Action> {
      .vstack {
        ViewNode.button("Sync", sends: .syncTapped, isEnabled: !state.isSyncing)
        ViewNode.text("\(state.count) items")
      }
    }
  }

  enum Exploration: Explorable {
    static func makeStore(clock: TestClock) -> TestStore<Reduce<State, Action, Service>> {
      TestStore(
        initialState: State(), feature: feature(fixed: ZooVariant.isFixed), environment: .instant,
        view: View())
    }

    static let invariants = [
      Invariant<State, Action>("the count shown is the list's") { state in state.count == state.items.count }
    ]
  }
}
