import Arch
import ArchTesting
import Testing

/// A child feature embedded in a parent with `embedded(state:action:output:environment:)` and joined
/// to the parent's own logic with `combined(with:)`.
@Suite(.timeLimit(.minutes(10))) struct CompositionTests {
  func makeKitchen(clock: TestClock, fetch: @escaping @Sendable () async throws -> [String] = { ["rice"] })
    -> TestStore<Kitchen.Composed>
  {
    TestStore(
      initialState: Kitchen.State(), feature: Kitchen.feature,
      environment: .init(pantry: .init(clock: clock, fetch: fetch)))
  }

  @Test func aChildActionRunsTheChildAndItsEventsComeBackWrappedInTheParentCase() async {
    let clock = TestClock()
    let store = makeKitchen(clock: clock)
    await store.send(.pantry(.reloadTapped))
    await store.receive(.pantry(.loadingDidStart)) { $0.pantry.isLoading = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.pantry(.itemsDidLoad(["rice"]))) {
      $0.pantry.items = ["rice"]
      $0.pantryLoads = 1
    }
    await store.receive(.pantry(.loadingDidStop)) { $0.pantry.isLoading = false }
    await store.finish()
  }

  @Test func theChildsErrorHandlerSendsThroughTheParent() async {
    let clock = TestClock()
    let store = makeKitchen(clock: clock, fetch: { throw Boom() })
    await store.send(.pantry(.reloadTapped))
    await store.receive(.pantry(.loadingDidStart)) { $0.pantry.isLoading = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.pantry(.loadingDidFail("boom"))) { $0.pantry.error = "boom" }
    await store.receive(.pantry(.loadingDidStop)) { $0.pantry.isLoading = false }
    await store.finish()
  }

  @Test func theChildCancelsItsOwnEffectsThroughTheParent() async {
    let clock = TestClock()
    let store = makeKitchen(clock: clock)
    await store.send(.pantry(.reloadTapped))
    await store.receive(.pantry(.loadingDidStart)) { $0.pantry.isLoading = true }
    await store.send(.pantry(.cancelTapped))
    await store.receive(.pantry(.loadingDidStop)) { $0.pantry.isLoading = false }
    await clock.advance(by: .seconds(1))
    #expect(clock.pendingDeadlines.isEmpty)
    await store.finish()
  }

  @Test func theParentsOwnActionsLeaveTheChildAlone() async {
    let store = makeKitchen(clock: TestClock())
    await store.send(.renameTapped("Larder"))
    await store.receive(.renamed("Larder")) { $0.title = "Larder" }
    await store.finish()
  }

  @MainActor
  @Test func anEmbeddedReducerWithEffectsRunsInTheProductionStore() async {
    let store = Store(
      initialState: Scoreboard.State(), feature: Scoreboard.feature,
      environment: .init(clock: ImmediateClock()))
    await store.send(.home(.delayedIncrementTapped)).finish()
    #expect(store.state.home.count == 1)
  }

  @Test func theParentSendsToTheChildThroughAnEffect() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Scoreboard.State(), feature: Scoreboard.feature,
      environment: .init(clock: clock))
    await store.send(.home(.startTimerTapped)) { $0.home.isTimerOn = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.home(.timerTicked)) { $0.home.count = 1 }
    await store.send(.resetTapped) { $0.resets = 1 }
    await store.receive(.home(.stopTimerTapped)) { $0.home.isTimerOn = false }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }
}

/// `CaseOf` built from an enum case constructor extracts by reflection, with no macro.
@Suite struct CaseOfTests {
  enum Message: Equatable, Sendable {
    case loaded(items: [String])
    case added(String)
    case removed(String)
    case renamed(name: String)
    case selected(String?)
    case nested(Pantry.Action)
    case refresh
  }

  @Test func embedPutsTheValueInTheCase() {
    #expect(CaseOf(Message.added).embed("milk") == .added("milk"))
    #expect(CaseOf(Message.loaded).embed(["milk"]) == .loaded(items: ["milk"]))
  }

  @Test func extractsTheValueOfTheMatchingCase() {
    #expect(CaseOf(Message.added).extract(from: .added("milk")) == "milk")
    #expect(CaseOf(Message.nested).extract(from: .nested(.reloadTapped)) == .reloadTapped)
  }

  @Test func extractsALabelledSinglePayload() {
    #expect(CaseOf(Message.loaded).extract(from: .loaded(items: ["milk", "eggs"])) == ["milk", "eggs"])
    #expect(CaseOf(Message.renamed).extract(from: .renamed(name: "Larder")) == "Larder")
  }

  @Test func tellsApartCasesWithTheSamePayloadType() {
    #expect(CaseOf(Message.added).extract(from: .removed("milk")) == nil)
    #expect(CaseOf(Message.removed).extract(from: .added("milk")) == nil)
    #expect(CaseOf(Message.added).extract(from: .renamed(name: "milk")) == nil)
    #expect(CaseOf(Message.renamed).extract(from: .added("milk")) == nil)
  }

  @Test func returnsNilForOtherCases() {
    #expect(CaseOf(Message.added).extract(from: .refresh) == nil)
    #expect(CaseOf(Message.loaded).extract(from: .nested(.cancelTapped)) == nil)
  }

  @Test func extractsAnOptionalPayloadThatIsNil() {
    let extracted = CaseOf(Message.selected).extract(from: .selected(nil))
    #expect(extracted == .some(nil))
    #expect(CaseOf(Message.selected).extract(from: .selected("milk")) == .some("milk"))
  }

  @Test func explicitFunctionsAreUsedAsGiven() {
    let evenOnly = CaseOf<Message, String>(embed: Message.added) { message in
      guard case .added(let value) = message, value.count.isMultiple(of: 2) else { return nil }
      return value
    }
    #expect(evenOnly.extract(from: .added("eggs")) == "eggs")
    #expect(evenOnly.extract(from: .added("tea")) == nil)
    #expect(evenOnly.embed("tea") == .added("tea"))
  }
}
