import Arch
import ArchTesting
import Testing

/// Alerts and confirmation dialogs the runtime dismisses: tapped through the view, with the cleared
/// presentation in the step's state change.
@Suite struct TestStoreAlertTests {
  private func trashStore() -> TestStore<PresentedAlert<PresentedAlert<Trash, AlertState<Trash.AlertAction>>, ConfirmationDialogState<Trash.DialogAction>>> {
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
    let issues = await withIssueCapture {
      await store.tap(button: "Empty trash") { $0.alert = Trash.emptyAlert }
      await store.tap(button: .button("Empty").within(.role(.alert))) { $0.items = [] }
    }
    #expect(issues.map(\.message) == [""])
  }

  @Test func aTapOnAnAlertThatIsGoneIsReported() async {
    let store = trashStore()
    let issues = await withIssueCapture {
      await store.send(.alert(.confirmEmpty)) { $0.items = [] }
    }
    #expect(issues.map(\.message) == [""])
  }
}
