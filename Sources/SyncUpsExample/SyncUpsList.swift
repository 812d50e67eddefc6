import Arch
import Foundation

/// The root screen: every sync-up, from the shared file, and a sheet to add one.
struct SyncUpsList: EffectReducer {
  struct State: Equatable, Sendable {
    var addSyncUp: SyncUpForm.State?
    var syncUps = Shared(.syncUps)
  }

  enum Action: Equatable, Sendable {
    case addSyncUp(SyncUpForm.Action)
    case addSyncUpButtonTapped
    case confirmAddSyncUpButtonTapped
    case discardButtonTapped
    case onDelete(IndexSet)
  }

  static var feature: some Feature<State, Action, Action, SyncUpsEnvironment> & Sendable {
    SyncUpsList().presenting(
      SyncUpForm.feature, state: \State.addSyncUp, action: CaseOf(Action.addSyncUp),
      output: CaseOf(Action.addSyncUp), environment: { $0 })
  }

  func reduce(into state: inout State, action: Action, environment: SyncUpsEnvironment) -> Effect<Action> {
    switch action {
    case .addSyncUp:
      break
    case .addSyncUpButtonTapped:
      let syncUp = SyncUp(id: environment.uuid(), attendees: [Attendee(id: environment.uuid())])
      state.addSyncUp = SyncUpForm.State(syncUp: syncUp)
    case .confirmAddSyncUpButtonTapped:
      guard var syncUp = state.addSyncUp?.syncUp else { return .none }
      syncUp.attendees.removeAll { $0.name.allSatisfy(\.isWhitespace) }
      if syncUp.attendees.isEmpty { syncUp.attendees.append(Attendee(id: environment.uuid())) }
      state.syncUps.withLock { $0.append(syncUp) }
      state.addSyncUp = nil
    case .discardButtonTapped:
      state.addSyncUp = nil
    case .onDelete(let offsets):
      state.syncUps.withLock { $0.remove(atOffsets: offsets) }
    }
    return .none
  }
}
