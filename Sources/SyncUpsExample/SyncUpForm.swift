import Arch
import Foundation

/// The form that adds a sync-up or edits one: its title, length and attendees.
struct SyncUpForm: EffectReducer {
  struct State: Equatable, Sendable {
    var focus: Field? = .title
    var syncUp: SyncUp
  }

  enum Field: Hashable, Sendable {
    case attendee(Attendee.ID)
    case title
  }

  enum Action: Equatable, Sendable {
    case addAttendeeButtonTapped
    case binding(BindingAction<State>)
    case deleteAttendees(atOffsets: IndexSet)
  }

  static var feature: some Feature<State, Action, Action, SyncUpsEnvironment> & Sendable {
    SyncUpForm().combined(with: Bindings(CaseOf(Action.binding)))
  }

  func reduce(into state: inout State, action: Action, environment: SyncUpsEnvironment) -> Effect<Action> {
    switch action {
    case .addAttendeeButtonTapped:
      let attendee = Attendee(id: environment.uuid())
      state.syncUp.attendees.append(attendee)
      state.focus = .attendee(attendee.id)
    case .binding:
      break
    case .deleteAttendees(let offsets):
      state.syncUp.attendees.remove(atOffsets: offsets)
      if state.syncUp.attendees.isEmpty {
        state.syncUp.attendees.append(Attendee(id: environment.uuid()))
      }
      // Focus moves to the attendee now where the first deleted one was, or to the last one.
      let index = min(offsets.first ?? 0, state.syncUp.attendees.count - 1)
      state.focus = .attendee(state.syncUp.attendees[index].id)
    }
    return .none
  }
}
