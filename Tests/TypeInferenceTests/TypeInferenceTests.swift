import Arch
import ArchTesting
import Testing

/// Every documented shape of a feature compiles with its types inferred (that is the main check:
/// this target builds), and runs once through the test store, with the types the docs say it has.
@Suite struct TypeInferenceTests {
  @Test func reducersInferTheirStateActionAndServices() async {
    #expect(NestedCounter.Environment.self == CounterServices.self)
    #expect(Tally.State.self == TallyState.self)
    #expect(Tally.Action.self == TallyAction.self)
    #expect(Tally.Environment.self == Void.self)
    #expect(ExtendedCounter.Environment.self == CounterServices.self)
    let store = TestStore(
      initialState: .init(), feature: NestedCounter(), environment: CounterServices(step: 2))
    await store.send(.incrementTapped) { $0.count = 2 }
    await store.finish()
  }

  @Test func aReducerWithNoServicesNeedsNoEnvironment() async {
    let store = TestStore(initialState: Tally.State(), feature: Tally())
    await store.send(.add(3)) { $0.total = 3 }
    await store.finish()
    let helped = makeTallyStore(at: CallSite())
    await helped.send(.add(1)) { $0.total = 1 }
    await helped.finish()
  }

  func makeTallyStore(at site: CallSite) -> TestStore<Tally> {
    TestStore(initialState: Tally.State(), feature: Tally(), at: site)
  }

  @Test func aGenericReducerInfersItsStateFromItsTypeParameter() async {
    #expect(Toggling<Bool>.State.self == Bool.self)
    #expect(Echoing<CounterServices>.Environment.self == CounterServices.self)
    let store = TestStore(initialState: false, feature: Toggling<Bool>())
    await store.send(.set(true)) { $0 = true }
    await store.finish()
  }

  @Test func aClosureReducer() async {
    let store = TestStore(initialState: 0, feature: closureCounter)
    await store.send(.add(2)) { $0 = 2 }
    await store.finish()
  }

  @Test func theSplitShapeAndADirectFeature() async {
    #expect(GreetingPresenter.Environment.self == GreetingServices.self)
    #expect(Doubler.Environment.self == CounterServices.self)
    let store = TestStore(
      initialState: GreetingState(), feature: GreetingPresenter.feature, environment: GreetingServices())
    await store.send(.greetTapped)
    await store.receive(.greeted("Hello, Ada")) { $0.greeting = "Hello, Ada" }
    await store.finish()
  }

  @Test func aComposedFeatureFromAnExtensionRunsInTheTestStore() async {
    let store = TestStore(
      initialState: ListState(rows: [RowState(id: 1)]), feature: ListCore.feature,
      environment: ListServices())
    await store.send(.row(id: 1, action: .likeTapped)) {
      $0.rows[0].likes = 1
      $0.lastLiked = 1
    }
    await store.finish()
  }

  @Test func aChildFormWithItsOwnServicesJoinsItsBindings() async {
    let store = TestStore(
      initialState: Form.State(), feature: Form.feature, environment: FormServices(now: { 42 }))
    await store.send(.binding(.set(\.title, "Retro"))) { $0.title = "Retro" }
    await store.send(.saveTapped) { $0.savedAt = 42 }
    await store.finish()
  }

  @Test func aParentPresentingTheFormAndEmbeddingACounter() async {
    let store = TestStore(
      initialState: ParentState(), feature: ParentCore.feature, environment: ParentServices())
    await store.send(.editTapped) { $0.form = Form.State() }
    await store.send(.form(.saveTapped)) { $0.form?.savedAt = 0 }
    await store.send(.counter(.incrementTapped)) { $0.counter.count = 1 }
    await store.finish()
  }

  @MainActor
  @Test func theProductionStoreTakesTheSameShapes() {
    let list = Store(
      initialState: ListState(rows: [RowState(id: 1)]), feature: ListCore.feature,
      environment: ListServices())
    list.send(.row(id: 1, action: .likeTapped))
    #expect(list.state.rows[0].likes == 1)
    let store = Store(initialState: Tally.State(), feature: Tally())
    store.send(.add(4))
    #expect(store.state.total == 4)
  }
}
