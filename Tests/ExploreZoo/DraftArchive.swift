import Arch
import ArchTesting

/// Drafts on a home screen and a backup switch on a settings screen.
///
/// The buggy variant turns backup
/// on without backing up the drafts already written, so only writing a draft, opening the
/// settings, turning backup on, going back and archiving (five steps, in that order, across two
/// screens) archives a draft that was never backed up; the fixed one backs them up when it is
/// turned on. Controls that matter to no bug (discard, sort, dark mode, sign out) draw random
/// runs away from that order: the default random runs alone find it on 14 of 20 seeds.
package enum DraftArchive {
  package enum Screen: Equatable {
    case home, settings
  }

  package struct State: Equatable {
    package var screen = Screen.home
    package var drafts = 0
    package var backedUp = 0
    package var archived = 0
    package var isBackupOn = false
    package var isSortedByDate = false
    package var isDarkMode = false

    package init() {}
  }

  package enum Action: Equatable {
    case newDraftTapped
    case settingsTapped
    case backupToggled
    case doneTapped
    case archiveTapped
    case discardAllTapped
    case sortToggled
    case darkModeToggled
    case signOutTapped
  }

  package static func feature(fixed: Bool) -> Reduce<State, Action, Void> {
    Reduce { state, action, _ in
      switch action {
      case .newDraftTapped:
        state.drafts += 1
        if state.isBackupOn { state.backedUp += 1 }
      case .settingsTapped:
        state.screen = .settings
      case .backupToggled:
        state.isBackupOn.toggle()
        if fixed && state.isBackupOn { state.backedUp = state.archived + state.drafts }
      case .doneTapped:
        state.screen = .home
      case .archiveTapped:
        state.archived += state.drafts
        state.drafts = 0
      case .discardAllTapped:
        state.drafts = 0
      case .sortToggled:
        state.isSortedByDate.toggle()
      case .darkModeToggled:
        state.isDarkMode.toggle()
      case .signOutTapped:
        state = State()
      }
      return .none
    }
  }

  package struct View: ViewBuilder {
    package init() {}

    package func view(for state: State) -> ViewNode<Action> {
      switch state.screen {
      case .home:
        .vstack {
          ViewNode.text("\(state.drafts) drafts")
          ViewNode.button("New draft", sends: .newDraftTapped)
          ViewNode.button("Settings", sends: .settingsTapped)
          ViewNode.button("Archive", sends: .archiveTapped, isEnabled: state.isBackupOn && state.drafts > 0)
          ViewNode.button("Discard all", sends: .discardAllTapped, isEnabled: state.drafts > 0)
          ViewNode.toggle("Newest first", isOn: state.isSortedByDate, sends: .sortToggled)
        }
      case .settings:
        .vstack {
          // Nothing to back up before the first draft.
          ViewNode.toggle(
            "Back up drafts", isOn: state.isBackupOn, sends: .backupToggled, isEnabled: state.drafts > 0)
          ViewNode.toggle("Dark mode", isOn: state.isDarkMode, sends: .darkModeToggled)
          ViewNode.button("Sign out", sends: .signOutTapped)
          ViewNode.button("Done", sends: .doneTapped)
        }
      }
    }
  }

  package static var invariants: [Invariant<State, Action>] {
    [
      Invariant("every archived draft is backed up") { state in state.archived <= state.backedUp }
    ]
  }
}
