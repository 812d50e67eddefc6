import Arch
import ArchTesting

/// An egg timer that counts three seconds down.
///
/// The buggy variant never stops its ticking at zero,
/// so a fourth tick takes the count below zero: the failure is four timer deadlines away, which the
/// shrinker reaches one deadline at a time and the printed test reaches in one clock move.
enum EggTimer {
  struct State: Equatable {
    var remaining = 0
    var isRunning = false
  }

  enum Action: Equatable {
    case startTapped
    case ticked
  }

  enum TimerID: Hashable { case countdown }

  static func feature(fixed: Bool) -> Reduce<State, Action, TestClock> {
    Reduce { state, action, clock in
      switch action {
      case .startTapped:
        state.remaining = 3
        state.isRunning = true
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.ticked)
          }
        }
        .cancellable(id: TimerID.countdown, cancelInFlight: true)
      case .ticked:
        state.remaining -= 1
        guard fixed, state.remaining == 0 else { return .none }
        state.isRunning = false
        return .cancel(id: TimerID.countdown)
      }
    }
  }

  struct View: ViewBuilder {
    func view(for state: State) -> ViewNode<Action> {
      .vstack {
        ViewNode.text("\(state.remaining) s left")
        ViewNode.button("Start", sends: .startTapped).disabled(state.isRunning)
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
      Invariant<State, Action>("the time left is never negative") { $0.remaining >= 0 }
    ]
  }
}
