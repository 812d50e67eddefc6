import Arch
import ArchTesting
import Foundation
import Testing

@testable import SyncUpsExample

struct SyncUpFormTests {
  @Test
  func addAttendee() async {
    let store = TestStore(
      initialState: SyncUpForm.State(syncUp: SyncUp(id: UUID(), title: "Engineering")),
      feature: SyncUpForm.feature,
      environment: .unimplemented.with { $0.uuid = .incrementingFromZero })

    await store.send(.addAttendeeButtonTapped) {
      $0.focus = .attendee(UUID(0))
      $0.syncUp.attendees = [Attendee(id: UUID(0))]
    }

    await store.send(.addAttendeeButtonTapped) {
      $0.focus = .attendee(UUID(1))
      $0.syncUp.attendees.append(Attendee(id: UUID(1)))
    }
  }

  @Test
  func focusAfterRemovingAttendee() async {
    let attendees = (1...4).map { Attendee(id: UUID($0)) }
    let store = TestStore(
      initialState: SyncUpForm.State(
        syncUp: SyncUp(id: UUID(), attendees: attendees, title: "Engineering")),
      feature: SyncUpForm.feature,
      environment: .unimplemented.with { $0.uuid = .incrementingFromZero })

    await store.send(.deleteAttendees(atOffsets: [0])) {
      $0.focus = .attendee(attendees[1].id)
      $0.syncUp.attendees = [attendees[1], attendees[2], attendees[3]]
    }

    await store.send(.deleteAttendees(atOffsets: [1])) {
      $0.focus = .attendee(attendees[3].id)
      $0.syncUp.attendees = [attendees[1], attendees[3]]
    }

    await store.send(.deleteAttendees(atOffsets: [1])) {
      $0.focus = .attendee(attendees[1].id)
      $0.syncUp.attendees = [attendees[1]]
    }

    await store.send(.deleteAttendees(atOffsets: [0])) {
      $0.focus = .attendee(UUID(0))
      $0.syncUp.attendees = [Attendee(id: UUID(0))]
    }
  }

  @Test
  func editingTheTitleThroughItsBinding() async {
    let store = TestStore(
      initialState: SyncUpForm.State(syncUp: SyncUp(id: UUID())), feature: SyncUpForm.feature,
      environment: .unimplemented)

    await store.send(.binding(.set(\.syncUp.title, "Engineering"))) {
      $0.syncUp.title = "Engineering"
    }
    await store.send(.binding(.set(\.focus, nil))) {
      $0.focus = nil
    }
  }
}
