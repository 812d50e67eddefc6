import Arch
import ArchTesting

/// A stack of countdown screens for parity scripts: each screen runs its own timer and pops itself
/// when it reaches zero; the parent pushes, pops, and starts or stops the top screen's timer.
enum StackLab {
  struct Countdown: EffectReducer {
    struct State: Equatable, Sendable {
      var remaining: Int
      var ticks = 0
    }

    enum Action: Equatable, Sendable { case start, tick, stop, dismiss }

    struct TimerID: Hashable, Sendable {}

    func reduce(into state: inout State, action: Action, environment: TestClock) -> Effect<Action> {
      switch action {
      case .start:
        return .run { send in
          while true {
            try await environment.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
        .cancellable(id: TimerID(), cancelInFlight: true)
      case .tick:
        state.ticks += 1
        state.remaining -= 1
        return state.remaining == 0 ? .send(.dismiss) : .none
      case .stop: return .cancel(id: TimerID())
      case .dismiss: return .none
      }
    }
  }

  enum Screen: Equatable, Sendable { case countdown(Countdown.State) }

  struct State: Equatable, Sendable { var path = ScreenStack<Screen>() }

  enum Action: Equatable, Sendable {
    case push(seconds: Int)
    case pop, popToRoot, startTop, stopTop
    case countdown(id: ScreenID, action: Countdown.Action)
  }

  static let moves: [Action] = [.push(seconds: 1), .push(seconds: 3), .pop, .popToRoot, .startTop, .stopTop]

  static var feature: StackChild<Reduce<State, Action, TestClock>, Countdown, Screen> {
    Reduce<State, Action, TestClock> { state, action, _ in
      switch action {
      case .push(let seconds): state.path.push(.countdown(Countdown.State(remaining: seconds)))
      case .pop: state.path.pop()
      case .popToRoot: state.path.pop(to: nil)
      case .startTop, .stopTop:
        guard let top = state.path.topID else { return .none }
        return .send(.countdown(id: top, action: action == .startTop ? .start : .stop))
      case .countdown: break
      }
      return .none
    }
    .stack(
      Countdown(), state: \State.path, case: CaseOf(Screen.countdown), action: CaseOf(Action.countdown),
      output: CaseOf(Action.countdown), environment: { $0 }, dismissedBy: .dismiss)
  }
}
