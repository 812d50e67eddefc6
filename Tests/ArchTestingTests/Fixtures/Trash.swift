import Arch

/// An alert and a confirmation dialog presented by the runtime: a button with a role, a button that
/// only dismisses, and a choice that presents another alert in response.
struct Trash: EffectReducer {
  struct State: Equatable, Sendable {
    var items = ["a", "b", "c"]
    var alert: AlertState<AlertAction>?
    var dialog: ConfirmationDialogState<DialogAction>?
  }

  enum AlertAction: Equatable, Sendable {
    case confirmEmpty
  }

  enum DialogAction: Equatable, Sendable {
    case deleteFirst
    case archiveFirst
  }

  enum Action: Equatable, Sendable {
    case emptyTapped
    case optionsTapped
    case alert(AlertAction?)
    case dialog(DialogAction?)
  }

  static let emptyAlert = AlertState<AlertAction>(
    "Empty the trash?", message: "Its items go for good.",
    buttons: [.init("Empty", role: .destructive, sends: .confirmEmpty), .init("Cancel", role: .cancel)])

  static let optionsDialog = ConfirmationDialogState<DialogAction>(
    "First item",
    buttons: [
      .init("Delete", role: .destructive, sends: .deleteFirst), .init("Archive", sends: .archiveFirst),
      .init("Cancel", role: .cancel),
    ])

  static let archivedAlert = AlertState<AlertAction>("Archived", buttons: [.init("OK")])

  static let feature = Trash()
    .presentingDialog(state: \.alert, action: CaseOf(Action.alert))
    .presentingDialog(state: \.dialog, action: CaseOf(Action.dialog))

  func reduce(into state: inout State, action: Action, environment: Void) -> Effect<Action> {
    switch action {
    case .emptyTapped:
      state.alert = Self.emptyAlert
    case .optionsTapped:
      state.dialog = Self.optionsDialog
    case .alert(.confirmEmpty):
      state.items = []
    case .dialog(.deleteFirst):
      state.items.removeFirst()
    case .dialog(.archiveFirst):
      state.items.removeFirst()
      state.alert = Self.archivedAlert
    case .alert(nil), .dialog(nil):
      break
    }
    return .none
  }

  /// The trash, with its alert or dialog over it.
  struct View: ViewBuilder {
    func view(for state: State) -> ViewNode<Action> {
      .vstack {
        ViewNode.button("Empty trash", sends: .emptyTapped)
        ViewNode.button("Options", sends: .optionsTapped)
        for item in state.items { ViewNode.text(item) }
        if let alert = state.alert { ViewNode.alert(alert).map(Action.alert) }
        if let dialog = state.dialog { ViewNode.confirmationDialog(dialog).map(Action.dialog) }
      }
    }
  }
}
