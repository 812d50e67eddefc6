import Arch
import Foundation

/// A recurring meeting: who attends, how long it lasts, and what was said each time.
struct SyncUp: Equatable, Identifiable, Codable, Sendable {
  let id: UUID
  var attendees: [Attendee] = []
  var duration: Duration = .seconds(60 * 5)
  var meetings: [Meeting] = []
  var title = ""

  /// How long each attendee speaks: the meeting split evenly, at least one second each.
  var durationPerAttendee: Duration {
    attendees.isEmpty ? duration : max(duration / attendees.count, .seconds(1))
  }
}

struct Attendee: Equatable, Identifiable, Codable, Sendable {
  let id: UUID
  var name = ""
}

/// One recorded meeting of a sync-up.
struct Meeting: Equatable, Identifiable, Codable, Sendable {
  let id: UUID
  var date: Date
  var transcript: String
}

extension SharedKey where Value == [SyncUp] {
  /// Every sync-up, kept in a file: the list, the detail and the recording screen share it.
  static let syncUps = SharedKey.file("sync-ups.json", default: [])
}

extension SyncUp {
  /// A sync-up to start a preview or a test from.
  static let mock = SyncUp(
    id: UUID(),
    attendees: [Attendee(id: UUID(), name: "Blob"), Attendee(id: UUID(), name: "Blob Jr")],
    duration: .seconds(60),
    title: "Design")
}
