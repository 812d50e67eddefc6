import Arch
import ArchTesting

/// A timer screen that ticks every second while open.
///
/// The buggy variant does not cancel the timer
/// when the screen closes: its effect outlives its screen and ticks into nothing.
package enum LingeringTimer {
  package struct State: Equatable {
    package var timer: Int?

    package init(timer: Int? = nil) { self.timer = timer }
  }

  package enum Action: Equatable {
    case openTimerTapped
    case closeTapped
    case tick
  }

  private struct TimerID: Hashable, Sendable {}

  package static func feature(fixed: Bool) -> Reduce<State, Action, TestClock> {
    Reduce { state, action, clock in
      switch action {
      case .openTimerTapped:
        state.timer = 0
        return .run { send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
        .cancellable(id: TimerID())
      case .closeTapped:
        state.timer = nil
        return fixed ? .cancel(id: TimerID()) : .none
      case .tick:
        guard state.timer != nil else {
          RuntimeIssue.report("A tick arrived after the timer screen closed.")
          return .none
        }
        state.timer? += 1
        return .none
      }
    }
  }

  package struct View: ViewBuilder {
    package init() {}

    package func view(for state: State) -> ViewNode<Action> {
      .vstack {
        if let seconds = state.timer {
          ViewNode.text("\(seconds) s")
          ViewNode.button("Close", sends: .closeTapped)
        } else {
          ViewNode.button("Open timer", sends: .openTimerTapped)
        }
      }
    }
  }
}
