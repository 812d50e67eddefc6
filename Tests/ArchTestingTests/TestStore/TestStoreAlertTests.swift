import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// Alerts and confirmation dialogs the runtime dismisses: tapped through the view, with the cleared
/// presentation in the step's state change.
@Suite struct TestStoreAlertTests {
  private typealias Presented = PresentedDialog<
    PresentedDialog<Trash, AlertState<Trash.AlertAction>>, ConfirmationDialogState<Trash.DialogAction>
  >

  private func trashStore() -> TestStore<Presented> {
    TestStore(initialState: Trash.State(), feature: Trash.feature, environment: (), view: Trash.View())
  }

  @Test func aDestructiveButtonSendsItsActionAndDismissesTheAlert() async {
    let store = trashStore()
    await store.tap(button: "Empty trash") { $0.alert = Trash.emptyAlert }
    await store.tap(button: .button("Empty").within(.role(.alert))) {
      $0.alert = nil
      $0.items = []
    }
    await store.finish()
  }

  @Test func aButtonWithNoActionOnlyDismisses() async {
    let store = trashStore()
    await store.tap(button: "Empty trash") { $0.alert = Trash.emptyAlert }
    await store.tap(button: .button("Cancel").within(.role(.alert))) { $0.alert = nil }
    await store.finish()
  }

  @Test func aDialogChoiceDismissesTheDialogAndMayPresentAnAlert() async {
    let store = trashStore()
    await store.tap(button: "Options") { $0.dialog = Trash.optionsDialog }
    await store.tap(button: .button("Archive").within(.role(.confirmationDialog))) {
      $0.dialog = nil
      $0.items = ["b", "c"]
      $0.alert = Trash.archivedAlert
    }
    await store.tap(button: .button("OK").within(.role(.alert))) { $0.alert = nil }
    await store.finish()
  }

  @Test func theViewShowsRolesAndTheDialog() {
    let view = Trash.View().view(for: Trash.State(alert: Trash.emptyAlert, dialog: Trash.optionsDialog))
    #expect(
      view.rendered == """
        vstack
          button "Empty trash" → .emptyTapped
          button "Options" → .optionsTapped
          text "a"
          text "b"
          text "c"
          alert "Empty the trash?" "Its items go for good."
            button "Empty" → .alert(.confirmEmpty) [destructive]
            button "Cancel" → .alert(nil) [cancel]
          confirmationDialog "First item"
            button "Delete" → .dialog(.deleteFirst) [destructive]
            button "Archive" → .dialog(.archiveFirst)
            button "Cancel" → .dialog(nil) [cancel]
        """)
  }

  @Test func anExpectationThatForgetsTheDismissalShowsItInTheDiff() async {
    let store = trashStore()
    await expectIssues([
      """
      State after step 2, tap(button: button "Empty" within alert) is not what the test expected:

          Trash.State(
            items: [],
        −   alert: AlertState<Trash.AlertAction>(
        −     title: "Empty the trash?",
        −     message: "Its items go for good.",
        −     buttons: [
        −       [0]: AlertButton<Trash.AlertAction>(
        −         label: "Empty",
        −         role: .destructive,
        −         action: .confirmEmpty
        −       ),
        −       [1]: AlertButton<Trash.AlertAction>(
        −         label: "Cancel",
        −         role: .cancel,
        −         action: nil
        −       )
        −     ]
        −   ),
        +   alert: nil,
            … (1 unchanged)
          )

      Expected: −, Actual: +
      Fix the expectation in the trailing closure, or the feature if the actual state is wrong.
      """
    ]) {
      await store.tap(button: "Empty trash") { $0.alert = Trash.emptyAlert }
      await store.tap(button: .button("Empty").within(.role(.alert))) { $0.items = [] }
    }
  }

  @Test func aTapOnAnAlertThatIsGoneIsReported() async {
    let store = trashStore()
    await expectIssues([
      """
      .alert(.confirmEmpty) was sent from the alert or dialog at \\State.alert, which is not \
      presented: it was dismissed already, or never shown. The feature still handled the action. \
      Send a button's action only while its alert is shown.
      (Reported while running step 1, send(.alert(.confirmEmpty)).)
      """
    ]) {
      await store.send(.alert(.confirmEmpty)) { $0.items = [] }
    }
  }

  enum Destination: Equatable, Sendable {
    case alert(AlertState<Trash.AlertAction>)
    case editor(String)
  }

  enum ScreenAction: Equatable, Sendable {
    case showAlert
    case showEditor
    case alert(Trash.AlertAction?)
  }

  @Test func anAlertInADestinationCaseIsClearedOnlyWhileItIsShown() async {
    let screen = Reduce<Destination?, ScreenAction, Void> { state, action, _ in
      switch action {
      case .showAlert: state = .alert(Trash.archivedAlert)
      case .showEditor: state = .editor("draft")
      case .alert: break
      }
      return .none
    }
    .presentingDialog(state: \.self, case: CaseOf(Destination.alert), action: CaseOf(ScreenAction.alert))
    let store = TestStore(initialState: nil, feature: screen, environment: ())
    await store.send(.showAlert) { $0 = .alert(Trash.archivedAlert) }
    await store.send(.alert(nil)) { $0 = nil }
    await store.send(.showEditor) { $0 = .editor("draft") }
    await expectIssues([
      """
      .alert(nil) was sent from the alert or dialog at \\Optional<Destination>.self as \
      AlertState<Trash.AlertAction>, which is not presented: it was dismissed already, or never shown. \
      The feature still handled the action. Send a button's action only while its alert is shown.
      (Reported while running step 4, send(.alert(nil)).)
      """
    ]) {
      await store.send(.alert(nil))
    }
    #expect(store.state == .editor("draft"), "a tap for an alert that is gone leaves the editor alone")
  }
}
