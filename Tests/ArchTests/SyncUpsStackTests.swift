import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// TCA's SyncUps shape with what issue 33 asked for: the list's shared sync-ups set by the test's
/// trait, a detail screen pushed by the library's `StackAction` editing one element of the shared
/// list (`Shared($syncUps[id: id])`), popped with its effects.
@Suite
struct SyncUpsStackTests {
  static let startingSyncUps = [SyncUp(id: 1, title: "Design"), SyncUp(id: 3, title: "Engineering")]

  struct SyncUp: Equatable, Sendable, Identifiable, Codable {
    var id: Int
    var title: String
  }

  struct Detail: EffectReducer {
    struct State: Equatable, Sendable { var syncUp: Shared<SyncUp> }
    enum Action: Equatable, Sendable {
      case titleChanged(String)
      case deleteTapped
      case delegate(Delegate)
    }
    enum Delegate: Equatable, Sendable { case deleted(id: Int) }

    func reduce(into state: inout State, action: Action, environment: Void) -> Effect<Action> {
      switch action {
      case .titleChanged(let title): state.syncUp.title.value = title
      case .deleteTapped: return .send(.delegate(.deleted(id: state.syncUp.value.id)))
      case .delegate: break
      }
      return .none
    }
  }

  enum Screen: Equatable, Sendable { case detail(Detail.State) }
  enum ScreenAction: Equatable, Sendable { case detail(Detail.Action) }

  struct State: Equatable, Sendable {
    var syncUps = Shared(.syncUps)
    var path = ScreenStack<Screen>()
  }
  enum Action: Equatable, Sendable {
    case syncUpTapped(id: Int)
    case path(StackAction<Screen, ScreenAction>)
  }

  static var feature: some Feature<State, Action, Action, Void> {
    Reduce<State, Action, Void> { state, action, _ in
      switch action {
      case .syncUpTapped(let id):
        guard let syncUp = state.syncUps[id: id] else { return .none }
        state.path.push(.detail(Detail.State(syncUp: syncUp)))
      case .path(.element(let id, .detail(.delegate(.deleted(let syncUpID))))):
        state.syncUps.withLock { $0.removeAll { $0.id == syncUpID } }
        return .send(.path(.pop(from: id)))
      case .path: break
      }
      return .none
    }
    .stack(\.path, action: Action.path) {
      StackScreen(Detail(), case: Screen.detail, action: ScreenAction.detail)
    }
  }

  @Test(.sharedValues { $0[.syncUps] = SyncUpsStackTests.startingSyncUps })
  func editingAndDeletingASyncUpThroughTheStack() async {
    let store = TestStore(initialState: State(), feature: Self.feature, environment: ())
    await store.send(.syncUpTapped(id: 3)) {
      $0.path.push(.detail(Detail.State(syncUp: $0.syncUps[id: 3]!)))
    }
    await store.send(.path(.element(id: 0, action: .detail(.titleChanged("Standup"))))) {
      $0.path[id: 0, as: Detail.self]?.syncUp.title.value = "Standup"
    }
    await store.send(.path(.element(id: 0, action: .detail(.deleteTapped))))
    await store.receive(.path(.element(id: 0, action: .detail(.delegate(.deleted(id: 3)))))) {
      $0.syncUps.value = [SyncUp(id: 1, title: "Design")]
    }
    await store.receive(.path(.pop(from: 0))) { $0.path.pop(from: 0) }
    #expect(Shared(.syncUps).value == [SyncUp(id: 1, title: "Design")])
    await store.finish()
  }

  @Test(.sharedValues { $0[.syncUps] = SyncUpsStackTests.startingSyncUps })
  func aTitleChangeTheTestDidNotAssertNamesTheElementsTitle() async {
    let store = TestStore(initialState: State(), feature: Self.feature, environment: ())
    await store.send(.syncUpTapped(id: 3)) {
      $0.path.push(.detail(Detail.State(syncUp: $0.syncUps[id: 3]!)))
    }
    await expectIssues([
      """
      The shared value "syncUps.json[id: 3].title" changed at step 2, send(.path(.element(id: #0, action: .detail(.titleChanged)))), but the test did not assert it:

        − "Engineering"
        + "Standup"

      Expected: −, Actual: +
      Assert it in the step's trailing closure, through any path that reaches it: `{ $0.….value = … }`.
      """
    ]) {
      await store.send(.path(.element(id: 0, action: .detail(.titleChanged("Standup")))))
    }
  }
}

extension SharedKey where Value == [SyncUpsStackTests.SyncUp] {
  /// The sync-ups, kept in a file.
  static let syncUps = SharedKey.file("syncUps.json", default: [])
}
