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
  ///
  /// ```swift
  /// MeetingEditor.State(title: "Retro", minutes: 45)
  /// ```
  public nonisolated struct State: Equatable, Sendable {
    /// The meeting being edited, or `nil` for a new one.
    ///
    /// ```swift
    /// form.meetingID ?? state.nextID
    /// ```
    public var meetingID: Meeting.ID?
    /// The title field.
    ///
    /// ```swift
    /// form.title // "Retro"
    /// ```
    public var title: String
    /// The length, in minutes.
    ///
    /// ```swift
    /// form.minutes // 30
    /// ```
    public var minutes: Int
    /// The "remind me" switch.
    ///
    /// ```swift
    /// form.remindsMe // false
    /// ```
    public var remindsMe: Bool

    /// Makes a form, empty by default.
    ///
    /// ```swift
    /// MeetingEditor.State(meetingID: 1, title: "Standup", minutes: 15)
    /// ```
    public init(meetingID: Meeting.ID? = nil, title: String = "", minutes: Int = 30, remindsMe: Bool = false)
    {
      self.meetingID = meetingID
      self.title = title
      self.minutes = minutes
      self.remindsMe = remindsMe
    }
  }

  /// What the form sends.
  ///
  /// ```swift
  /// await store.send(.binding(.set(\.title, "Retro"))) { $0.title = "Retro" }
  /// ```
  public nonisolated enum Action: Equatable, Sendable {
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
  ///
  /// ```swift
  /// MeetingEditor.Core().combined(with: Bindings(CaseOf(MeetingEditor.Action.binding)))
  /// ```
  public struct Core: EffectReducer, Sendable {
    /// The form.
    ///
    /// ```swift
    /// let form: MeetingEditor.Core.State = MeetingEditor.State()
    /// ```
    public typealias State = MeetingEditor.State
    /// What the form sends.
    ///
    /// ```swift
    /// let cancel: MeetingEditor.Core.Action = .cancelTapped
    /// ```
    public typealias Action = MeetingEditor.Action

    /// Makes the logic.
    ///
    /// ```swift
    /// MeetingEditor.Core()
    /// ```
    public init() {}

    /// Cancel asks for dismissal; everything else is the bindings' or the parent's.
    ///
    /// ```swift
    /// _ = MeetingEditor.Core().reduce(into: &form, action: .cancelTapped, environment: ()) // .send(.dismiss)
    /// ```
    public func reduce(into state: inout State, action: Action, environment: Void) -> Effect<Action> {
      switch action {
      case .cancelTapped: return .send(.dismiss)
      case .binding, .saveTapped, .dismiss: return .none
      }
    }
  }

  /// The editor's logic joined with the bindings of its fields.
  ///
  /// ```swift
  /// let feature: MeetingEditor.Composed = MeetingEditor.feature
  /// ```
  public typealias Composed = Combined<Core, Bindings<State, Action, Action, Void>>

  /// The feature to embed or test.
  ///
  /// ```swift
  /// TestStore(initialState: MeetingEditor.State(), feature: MeetingEditor.feature, environment: ())
  /// ```
  public static var feature: Composed { Core().combined(with: Bindings(CaseOf(Action.binding))) }

  /// The form's view: every field bound to the state.
  ///
  /// ```swift
  /// MeetingEditor.View().view(for: form).rendered
  /// ```
  public struct View: ViewBuilder {
    /// Makes the view.
    ///
    /// ```swift
    /// MeetingEditor.View()
    /// ```
    public init() {}

    /// The form.
    ///
    /// ```swift
    /// MeetingEditor.View().view(for: form).type("Retro", into: "Title")
    /// ```
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
