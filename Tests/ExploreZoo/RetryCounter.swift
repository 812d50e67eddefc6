import Arch
import ArchTesting

/// A screen that loads with up to two retries, starting offline.
///
/// The buggy variant does not reset
/// its retry counter when a load succeeds, so later failures give up too early; the fixed one does.
package enum RetryCounter {
  package struct State: Equatable {
    package var isOffline = true
    package var retries = 0
    package var isLoaded = false

    package init(isOffline: Bool = true, retries: Int = 0, isLoaded: Bool = false) {
      self.isOffline = isOffline
      self.retries = retries
      self.isLoaded = isLoaded
    }
  }

  package enum Action: Equatable {
    case offlineToggled
    case loadTapped
  }

  package static func feature(fixed: Bool) -> Reduce<State, Action, Void> {
    Reduce { state, action, _ in
      switch action {
      case .offlineToggled:
        state.isOffline.toggle()
      case .loadTapped where state.isOffline:
        state.isLoaded = false
        state.retries += 1
      case .loadTapped:
        state.isLoaded = true
        if fixed { state.retries = 0 }
      }
      return .none
    }
  }

  package struct View: ViewBuilder {
    package init() {}

    package func view(for state: State) -> ViewNode<Action> {
      .vstack {
        ViewNode.toggle("Offline", isOn: state.isOffline, sends: .offlineToggled)
        ViewNode.button("Load", sends: .loadTapped, isEnabled: state.retries < 3)
        if state.isLoaded { ViewNode.text("Loaded") }
      }
    }
  }

  package static var invariants: [Invariant<State, Action>] {
    [
      Invariant("a loaded screen has no retries counted") { state in !state.isLoaded || state.retries == 0 }
    ]
  }
}
