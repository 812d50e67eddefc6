import Arch

/// The whole meetings app: the list of meetings at the root, an editor sheet to add one, and a
/// navigation stack of detail and recording screens, all over one shared, persisted list of meetings.
///
/// ```swift
/// let shared = SharedValues(storage: .live(directory: documents))
/// let store = Store(initialState: MeetingsApp.State(meetings: shared[.meetings]), feature: MeetingsApp.feature,
///                   environment: MeetingsAppEnvironment(clock: ContinuousClock(), speech: speech))
/// ```
public enum MeetingsApp {
  /// The app's state: the shared meetings the list shows, the add sheet, and the stack.
  ///
  /// ```swift
  /// MeetingsApp.State(meetings: shared[.meetings])
  /// ```
  public nonisolated struct State: Equatable, Sendable {
    /// Every meeting, shared with every screen and persisted.
    public var meetings: Shared<[Meeting]>
    /// The "new meeting" editor sheet, while it is open.
    public var editor: MeetingEditor.State?
    /// The screens pushed over the list.
    public var path: ScreenStack<Screen>

    /// Makes the app's state.
    ///
    /// ```swift
    /// MeetingsApp.State(meetings: shared[.meetings], path: [.detail(detail)])
    /// ```
    public init(
      meetings: Shared<[Meeting]>, editor: MeetingEditor.State? = nil, path: ScreenStack<Screen> = []
    ) {
      self.meetings = meetings
      self.editor = editor
      self.path = path
    }
  }

  /// The screens the stack holds.
  ///
  /// ```swift
  /// state.path[id: 0, case: MeetingsApp.Screen.detail]?.alert
  /// ```
  public nonisolated enum Screen: Equatable, Sendable {
    /// A meeting's detail.
    case detail(MeetingDetailScreen.State)
    /// A meeting being recorded.
    case record(RecordMeetingScreen.State)
  }

  /// What the app sends: the list's buttons, and each screen's actions by its id.
  ///
  /// ```swift
  /// await store.send(.meetingTapped(1)) { … }
  /// ```
  public nonisolated enum Action: Equatable, Sendable {
    /// Opens the editor sheet for a new meeting.
    case addTapped
    /// Pushes the detail of the meeting with this id.
    case meetingTapped(Meeting.ID)
    /// An action of the editor sheet.
    case editor(MeetingEditor.Action)
    /// An action of the detail screen with this id.
    case detail(id: ScreenID, action: MeetingDetailScreen.Action)
    /// An action of the recording screen with this id.
    case record(id: ScreenID, action: RecordMeetingScreen.Action)
    /// The person went back, to the screen with this id, or to the list.
    case popped(to: ScreenID?)
  }

  /// The list's own logic: adding meetings, pushing screens, going back.
  ///
  /// ```swift
  /// let effect = MeetingsApp.Core().reduce(into: &state, action: .addTapped, environment: environment)
  /// ```
  public struct Core: EffectReducer, Sendable {
    /// The screen's state.
    public typealias State = MeetingsApp.State
    /// The screen's actions.
    public typealias Action = MeetingsApp.Action

    /// Makes the logic.
    ///
    /// ```swift
    /// let core = MeetingsApp.Core()
    /// ```
    public init() {}

    /// Handles one action, after the screen it is for has handled it.
    ///
    /// ```swift
    /// let effect = core.reduce(into: &state, action: .meetingTapped(1), environment: environment)
    /// ```
    public func reduce(
      into state: inout State, action: Action, environment: MeetingsAppEnvironment
    ) -> Effect<Action> {
      switch action {
      case .addTapped:
        state.editor = MeetingEditor.State()
      case .editor(.saveTapped):
        guard let form = state.editor else { return .none }
        state.meetings.withLock { meetings in
          let id = (meetings.map(\.id).max() ?? 0) + 1
          meetings.append(Meeting(id: id, title: form.title, minutes: form.minutes))
        }
        state.editor = nil
      case .meetingTapped(let id):
        state.path.push(.detail(MeetingDetailScreen.State(meetings: state.meetings, meetingID: id)))
      case .detail(let id, .startTapped):
        guard let detail = state.path[id: id, case: Screen.detail] else { return .none }
        state.path.push(
          .record(RecordMeetingScreen.State(meetings: state.meetings, meetingID: detail.meetingID)))
      case .popped(let id):
        state.path.pop(to: id)
      case .editor, .detail, .record:
        break
      }
      return .none
    }
  }

  /// The whole app: the list with its sheet, and both kinds of screens on its stack.
  public typealias Feature = StackChild<
    StackChild<
      PresentedChild<Core, MeetingEditor.Composed>,
      PresentedChild<MeetingDetailScreen.Core, MeetingEditor.Composed>, Screen
    >,
    RecordMeetingScreen.Core, Screen
  >

  /// The whole app, composed.
  ///
  /// ```swift
  /// let store = TestStore(initialState: state, feature: MeetingsApp.feature, environment: environment)
  /// ```
  public static var feature: Feature {
    Core()
      .presenting(
        MeetingEditor.feature, state: \State.editor, action: CaseOf(Action.editor),
        output: CaseOf(Action.editor),
        environment: { _ in () }, dismissedBy: .dismiss
      )
      .stack(
        MeetingDetailScreen.feature, state: \State.path, case: CaseOf(Screen.detail),
        action: CaseOf(Action.detail), output: CaseOf(Action.detail), environment: { _ in () },
        dismissedBy: .dismiss
      )
      .stack(
        RecordMeetingScreen.Core(), state: \State.path, case: CaseOf(Screen.record),
        action: CaseOf(Action.record), output: CaseOf(Action.record), environment: { $0 },
        dismissedBy: .dismiss)
  }
}
