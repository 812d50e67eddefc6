import Arch

/// The editor sheet: a form whose fields are bound to the state with one binding action, a Save the
/// parent handles, and a Cancel that dismisses the sheet.
///
/// ```swift
/// let store = TestStore(initialState: MeetingEditor.State(), feature: MeetingEditor.feature,
///                       environment: ())
/// await store.send(.binding(.set(\.title, "Retro"))) { $0.title = "Retro" }
/// ```
public enum MeetingEditor {
  /// The form.
  public struct State: Equatable, Sendable {
    /// The meeting being edited, or `nil` for a new one.
    public var meetingID: Meeting.ID?
    /// The title field.
    public var title: String
    /// The length, in minutes.
    public var minutes: Int
    /// The "remind me" switch.
    public var remindsMe: Bool

    /// Makes a form, empty by default.
    ///
    /// ```swift
    /// MeetingEditor.State(meetingID: 1, title: "Standup", minutes: 15)
    /// ```
    public init(meetingID: Meeting.ID? = nil, title: String = "", minutes: Int = 30, remindsMe: Bool = false) {
      self.meetingID = meetingID
      self.title = title
      self.minutes = minutes
      self.remindsMe = remindsMe
    }
  }

  /// What the form sends.
  public enum Action: Equatable, Sendable {
    /// A field changed.
    case binding(BindingAction<State>)
    /// Save: the parent takes the meeting and closes the sheet.
    case saveTapped
    /// Cancel: the sheet asks to be dismissed.
    case cancelTapped
    /// The sheet asks its parent to dismiss it.
    case dismiss
  }

  /// The editor's own logic, apart from its bindings.
  public struct Core: EffectReducer, Sendable {
    /// The form.
    public typealias State = MeetingEditor.State
    /// What the form sends.
    public typealias Action = MeetingEditor.Action

    /// Makes the logic.
    public init() {}

    /// Cancel asks for dismissal; everything else is the bindings' or the parent's.
    public func reduce(into state: inout State, action: Action, environment: Void) -> Effect<Action> {
      switch action {
      case .cancelTapped: return .send(.dismiss)
      case .binding, .saveTapped, .dismiss: return .none
      }
    }
  }

  /// The editor's logic joined with the bindings of its fields.
  public typealias Composed = Combined<Core, Bindings<State, Action, Action, Void>>

  /// The feature to embed or test.
  ///
  /// ```swift
  /// TestStore(initialState: MeetingEditor.State(), feature: MeetingEditor.feature, environment: ())
  /// ```
  public static var feature: Composed { Core().combined(with: Bindings(CaseOf(Action.binding))) }

  /// The form's view: every field bound to the state.
  public struct View: ViewBuilder {
    /// Makes the view.
    public init() {}

    /// The form.
    public func view(for state: State) -> ViewNode<Action> {
      .vstack {
        ViewNode.textField("Title", binding: \.title, of: state, sends: Action.binding)
        ViewNode.toggle("Remind me", binding: \.remindsMe, of: state, sends: Action.binding)
        ViewNode.text("\(state.minutes) min")
        ViewNode.button("Save", sends: .saveTapped).disabled(state.title.isEmpty)
        ViewNode.button("Cancel", sends: .cancelTapped)
      }
    }
  }
}
