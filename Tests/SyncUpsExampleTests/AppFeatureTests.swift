import Arch
import ArchTesting
import Foundation
import Testing

@testable import SyncUpsExample

@Suite(.sharedValues())
struct AppFeatureTests {
  @Test(.sharedValues { $0[.syncUps] = [.mock] })
  func detailEdit() async throws {
    let syncUp = SyncUp.mock
    let store = TestStore(
      initialState: AppFeature.State(), feature: AppFeature.feature, environment: .unimplemented)

    let sharedSyncUp = try #require(Shared(.syncUps)[id: syncUp.id])

    await store.send(.path(.push(.detail(SyncUpDetail.State(syncUp: sharedSyncUp))))) {
      $0.path.push(.detail(SyncUpDetail.State(syncUp: sharedSyncUp)))
    }

    await store.send(.path(.element(id: 0, action: .detail(.editButtonTapped)))) {
      $0.path[id: 0, as: SyncUpDetail.self]?.destination = .edit(SyncUpForm.State(syncUp: syncUp))
    }

    await store.send(.path(.element(id: 0, action: .detail(.edit(.binding(.set(\.syncUp.title, "Blob"))))))) {
      $0.path[id: 0, as: SyncUpDetail.self]?.destination[case: SyncUpDetail.Destination.edit]?.syncUp.title =
        "Blob"
    }

    await store.send(.path(.element(id: 0, action: .detail(.doneEditingButtonTapped)))) {
      $0.path[id: 0, as: SyncUpDetail.self]?.destination = nil
      $0.path[id: 0, as: SyncUpDetail.self]?.syncUp.title.value = "Blob"
    }
    .finish()
  }

  @Test(.sharedValues { $0[.syncUps] = [.mock] })
  func delete() async throws {
    let store = TestStore(
      initialState: AppFeature.State(), feature: AppFeature.feature, environment: .unimplemented)

    let sharedSyncUp = try #require(Shared(.syncUps)[id: SyncUp.mock.id])

    await store.send(.path(.push(.detail(SyncUpDetail.State(syncUp: sharedSyncUp))))) {
      $0.path.push(.detail(SyncUpDetail.State(syncUp: sharedSyncUp)))
    }

    await store.send(.path(.element(id: 0, action: .detail(.deleteButtonTapped)))) {
      $0.path[id: 0, as: SyncUpDetail.self]?.destination = .alert(.deleteSyncUp)
    }

    await store.send(.path(.element(id: 0, action: .detail(.alert(.confirmDeletion))))) {
      $0.path[id: 0, as: SyncUpDetail.self]?.destination = nil
      $0.syncUpsList.syncUps.value = []
    }

    await store.receive(.path(.element(id: 0, action: .detail(.dismiss)))) {
      $0.path.pop(from: 0)
    }
  }

  @Test
  func startMeetingPushesTheRecordingScreen() async {
    let sharedSyncUp = Shared(SyncUp.mock, name: "syncUp")
    let store = TestStore(
      initialState: AppFeature.State(path: [.detail(SyncUpDetail.State(syncUp: sharedSyncUp))]),
      feature: AppFeature.feature, environment: .unimplemented)

    await store.send(.path(.element(id: 0, action: .detail(.startMeetingButtonTapped))))
    await store.receive(.path(.element(id: 0, action: .detail(.delegate(.startMeeting(sharedSyncUp)))))) {
      $0.path.push(.record(RecordMeeting.State(syncUp: sharedSyncUp)))
    }
  }

  @Test
  func recording() async {
    let sharedSyncUp = Shared(SyncUp.threeAttendees, name: "syncUp")
    let store = TestStore(
      initialState: AppFeature.State(
        path: [
          .detail(SyncUpDetail.State(syncUp: sharedSyncUp)),
          .record(RecordMeeting.State(syncUp: sharedSyncUp)),
        ]),
      feature: AppFeature.feature,
      environment: .recording(on: ImmediateClock(), speech: .saying("I completed the project")))

    await store.withExhaustivity(.off) {
      await store.send(.path(.element(id: 1, action: .record(.onTask))))
      await store.receive(.path(.element(id: 1, action: .record(.dismiss)))) {
        #expect($0.path.count == 1)
      }
    }
    await store.finish()
    store.assert {
      $0.path[id: 0, as: SyncUpDetail.self]?.syncUp.value.meetings = [
        .saved(transcript: "I completed the project")
      ]
    }
  }
}
