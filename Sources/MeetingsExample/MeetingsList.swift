import Arch

/// The meetings example in one place: a list whose rows have their own effects, an editor sheet, a
/// detail screen with a timer, and a confirmation alert, composed from a split-shape parent and
/// children of both shapes.
///
/// ```swift
/// let store = Store(initialState: MeetingsState(), feature: MeetingsList.feature, environment: environment)
/// store.send(.addTapped)
/// ```
public enum MeetingsList {
  /// Turns the list's own actions into events; the children's actions are theirs.
  ///
  /// ```swift
  /// SplitFeature(presenter: MeetingsList.Presenter(), reducer: MeetingsList.Reducer())
  /// ```
  public struct Presenter: Arch.Presenter, Sendable {
    /// Makes the presenter.
    ///
    /// ```swift
    /// MeetingsList.Presenter()
    /// ```
    public init() {}

    /// The events of an action, read after the child it was for has run.
    ///
    /// ```swift
    /// MeetingsList.Presenter().present(.addTapped, state: state, environment: environment)
    /// ```
    public func present(_ action: MeetingsAction, state: MeetingsState, environment: MeetingsEnvironment)
      -> Effect<MeetingsEvent>
    {
      switch action {
      case .addTapped:
        return .send(.editorDidOpen(MeetingEditor.State()))
      case .row(let id, .openTapped):
        guard let row = state.rows[id: id] else { return .none }
        return .send(.detailDidOpen(row.meeting))
      case .row(let id, .deleteTapped):
        guard let row = state.rows[id: id] else { return .none }
        return .send(.deletionDidAsk(row.meeting))
      case .editor(.saveTapped):
        guard let form = state.destination[case: MeetingsDestination.editor] else { return .none }
        let meeting = Meeting(id: form.meetingID ?? state.nextID, title: form.title, minutes: form.minutes)
        return .send(.meetingDidSave(meeting))
      case .alert(.confirmDeletion(let id)):
        return .send(.meetingDidDelete(id))
      case .alert(.cancelTapped), .alert(nil):
        return .send(.alertDidClose)
      case .row, .editor, .detail:
        return .none
      }
    }
  }

  /// Applies the list's own events.
  ///
  /// ```swift
  /// MeetingsList.Reducer().reducing(state, event: .alertDidClose).destination // nil
  /// ```
  public struct Reducer: Arch.Reducer, Sendable {
    /// Makes the reducer.
    ///
    /// ```swift
    /// MeetingsList.Reducer()
    /// ```
    public init() {}

    /// Applies one event.
    ///
    /// ```swift
    /// MeetingsList.Reducer().reduce(&state, event: .meetingDidDelete(1))
    /// ```
    public func reduce(_ state: inout MeetingsState, event: MeetingsEvent) {
      switch event {
      case .editorDidOpen(let form):
        state.destination = .editor(form)
      case .detailDidOpen(let meeting):
        state.destination = .detail(MeetingDetail.State(meeting: meeting))
      case .deletionDidAsk(let meeting):
        state.destination = .alert(.deletion(of: meeting))
      case .meetingDidSave(let meeting):
        if state.rows[id: meeting.id] == nil {
          state.rows.append(MeetingRow.State(meeting: meeting))
          state.nextID += 1
        } else {
          state.rows[id: meeting.id]?.meeting = meeting
        }
        state.destination = nil
      case .meetingDidDelete(let id):
        state.rows[id: id] = nil
        state.destination = nil
      case .alertDidClose:
        state.destination = nil
      case .row, .editor, .detail:
        break
      }
    }
  }

  /// The list and its children, composed.
  ///
  /// ```swift
  /// let store: TestStore<MeetingsList.Composed> = TestStore(
  ///   initialState: MeetingsState(), feature: MeetingsList.feature, environment: environment)
  /// ```
  public typealias Composed = PresentedChild<
    PresentedChild<ForEachChild<SplitFeature<Presenter, Reducer>, MeetingRow>, MeetingEditor.Composed>,
    MeetingDetail.Composed
  >

  /// The whole example as one feature.
  ///
  /// ```swift
  /// TestStore(initialState: MeetingsState(), feature: MeetingsList.feature, environment: environment)
  /// ```
  public static var feature: Composed {
    SplitFeature(presenter: Presenter(), reducer: Reducer())
      .forEach(
        MeetingRow(), state: \MeetingsState.rows, action: CaseOf(MeetingsAction.row),
        output: CaseOf(MeetingsEvent.row), environment: { $0 }
      )
      .presenting(
        MeetingEditor.feature, state: \MeetingsState.destination, case: CaseOf(MeetingsDestination.editor),
        action: CaseOf(MeetingsAction.editor), output: CaseOf(MeetingsEvent.editor),
        environment: { _ in () }, dismissedBy: .dismiss
      )
      .presenting(
        MeetingDetail.feature, state: \MeetingsState.destination, case: CaseOf(MeetingsDestination.detail),
        action: CaseOf(MeetingsAction.detail), output: CaseOf(MeetingsEvent.detail),
        environment: \.clock, dismissedBy: .dismiss)
  }

  /// The list's view, with the presented screen drawn over it.
  ///
  /// ```swift
  /// TestStore(initialState: MeetingsState(), feature: MeetingsList.feature, environment: environment,
  ///           view: MeetingsList.View())
  /// ```
  public struct View: ViewBuilder {
    /// Makes the view.
    ///
    /// ```swift
    /// MeetingsList.View()
    /// ```
    public init() {}

    /// The list, then the presented screen.
    ///
    /// ```swift
    /// MeetingsList.View().view(for: state).tap(button: "New meeting") // .addTapped
    /// ```
    public func view(for state: MeetingsState) -> ViewNode<MeetingsAction> {
      .vstack {
        ViewNode.button("New meeting", sends: .addTapped)
        ViewNode.list(id: "meetings", rows: state.rows.map(row))
        switch state.destination {
        case .editor(let form): MeetingEditor.View().view(for: form).map(MeetingsAction.editor)
        case .detail(let detail): MeetingDetail.View().view(for: detail).map(MeetingsAction.detail)
        case .alert(let alert): ViewNode.alert(alert).map(MeetingsAction.alert)
        case nil: []
        }
      }
    }

    private func row(_ row: MeetingRow.State) -> ViewNode<MeetingsAction> {
      ViewNode<MeetingRow.Action>.row(id: "\(row.id)") {
        ViewNode.text(row.meeting.title)
        ViewNode.text(row.attendance.map { "\($0) came last time" } ?? "Attendance unknown")
        ViewNode.button("Refresh", sends: .refreshTapped).disabled(row.isRefreshing)
        ViewNode.button("Open", sends: .openTapped)
        ViewNode.button("Delete", sends: .deleteTapped)
      }
      .map { MeetingsAction.row(id: row.id, action: $0) }
    }
  }
}
