import Arch
import ArchTesting
import Foundation
import SampleFeature

/// The session a tester recorded in the grocery app with the bug of ``ReportedGroceryReducer``:
/// the list loads, they tick Milk, type "Tea", wait for the suggestion, tap Add (and the suggestion
/// stays under the empty field), then delete Bread and reload.
///
/// It is recorded from the production `Store` running the buggy reducer, with the app's in-process
/// server (300 ms per call, never failing here) on a test clock, so the recording is the same on
/// every machine.
enum ReportedSession {
  /// What the tester did, and when, from the start of the session.
  static let script: [(time: Duration, action: GroceryAction)] = [
    (.zero, .appeared),
    (.milliseconds(1200), .toggleBoughtTapped(GroceryAPI.starterList[0].id)),
    (.milliseconds(2000), .draftChanged("T")),
    (.milliseconds(2150), .draftChanged("Te")),
    (.milliseconds(2300), .draftChanged("Tea")),
    (.milliseconds(3400), .addTapped),
    (.milliseconds(5000), .deleteTapped(GroceryAPI.starterList[2].id)),
    (.milliseconds(6100), .reloadTapped),
  ]

  /// How long the session runs after the last action: the reload's answer comes in.
  static let tail: Duration = .seconds(1)

  typealias Session = RecordedSession<GroceryState, GroceryAction, GroceryEvent>

  /// The recorded file, as the tester attached it to the bug report.
  static var fixtureURL: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/grocery-report.session")
  }

  /// The reported session, read from ``fixtureURL``.
  static func recorded() throws -> Session {
    try Session(contentsOf: fixtureURL)
  }

  /// Plays ``script`` on the production `Store` with the buggy reducer (or, when `isFixed`, the
  /// sample's), recording it with a `SessionRecorder` on the store's clock, and returns the text.
  @MainActor
  static func record(isFixed: Bool = false) async throws -> String {
    let clock = TestClock()
    let executor = ManualTaskExecutor()
    let recorder = SessionRecorder(for: ReportedGroceryFeature.self, clock: clock)
    let store = Store(
      initialState: GroceryState(),
      feature: SplitFeature(presenter: GroceryPresenter(), reducer: ReportedGroceryReducer(isFixed: isFixed)),
      environment: GroceryEnvironment(
        api: .inProcess(clock: clock, latency: .milliseconds(300), failureRate: 0),
        storage: .inMemory(), clock: clock, makeID: .incrementing),
      executor: executor, isInsideHarnessDrain: { executor.isDrainingOnCurrentThread },
      onStep: recorder.record)
    let context = HarnessContext.unstepped(draining: executor)
    for (time, action) in script {
      await clock.advance(by: time - clock.now.offset)
      _ = HarnessContext.with(context) { store.send(action) }
      await executor.drainThroughMainActorHops()
    }
    await clock.advance(by: tail)
    await executor.drainThroughMainActorHops()
    return try recorder.text()
  }
}
