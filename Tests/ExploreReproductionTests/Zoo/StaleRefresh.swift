import Arch
import ArchTesting

/// A refresh button whose answers all take a second.
///
/// The buggy variant shows whichever answer comes
/// last: only when two answers due at the same instant arrive newest first does an older one
/// overwrite a newer one. The fixed variant ignores answers older than the one it shows.
enum StaleRefresh {
  struct State: Equatable {
    var requested = 0
    var pending = 0
    var shown: Int?
  }

  enum Action: Equatable {
    case refreshTapped
    case answered(Int)
  }

  static func feature(fixed: Bool) -> Reduce<State, Action, TestClock> {
    Reduce { state, action, clock in
      switch action {
      case .refreshTapped:
        state.requested += 1
        state.pending += 1
        let request = state.requested
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.answered(request))
        }
      case .answered(let request):
        state.pending -= 1
        if !fixed || request > (state.shown ?? 0) { state.shown = request }
        return .none
      }
    }
  }

  struct View: ViewBuilder {
    func view(for state: State) -> ViewNode<Action> {
      .vstack {
        ViewNode.button("Refresh", sends: .refreshTapped)
        if let shown = state.shown { ViewNode.text("Answer \(shown)") }
      }
    }
  }

  enum Exploration: Explorable {
    static func makeStore(clock: TestClock) -> TestStore<Reduce<State, Action, TestClock>> {
      TestStore(
        initialState: State(), feature: feature(fixed: ZooVariant.isFixed), environment: clock,
        view: View())
    }

    static let invariants = [
      Invariant<State, Action>("once every answer is in, the newest is shown") { state in
        state.pending > 0 || state.shown == (state.requested == 0 ? nil : state.requested)
      }
    ]
  }
}
