import Arch
import ArchTesting

/// A file being uploaded can be deleted at once; the server confirms each a second after it is asked.
///
/// The buggy variant lists the file whenever an upload is confirmed, so only the delete's
/// confirmation going on first (both due at the same instant, the newer effect before the older)
/// lists a deleted file again; the fixed one ignores an upload confirmed after a delete.
package enum UploadThenDelete {
  package struct State: Equatable {
    package var isUploading = false
    package var isListed = false
    package var isDeleted = false
    package var name = ""
    package var isShared = false

    package init() {}
  }

  package enum Action: Equatable {
    case uploadTapped
    case deleteTapped
    case uploadConfirmed
    case deleteConfirmed
    case nameChanged(String)
    case shareToggled
  }

  package static func feature(fixed: Bool) -> Reduce<State, Action, TestClock> {
    Reduce { state, action, clock in
      switch action {
      case .uploadTapped:
        state.isUploading = true
        state.isDeleted = false
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.uploadConfirmed)
        }
      case .deleteTapped:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.deleteConfirmed)
        }
      case .uploadConfirmed:
        state.isUploading = false
        if !fixed || !state.isDeleted { state.isListed = true }
        return .none
      case .deleteConfirmed:
        state.isDeleted = true
        state.isListed = false
        return .none
      case .nameChanged(let name):
        state.name = name
        return .none
      case .shareToggled:
        state.isShared.toggle()
        return .none
      }
    }
  }

  package struct View: ViewBuilder {
    package init() {}

    package func view(for state: State) -> ViewNode<Action> {
      .vstack {
        ViewNode.text(state.isListed ? "Listed" : "Not listed")
        ViewNode.textField("Name", text: state.name, onChange: Action.nameChanged)
        ViewNode.toggle("Shared", isOn: state.isShared, sends: .shareToggled)
        ViewNode.button("Upload", sends: .uploadTapped, isEnabled: !state.isUploading)
        ViewNode.button("Delete", sends: .deleteTapped, isEnabled: state.isUploading)
      }
    }
  }

  package static var invariants: [Invariant<State, Action>] {
    [
      Invariant("a deleted file is not listed") { state in !(state.isDeleted && state.isListed) }
    ]
  }
}
