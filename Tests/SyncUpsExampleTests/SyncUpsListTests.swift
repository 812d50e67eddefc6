import Arch
import ArchTesting
import Foundation
import Testing

@testable import SyncUpsExample

@Suite(.sharedValues())
struct SyncUpsListTests {
  @Test
  func add() async {
    let store = TestStore(
      initialState: SyncUpsList.State(), feature: SyncUpsList.feature,
      environment: .unimplemented.with { $0.uuid = .incrementingFromZero })

    var syncUp = SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1))])
    await store.send(.addSyncUpButtonTapped) {
      $0.addSyncUp = SyncUpForm.State(syncUp: syncUp)
    }

    syncUp.title = "Engineering"
    await store.send(.addSyncUp(.binding(.set(\.syncUp.title, "Engineering")))) {
      $0.addSyncUp?.syncUp.title = "Engineering"
    }

    syncUp.attendees[0].name = "Blob"
    await store.send(.addSyncUp(.binding(.set(\.syncUp.attendees[0].name, "Blob")))) {
      $0.addSyncUp?.syncUp.attendees[0].name = "Blob"
    }

    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.addSyncUp = nil
      $0.syncUps.value = [syncUp]
    }
  }

  @Test
  func addAndConfirmValidatesAttendees() async {
    let syncUp = SyncUp(
      id: UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!,
      attendees: [Attendee(id: UUID(), name: ""), Attendee(id: UUID(), name: "    ")],
      title: "Design")
    let store = TestStore(
      initialState: SyncUpsList.State(addSyncUp: SyncUpForm.State(syncUp: syncUp)),
      feature: SyncUpsList.feature,
      environment: .unimplemented.with { $0.uuid = .incrementingFromZero })

    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.addSyncUp = nil
      $0.syncUps.value = [
        SyncUp(id: syncUp.id, attendees: [Attendee(id: UUID(0))], title: "Design")
      ]
    }
  }

  @Test
  func syncUpsAreReadFromAndSavedToTheirFile() async throws {
    let disk = InMemorySharedStorage([.file("sync-ups.json"): try JSONEncoder().encode([SyncUp.mock])])
    try await SharedValues.withCurrent(SharedValues(storage: disk.storage)) {
      let store = TestStore(
        initialState: SyncUpsList.State(), feature: SyncUpsList.feature, environment: .unimplemented)
      #expect(store.state.syncUps.value == [.mock])

      await store.send(.onDelete([0])) { $0.syncUps.value = [] }
      let saved = try #require(disk.data(at: .file("sync-ups.json")))
      #expect(try JSONDecoder().decode([SyncUp].self, from: saved) == [])
    }
  }
}
