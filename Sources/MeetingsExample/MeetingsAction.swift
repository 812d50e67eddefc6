import Arch

/// What the list's screen sends: its own buttons, and every child's actions wrapped in its case.
///
/// ```swift
/// await store.send(.row(id: 1, action: .refreshTapped)) { $0.rows[id: 1]?.isRefreshing = true }
/// ```
public nonisolated enum MeetingsAction: Equatable, Sendable {
  /// Opens the editor for a new meeting.
  case addTapped
  /// An action of the row with this id.
  case row(id: Meeting.ID, action: MeetingRow.Action)
  /// An action of the editor sheet.
  case editor(MeetingEditor.Action)
  /// An action of the detail screen.
  case detail(MeetingDetail.Action)
  /// A button of the alert: its action, or `nil` for a button that only dismisses.
  case alert(MeetingsAlertAction?)
}

/// What the list's effects emit: its own events, and every child's outputs wrapped in its case.
///
/// ```swift
/// await store.receive(.detail(.dismiss)) { $0.destination = nil }
/// ```
public nonisolated enum MeetingsEvent: Equatable, Sendable {
  /// An output of the row with this id.
  case row(id: Meeting.ID, action: MeetingRow.Action)
  /// An output of the editor sheet.
  case editor(MeetingEditor.Action)
  /// An event of the detail screen.
  case detail(MeetingDetail.Event)
  /// The editor opened on this form.
  case editorDidOpen(MeetingEditor.State)
  /// The detail screen opened on this meeting.
  case detailDidOpen(Meeting)
  /// Deleting this meeting needs confirming.
  case deletionDidAsk(Meeting)
  /// The editor saved this meeting.
  case meetingDidSave(Meeting)
  /// The meeting with this id was deleted.
  case meetingDidDelete(Meeting.ID)
  /// The alert was closed without deleting.
  case alertDidClose
}
