import Arch
import ArchTesting
import Foundation
import SampleFeature

/// The deliberately failing tests whose output the DocC articles show, one per kind of failure a
/// `TestStore`, an assertion, an environment or `explore` reports, each in the article about it.
///
/// Each fails exactly once, inside a capture; whatever follows the broken line only tidies up, so
/// the one message is the whole story.
enum ArticleFailure: String, DocumentedFailure {
  /// The page showing this case's block.
  var document: String {
    switch self {
    case .noDifference: "Sources/ArchDiff/ArchDiff.docc/DumpsAndDiffs.md"
    case .forgottenService: "Sources/Arch/Arch.docc/Environments.md"
    case .exploreFailure, .exhaustiveFailure, .exhaustiveCertificate:
      "Sources/ArchTesting/ArchTesting.docc/ExploringAFeature.md"
    case .shrunkSession: "Sources/ArchTesting/ArchTesting.docc/FromABugReportToATest.md"
    case .wrongState, .unexpectedChange, .wrongOutput, .nothingToReceive, .sendBeforeReceiving,
      .effectStillRunning, .timedOut:
      "Sources/ArchTesting/ArchTesting.docc/ReadingFailures.md"
    }
  }

  /// `receive` with a closure that does not describe the change.
  case wrongState = "wrong-state"
  /// `receive` of a state change without a closure.
  case unexpectedChange = "unexpected-change"
  /// `receive` of one event while another arrived first.
  case wrongOutput = "wrong-output"
  /// `receive` when nothing arrived and nothing runs.
  case nothingToReceive = "nothing-to-receive"
  /// `send` while events are still waiting to be received.
  case sendBeforeReceiving = "send-before-receiving"
  /// `finish` with a search still waiting on the test clock.
  case effectStillRunning = "effect-still-running"
  /// `receive` of an event an effect waits for from a real network.
  case timedOut = "timed-out"
  /// `expectNoDifference` of two lists.
  case noDifference = "no-difference"
  /// A reload whose save uses the storage the test did not give.
  case forgottenService = "forgotten-service"
  /// `explore` of the appending reducer below, exhaustively: the shortest failure by construction.
  case exhaustiveFailure = "exhaustive-failure"
  /// The certificate of an exhaustive `explore` of the grocery sample (a result, not an issue).
  case exhaustiveCertificate = "exhaustive-certificate"
  /// `explore` of a reducer that adds loaded items instead of replacing the list.
  case exploreFailure = "explore-failure"
  /// `shrink` of the grocery session a tester recorded with the suggestions bug.
  case shrunkSession = "shrunk-session"

  func messages() async -> [String] {
    if self == .exhaustiveCertificate { return await certifyTheGroceryList() }
    let issues = await withIssueCapture {
      switch self {
      case .wrongState: await receiveWithTheWrongChange()
      case .unexpectedChange: await receiveAChangeWithoutAClosure()
      case .wrongOutput: await receiveTheWrongEvent()
      case .nothingToReceive: await receiveOnceTooOften()
      case .sendBeforeReceiving: await sendBeforeReceiving()
      case .effectStillRunning: await finishWhileTheSearchWaits()
      case .timedOut: await waitForARealNetwork()
      case .noDifference: compareTwoLists()
      case .forgottenService: await reloadWithoutAStorage()
      case .exploreFailure: await exploreTheAppendingReducer()
      case .exhaustiveFailure: await exploreTheAppendingReducer(budget: .exhaustive(depth: 3))
      case .exhaustiveCertificate: break
      case .shrunkSession: await shrinkTheReportedSession()
      }
    }
    return issues.map(\.message)
  }

  private func makeStore(api: GroceryAPI = .returning([.milk, .eggs])) -> TestStore<GroceryFeature> {
    TestStore(
      initialState: GroceryState(), feature: GroceryList.feature,
      environment: .test(api: api, storage: .inMemory(), clock: TestClock()))
  }

  private func receiveWithTheWrongChange() async {
    let store = makeStore()
    await store.send(.reloadTapped)
    await store.receive(.loadingDidStart) { $0.isLoading = true }
    await store.receive(.itemsDidLoad([.milk, .eggs])) { $0.items = [.milk] }
    await store.skipReceived()
  }

  private func receiveAChangeWithoutAClosure() async {
    let store = makeStore()
    await store.send(.reloadTapped)
    await store.receive(.loadingDidStart)
    await store.skipReceived()
  }

  private func receiveTheWrongEvent() async {
    let store = makeStore()
    await store.send(.reloadTapped)
    await store.receive(.loadingDidStart) { $0.isLoading = true }
    await store.receive(.itemsDidLoad([.eggs, .milk])) { $0.items = [.eggs, .milk] }
    await store.skipReceived()
  }

  private func receiveOnceTooOften() async {
    let store = makeStore()
    await store.send(.addTapped)
    await store.receive(.draftWasRejected("Type a name before adding.")) {
      $0.draftError = "Type a name before adding."
    }
    await store.receive(.listDidSave)
  }

  private func sendBeforeReceiving() async {
    let store = makeStore()
    await store.send(.reloadTapped)
    await store.send(.addTapped)
    await store.skipReceived()
  }

  private func finishWhileTheSearchWaits() async {
    let store = makeStore()
    await store.send(.draftChanged("mil"))
    await store.receive(.draftDidChange("mil")) { $0.draft = "mil" }
    await store.finish()
  }

  private func waitForARealNetwork() async {
    let network = GroceryAPI(
      fetchItems: {
        // A server the test does not control, which never answers: a stream nobody feeds.
        let (answers, continuation) = AsyncStream<[GroceryItem]>.makeStream()
        for await items in answers { return items }
        withExtendedLifetime(continuation) {}
        throw CancellationError()
      },
      search: { _ in [] })
    let store = makeStore(api: network)
    store.timeout = .milliseconds(20)
    await store.send(.reloadTapped)
    await store.receive(.loadingDidStart) { $0.isLoading = true }
    await store.receive(.itemsDidLoad([.milk])) { $0.items = [.milk] }
    await store.skipInFlightEffects()
  }

  private func reloadWithoutAStorage() async {
    let store = TestStore(
      initialState: GroceryState(), feature: GroceryList.feature,
      environment: GroceryEnvironment.unimplemented.with { $0.api = .returning([.milk]) })
    await store.send(.reloadTapped)  // reloading saves, but the test gave no storage
    await store.skipReceived()
  }

  private func compareTwoLists() {
    let expected: [GroceryItem] = [.milk, .eggs]
    let actual: [GroceryItem] = [.bread, .milk, .eggs]
    expectNoDifference(expected, actual)
  }

  private func exploreTheAppendingReducer(budget: ExploreBudget = .default) async {
    await explore(
      SplitFeature(presenter: GroceryPresenter(), reducer: AppendingGroceryReducer()),
      initialState: GroceryState(),
      environment: { clock in
        .test(api: .returning([.milk, .eggs]), storage: .inMemory(), clock: clock, makeID: .incrementing)
      },
      view: GroceryViewBuilder(),
      invariants: [
        Invariant("no two items share an id") { state in
          Set(state.items.map(\.id)).count == state.items.count
        }
      ], budget: budget)
  }

  /// The certificate, and any issue the search reported (none, when it finished its depth).
  private func certifyTheGroceryList() async -> [String] {
    var result: ExploreResult?
    let issues = await withIssueCapture {
      result = await explore(
        GroceryList.feature,
        initialState: GroceryState(),
        environment: { clock in
          .test(api: .returning([.milk, .eggs]), storage: .inMemory(), clock: clock, makeID: .incrementing)
        },
        view: GroceryViewBuilder(),
        invariants: [
          Invariant("bought ≤ items") { state in state.items.count { $0.isBought } <= state.items.count },
          Invariant("no two items share an id") { state in
            Set(state.items.map(\.id)).count == state.items.count
          },
        ],
        budget: .exhaustive(depth: 3))
    }
    return issues.map(\.message) + [result?.certificate?.description ?? "no certificate"]
  }

  private func shrinkTheReportedSession() async {
    guard let session = try? ReportedSession.recorded() else { return }
    _ = await GroceryVariant.buggy { await shrink(session, replayingWith: GroceryReport.self) }
  }
}
