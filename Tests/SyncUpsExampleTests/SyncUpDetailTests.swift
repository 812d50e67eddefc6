import Arch
import ArchTesting
import Foundation
import Testing

@testable import SyncUpsExample

@Suite(.sharedValues())
struct SyncUpDetailTests {
  @Test
  func edit() async {
    var syncUp = SyncUp.mock
    let store = TestStore(
      initialState: SyncUpDetail.State(syncUp: Shared(syncUp, name: "syncUp")),
      feature: SyncUpDetail.feature, environment: .unimplemented)

    await store.send(.editButtonTapped) {
      $0.destination = .edit(SyncUpForm.State(syncUp: syncUp))
    }

    syncUp.title = "Blob's Meeting"
    await store.send(.edit(.binding(.set(\.syncUp.title, "Blob's Meeting")))) {
      $0.destination[case: SyncUpDetail.Destination.edit]?.syncUp.title = "Blob's Meeting"
    }

    await store.send(.doneEditingButtonTapped) {
      $0.destination = nil
      $0.syncUp.value.title = "Blob's Meeting"
    }
  }

  @Test
  func cancelEdit() async {
    let store = TestStore(
      initialState: SyncUpDetail.State(syncUp: Shared(.mock, name: "syncUp")),
      feature: SyncUpDetail.feature, environment: .unimplemented)

    await store.send(.editButtonTapped) {
      $0.destination = .edit(SyncUpForm.State(syncUp: .mock))
    }
    await store.send(.edit(.binding(.set(\.syncUp.title, "Blob's Meeting")))) {
      $0.destination[case: SyncUpDetail.Destination.edit]?.syncUp.title = "Blob's Meeting"
    }
    await store.send(.cancelEditButtonTapped) {
      $0.destination = nil
    }
  }

  @Test(.sharedValues { $0[.syncUps] = [.mock] })
  func delete() async throws {
    let store = TestStore(
      initialState: SyncUpDetail.State(syncUp: try #require(Shared(.syncUps)[id: SyncUp.mock.id])),
      feature: SyncUpDetail.feature, environment: .unimplemented, dismissedBy: .dismiss)

    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.deleteSyncUp)
    }
    await store.send(.alert(.confirmDeletion)) {
      $0.destination = nil
      Shared(.syncUps).value = []
    }
    await store.receive(.dismiss)
    #expect(store.isDismissed)
  }

  @Test
  func cancelDeletion() async {
    let store = TestStore(
      initialState: SyncUpDetail.State(
        destination: .alert(.deleteSyncUp), syncUp: Shared(.mock, name: "syncUp")),
      feature: SyncUpDetail.feature, environment: .unimplemented)

    await store.send(.alert(nil)) {
      $0.destination = nil
    }
  }

  @Test
  func startMeeting() async {
    let syncUp = Shared(SyncUp.mock, name: "syncUp")
    let store = TestStore(
      initialState: SyncUpDetail.State(syncUp: syncUp), feature: SyncUpDetail.feature,
      environment: .unimplemented)

    await store.send(.startMeetingButtonTapped)
    await store.receive(.delegate(.startMeeting(syncUp)))
  }

  @Test
  func deleteMeetings() async {
    var syncUp = SyncUp.mock
    syncUp.meetings = [Meeting(id: UUID(0), date: Date(timeIntervalSince1970: 0), transcript: "Hi")]
    let store = TestStore(
      initialState: SyncUpDetail.State(syncUp: Shared(syncUp, name: "syncUp")),
      feature: SyncUpDetail.feature, environment: .unimplemented)

    await store.send(.deleteMeetings(atOffsets: [0])) {
      $0.syncUp.value.meetings = []
    }
  }
}
