import Arch

/// The meetings list: its rows, and at most one presented screen.
///
/// ```swift
/// let state = MeetingsState(rows: [MeetingRow.State(meeting: standup)])
/// state.destination[case: MeetingsDestination.detail]?.isRunning // nil: no detail screen is open
/// ```
public nonisolated struct MeetingsState: Equatable, Sendable {
  /// One row per meeting, each running its own ``MeetingRow``.
  ///
  /// ```swift
  /// state.rows[id: 1]?.attendance // 8
  /// ```
  public var rows: [MeetingRow.State]
  /// The screen presented over the list, if any.
  ///
  /// ```swift
  /// state.destination[case: MeetingsDestination.editor]?.title
  /// ```
  public var destination: MeetingsDestination?
  /// The id the next new meeting gets.
  ///
  /// ```swift
  /// Meeting(id: state.nextID, title: "Retro", minutes: 45)
  /// ```
  public var nextID: Meeting.ID

  /// Makes a list.
  ///
  /// ```swift
  /// MeetingsState(rows: [MeetingRow.State(meeting: standup)], nextID: 2)
  /// ```
  public init(rows: [MeetingRow.State] = [], destination: MeetingsDestination? = nil, nextID: Meeting.ID = 1)
  {
    self.rows = rows
    self.destination = destination
    self.nextID = nextID
  }
}

/// The screens the list presents, one at a time.
///
/// ```swift
/// state.destination = .detail(MeetingDetail.State(meeting: standup))
/// ```
public nonisolated enum MeetingsDestination: Equatable, Sendable {
  /// The editor sheet.
  case editor(MeetingEditor.State)
  /// The detail screen with its timer.
  case detail(MeetingDetail.State)
  /// An alert.
  case alert(AlertState<MeetingsAlertAction>)
}

/// What the list's alerts send.
///
/// ```swift
/// MeetingsAction.alert(.confirmDeletion(id: 1))
/// ```
public nonisolated enum MeetingsAlertAction: Equatable, Sendable {
  /// Delete the meeting with this id.
  case confirmDeletion(id: Meeting.ID)
  /// Keep it.
  case cancelTapped
}

extension AlertState where Action == MeetingsAlertAction {
  /// The confirmation shown before deleting `meeting`.
  ///
  /// ```swift
  /// state.destination = .alert(.deletion(of: standup))
  /// ```
  public static func deletion(of meeting: Meeting) -> Self {
    AlertState(
      "Delete “\(meeting.title)”?", message: "Its attendance history goes too.",
      buttons: [
        AlertButton("Delete", sends: .confirmDeletion(id: meeting.id)),
        AlertButton("Cancel", sends: .cancelTapped),
      ])
  }
}
