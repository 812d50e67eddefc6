import Arch

/// The detail screen of one meeting, pushed on the app's stack: edit it in a sheet, delete it after
/// an alert (the screen then pops itself), or start recording it (the app pushes the recording
/// screen).
///
/// It reads and changes the app's shared meetings.
///
/// ```swift
/// state.path.push(.detail(MeetingDetailScreen.State(meetings: state.meetings, meetingID: 1)))
/// ```
public enum MeetingDetailScreen {
  /// The screen's state: the shared meetings and which one it shows.
  ///
  /// ```swift
  /// MeetingDetailScreen.State(meetings: meetings, meetingID: standup.id)
  /// ```
  public nonisolated struct State: Equatable, Sendable {
    /// The app's meetings, shared with the list and the recording screen.
    public var meetings: Shared<[Meeting]>
    /// The meeting shown.
    public var meetingID: Meeting.ID
    /// The editor sheet, while it is open.
    public var editor: MeetingEditor.State?
    /// The deletion alert, while it is shown.
    public var alert: AlertState<AlertAction>?

    /// Makes the screen's state.
    ///
    /// ```swift
    /// MeetingDetailScreen.State(meetings: meetings, meetingID: 1)
    /// ```
    public init(
      meetings: Shared<[Meeting]>, meetingID: Meeting.ID, editor: MeetingEditor.State? = nil,
      alert: AlertState<AlertAction>? = nil
    ) {
      self.meetings = meetings
      self.meetingID = meetingID
      self.editor = editor
      self.alert = alert
    }

    /// The meeting shown, or `nil` once it is deleted.
    ///
    /// ```swift
    /// state.meeting?.title // "Standup"
    /// ```
    public var meeting: Meeting? { meetings.value[id: meetingID] }
  }

  /// The buttons of the deletion alert.
  ///
  /// ```swift
  /// MeetingDetailScreen.Action.alert(.confirmDeletion)
  /// ```
  public nonisolated enum AlertAction: Equatable, Sendable {
    /// Delete the meeting.
    case confirmDeletion
    /// Keep it.
    case cancelTapped
  }

  /// What the screen sends.
  ///
  /// ```swift
  /// await store.send(.detail(id: 0, action: .editTapped)) { … }
  /// ```
  public nonisolated enum Action: Equatable, Sendable {
    /// Opens the editor sheet on the meeting.
    case editTapped
    /// An action of the editor sheet.
    case editor(MeetingEditor.Action)
    /// Asks to delete the meeting.
    case deleteTapped
    /// A button of the alert.
    case alert(AlertAction)
    /// Starts recording the meeting: the app pushes the recording screen.
    case startTapped
    /// Pops the screen.
    case dismiss
  }

  /// The screen's own logic, without its editor sheet.
  ///
  /// ```swift
  /// let effect = MeetingDetailScreen.Core().reduce(into: &state, action: .deleteTapped, environment: ())
  /// ```
  public struct Core: EffectReducer, Sendable {
    /// The screen's state.
    public typealias State = MeetingDetailScreen.State
    /// The screen's actions.
    public typealias Action = MeetingDetailScreen.Action

    /// Makes the logic.
    ///
    /// ```swift
    /// let core = MeetingDetailScreen.Core()
    /// ```
    public init() {}

    /// Handles one action.
    ///
    /// ```swift
    /// let effect = core.reduce(into: &state, action: .editTapped, environment: ())
    /// ```
    public func reduce(into state: inout State, action: Action, environment: Void) -> Effect<Action> {
      switch action {
      case .editTapped:
        guard let meeting = state.meeting else { return .none }
        state.editor = MeetingEditor.State(
          meetingID: meeting.id, title: meeting.title, minutes: meeting.minutes)
      case .editor(.saveTapped):
        guard let form = state.editor else { return .none }
        state.meetings.withLock { meetings in
          meetings[id: state.meetingID]?.title = form.title
          meetings[id: state.meetingID]?.minutes = form.minutes
        }
        state.editor = nil
      case .deleteTapped:
        guard let meeting = state.meeting else { return .none }
        state.alert = .deletion(of: meeting)
      case .alert(.confirmDeletion):
        state.alert = nil
        state.meetings.withLock { $0[id: state.meetingID] = nil }
        return .send(.dismiss)
      case .alert(.cancelTapped):
        state.alert = nil
      case .editor, .startTapped, .dismiss:
        break
      }
      return .none
    }
  }

  /// The screen with its editor sheet.
  ///
  /// ```swift
  /// let feature = MeetingDetailScreen.feature
  /// ```
  public static var feature: PresentedChild<Core, MeetingEditor.Composed> {
    Core().presenting(
      MeetingEditor.feature, state: \State.editor, action: CaseOf(Action.editor),
      output: CaseOf(Action.editor), environment: { _ in () }, dismissedBy: .dismiss)
  }
}

extension AlertState where Action == MeetingDetailScreen.AlertAction {
  /// The confirmation the detail screen shows before deleting `meeting`.
  ///
  /// ```swift
  /// state.alert = .deletion(of: standup)
  /// ```
  public static func deletion(of meeting: Meeting) -> Self {
    AlertState(
      "Delete “\(meeting.title)”?", message: "Its recordings go too.",
      buttons: [AlertButton("Delete", sends: .confirmDeletion), AlertButton("Cancel", sends: .cancelTapped)])
  }
}
