import Arch
import ArchTesting

/// A note editor that saves half a second after the last edit.
///
/// The buggy variant cancels the
/// pending save when the editor closes, so the last edit is lost; the fixed one saves it on close.
package enum DebouncedNote {
  package struct State: Equatable {
    package var draft = ""
    package var saved = ""
    package var isOpen = true

    package init(draft: String = "", saved: String = "", isOpen: Bool = true) {
      self.draft = draft
      self.saved = saved
      self.isOpen = isOpen
    }
  }

  package enum Action: Equatable {
    case draftChanged(String)
    case saveDue
    case closeTapped
    case openTapped
  }

  private struct SaveID: Hashable, Sendable {}

  package static func feature(fixed: Bool) -> Reduce<State, Action, TestClock> {
    Reduce { state, action, clock in
      switch action {
      case .draftChanged(let draft):
        state.draft = draft
        return .run { send in
          try await clock.sleep(for: .milliseconds(500))
          await send(.saveDue)
        }
        .cancellable(id: SaveID(), cancelInFlight: true)
      case .saveDue:
        state.saved = state.draft
        return .none
      case .closeTapped:
        state.isOpen = false
        if fixed { state.saved = state.draft }
        return .cancel(id: SaveID())
      case .openTapped:
        state.isOpen = true
        return .none
      }
    }
  }

  package struct View: ViewBuilder {
    package init() {}

    package func view(for state: State) -> ViewNode<Action> {
      .vstack {
        if state.isOpen {
          ViewNode.textField("Note", text: state.draft, onChange: Action.draftChanged)
          ViewNode.button("Close", sends: .closeTapped)
        } else {
          ViewNode.button("Open", sends: .openTapped)
        }
      }
    }
  }

  package static var invariants: [Invariant<State, Action>] {
    [
      Invariant("a closed note has its last edit saved") { state in state.isOpen || state.saved == state.draft
      }
    ]
  }
}
