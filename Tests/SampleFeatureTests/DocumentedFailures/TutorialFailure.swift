import Arch
import ArchTesting
import SampleFeature

/// The deliberately failing tests whose output the tutorial article shows, each named like its block
/// there (`<!-- failure-output:state-mismatch -->`).
///
/// Each fails exactly once, inside a capture, so
/// the suite stays green and ``FailureOutputTests`` can compare the message with the document.
enum TutorialFailure: String, DocumentedFailure {
  /// The tutorial article, which shows every case's block.
  var document: String { "Sources/ArchTesting/ArchTesting.docc/GroceryListTutorial.md" }

  /// A story through a reducer that forgets to clear the problem when loading starts again.
  case stateMismatch = "state-mismatch"
  /// A story that never receives the save that follows a reload.
  case forgottenEvent = "forgotten-event"
  /// A presenter test expecting the wrong error message.
  case wrongEvent = "wrong-event"
  /// A view test tapping a button the screen does not show.
  case missingButton = "missing-button"

  /// The failure messages the broken test reports.
  func messages() async -> [String] {
    let issues = await withIssueCapture {
      switch self {
      case .stateMismatch: await retryThroughAForgetfulReducer()
      case .forgottenEvent: await reloadWithoutReceivingTheSave()
      case .wrongEvent: expectTheWrongErrorMessage()
      case .missingButton: tapRetryOnACalmScreen()
      }
    }
    return issues.map(\.message)
  }

  private func retryThroughAForgetfulReducer() async {
    let store = TestStore(
      initialState: GroceryState(problem: .loadingFailed("Offline")),
      feature: SplitFeature(presenter: GroceryPresenter(), reducer: ForgetfulGroceryReducer()),
      environment: .test(api: .returning([.milk]), storage: .inMemory(), clock: TestClock()))
    await store.send(.retryTapped)
    await store.receive(.loadingDidStart) {
      $0.isLoading = true
      $0.problem = nil
    }
    await store.receive(.itemsDidLoad([.milk])) { $0.items = [.milk] }
    await store.receive(.loadingDidStop) { $0.isLoading = false }
    await store.receive(.listDidSave)
    await store.finish()
  }

  private func reloadWithoutReceivingTheSave() async {
    let store = TestStore(
      initialState: GroceryState(), feature: GroceryList.feature,
      environment: .test(api: .returning([.milk]), storage: .inMemory(), clock: TestClock()))
    await store.send(.reloadTapped)
    await store.receive(.loadingDidStart) { $0.isLoading = true }
    await store.receive(.itemsDidLoad([.milk])) { $0.items = [.milk] }
    await store.receive(.loadingDidStop) { $0.isLoading = false }
    await store.finish()
  }

  private func expectTheWrongErrorMessage() {
    let events = EffectRecorder(
      GroceryPresenter(), sending: .reloadTapped, state: GroceryState(),
      environment: .test(api: .failing("The server is unreachable."), clock: TestClock()))
    events.expect(exactly: [.loadingDidStart, .loadingDidFail("Offline"), .loadingDidStop])
    events.finish()
  }

  private func tapRetryOnACalmScreen() {
    let screen = GroceryList.view.view(for: GroceryState(items: [.milk]))
    _ = screen.tap(button: "Retry")
  }
}
