import Arch

/// The whole app: the list at the root and a stack of detail and recording screens over it, all
/// on one shared, persisted list of sync-ups.
struct AppFeature: EffectReducer {
  struct State: Equatable, Sendable {
    var path = ScreenStack<Path>()
    var syncUpsList = SyncUpsList.State()
  }

  enum Path: Equatable, Sendable {
    case detail(SyncUpDetail.State)
    case record(RecordMeeting.State)
  }

  enum PathAction: Equatable, Sendable {
    case detail(SyncUpDetail.Action)
    case record(RecordMeeting.Action)
  }

  enum Action: Equatable, Sendable {
    case path(StackAction<Path, PathAction>)
    case syncUpsList(SyncUpsList.Action)
  }

  static var feature: some Feature<State, Action, Action, SyncUpsEnvironment> & Sendable {
    AppFeature()
      .combined(
        with: SyncUpsList.feature.embedded(
          state: \State.syncUpsList, action: CaseOf(Action.syncUpsList), output: CaseOf(Action.syncUpsList),
          environment: { $0 })
      )
      .stack(\.path, action: Action.path) {
        StackScreen(SyncUpDetail.feature, case: Path.detail, action: PathAction.detail, dismissedBy: .dismiss)
        StackScreen(
          RecordMeeting.feature, case: Path.record, action: PathAction.record, dismissedBy: .dismiss)
      }
  }

  func reduce(into state: inout State, action: Action, environment: SyncUpsEnvironment) -> Effect<Action> {
    switch action {
    case .path(.element(_, .detail(.delegate(.startMeeting(let syncUp))))):
      state.path.push(.record(RecordMeeting.State(syncUp: syncUp)))
    case .path, .syncUpsList:
      break
    }
    return .none
  }
}
