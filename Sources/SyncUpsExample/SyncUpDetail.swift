import Arch
import Foundation

/// One sync-up, pushed on the app's stack: edit it in a sheet, delete it after an alert (the screen
/// then pops itself), or start a meeting (the app pushes the recording screen).
///
/// It edits its element of the shared list: the list sees every change.
struct SyncUpDetail: EffectReducer {
  struct State: Equatable, Sendable {
    var destination: Destination?
    var syncUp: Shared<SyncUp>
  }

  enum Destination: Equatable, Sendable {
    case alert(AlertState<Alert>)
    case edit(SyncUpForm.State)
  }

  enum Alert: Equatable, Sendable {
    case confirmDeletion
  }

  enum Action: Equatable, Sendable {
    case alert(Alert?)
    case cancelEditButtonTapped
    case delegate(Delegate)
    case deleteButtonTapped
    case deleteMeetings(atOffsets: IndexSet)
    case dismiss
    case doneEditingButtonTapped
    case edit(SyncUpForm.Action)
    case editButtonTapped
    case startMeetingButtonTapped
  }

  enum Delegate: Equatable, Sendable {
    case startMeeting(Shared<SyncUp>)
  }

  static var feature: some Feature<State, Action, Action, SyncUpsEnvironment> & Sendable {
    SyncUpDetail()
      .presenting(
        SyncUpForm.feature, state: \State.destination, case: CaseOf(Destination.edit),
        action: CaseOf(Action.edit), output: CaseOf(Action.edit), environment: { $0 }
      )
      .presentingDialog(state: \.destination, case: CaseOf(Destination.alert), action: CaseOf(Action.alert))
  }

  func reduce(into state: inout State, action: Action, environment: SyncUpsEnvironment) -> Effect<Action> {
    switch action {
    case .alert(.confirmDeletion):
      let id = state.syncUp.value.id
      Shared(.syncUps).withLock { $0.removeAll { $0.id == id } }
      return .send(.dismiss)
    case .cancelEditButtonTapped:
      state.destination = nil
    case .deleteButtonTapped:
      state.destination = .alert(.deleteSyncUp)
    case .deleteMeetings(let offsets):
      state.syncUp.withLock { $0.meetings.remove(atOffsets: offsets) }
    case .doneEditingButtonTapped:
      guard case .edit(let form) = state.destination else { return .none }
      state.syncUp.value = form.syncUp
      state.destination = nil
    case .editButtonTapped:
      state.destination = .edit(SyncUpForm.State(syncUp: state.syncUp.value))
    case .startMeetingButtonTapped:
      return .send(.delegate(.startMeeting(state.syncUp)))
    case .alert(nil), .delegate, .dismiss, .edit:
      break
    }
    return .none
  }
}

extension AlertState where Action == SyncUpDetail.Alert {
  static let deleteSyncUp = AlertState(
    "Delete?", message: "Are you sure you want to delete this meeting?",
    buttons: [
      AlertButton("Yes", role: .destructive, sends: .confirmDeletion),
      AlertButton("Nevermind", role: .cancel),
    ])
}
