import Arch
import ArchTesting
import Observation
import Testing

@Suite struct ArborealStyleTests {
  let clock = TestClock()

  func makeStore(
    _ model: ProfileModel = ProfileModel(), saves: Bool = true, symbol: String = "cat"
  ) -> TestStore<ReferenceModelFeature<ProfileModel, ProfileModel.Action, ProfileEnvironment>> {
    let environment = ProfileEnvironment(
      clock: clock, save: { _ in saves }, randomSymbol: { symbol })
    return TestStore(model: model, environment: environment) {
      model, action, environment in model.update(action: action, environment: environment).effect
    }
  }

  @Test func theBindingSetterActionChangesTheModel() async {
    let store = makeStore()
    await store.send(.setName("Ada")) { $0.name = "Ada" }
    #expect(store.state.model.name == "Ada")
    await store.finish()
  }

  @Test func aChangeToTheReferenceModelIsSeenEvenWithoutAnExpectation() async {
    let store = makeStore()
    let issues = await withIssueCapture { await store.send(.setName("Ada")) }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        "State changed at step 1, send(.setName), but the test gave no expectation:") == true)
    #expect(hasDiffLine(issues.first?.message, "+", #"name: "Ada""#))
  }

  @Test func theFxClosureRunsAndTheActionItReturnsIsReceived() async {
    let store = makeStore()
    await store.send(.setName("Ada")) { $0.name = "Ada" }
    await store.send(.saveTapped) { $0.isSaving = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.saveFinished(succeeded: true)) {
      $0.isSaving = false
      $0.lastSaved = "Ada"
    }
    await store.finish()
  }

  @Test func aFailedSaveShowsAnError() async {
    let store = makeStore(saves: false)
    await store.send(.saveTapped) { $0.isSaving = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.saveFinished(succeeded: false)) {
      $0.isSaving = false
      $0.error = "Could not save "
    }
    await store.finish()
  }

  @Test func theChildModelRunsUnderItsTagAndItsDiffIsNested() async {
    let store = makeStore(symbol: "owl")
    await store.send(.avatar(.pick("cat"))) { $0.avatar.symbol = "cat" }
    await store.send(.avatar(.shuffleTapped)) { $0.avatar.isShuffling = true }
    await store.receive(.avatar(.shuffled("owl"))) {
      $0.avatar.symbol = "owl"
      $0.avatar.isShuffling = false
    }
    await store.finish()
  }

  @Test func aViewDrivesTheStoreThroughItsBindingAndChildStore() async {
    let store = makeStore()
    var sent: [ProfileModel.Action] = []
    let view = Arboreal.ViewStore(model: store.state.model, send: { sent.append($0) })

    view.binding(get: \.name, tag: ProfileModel.Action.setName).wrappedValue = "Ada"
    view.viewStore(get: \.avatar, tag: ProfileModel.Action.avatar).send(.pick("fox"))

    #expect(sent == [.setName("Ada"), .avatar(.pick("fox"))])
    await store.send(sent[0]) { $0.name = "Ada" }
    await store.send(sent[1]) { $0.avatar.symbol = "fox" }
    #expect(view.binding(get: \.name, tag: ProfileModel.Action.setName).wrappedValue == "Ada")
    await store.finish()
  }

  @Test func aRunningClosureIsTrackedAsAnEffectUntilTheEnd() async {
    let store = makeStore()
    var line: UInt = 0
    let issues = await withIssueCapture {
      line = #line + 1
      await store.send(.saveTapped) { $0.isSaving = true }
      await store.finish()
    }
    #expect(issues.count == 1)
    #expect(issues.first?.location.line == line)
    #expect(
      issues.first?.message.hasPrefix(
        "An effect started by step 1, send(.saveTapped) is still running at the end of the test.") == true)
  }

  @Test func cancellingTheStepDropsTheActionItsClosureReturns() async {
    let store = makeStore()
    let save = await store.send(.saveTapped) { $0.isSaving = true }
    await save.cancel()
    #expect(!save.isRunning)
    await store.finish()
    #expect(store.state.isSaving)
  }

  @Test func aWrongExpectationShowsTheModelDiffWithoutObservationInternals() async {
    let store = makeStore()
    let issues = await withIssueCapture {
      await store.send(.setName("Ada")) { $0.name = "Bob" }
    }
    #expect(issues.count == 1)
    let message = issues.first?.message ?? ""
    #expect(message.hasPrefix("State after step 1, send(.setName) is not what the test expected:"))
    #expect(hasDiffLine(message, "−", #"name: "Bob""#))
    #expect(hasDiffLine(message, "+", #"name: "Ada""#))
    #expect(message.contains("Expected: −, Actual: +"))
    #expect(!message.contains("observationRegistrar"))
    #expect(!message.contains("_name"))
  }

  @Test func writingInAnExpectationNeverTouchesTheLiveModel() async {
    let store = makeStore()
    let issues = await withIssueCapture {
      await store.send(.avatar(.pick("cat"))) { $0.avatar.symbol = "dog" }
    }
    #expect(issues.count == 1)
    #expect(hasDiffLine(issues.first?.message, "−", #"symbol: "dog""#))
    #expect(hasDiffLine(issues.first?.message, "+", #"symbol: "cat""#))
    #expect(store.state.model.avatar.symbol == "cat")
    #expect(store.state.avatar.symbol == "cat")
  }

  @Test func snapshotsOfEqualModelsAreEqualWhateverTheirDictionariesHistory() {
    let first = TaggedModel(), second = TaggedModel()
    for index in 0..<50 { first.counts["tag\(index)"] = index }
    for index in (0..<50).reversed() { second.counts["tag\(index)"] = index }
    second.counts["extra"] = 0
    second.counts["extra"] = nil
    #expect(ModelSnapshot(first) == ModelSnapshot(second))
    second.counts["tag0"] = 1
    #expect(ModelSnapshot(first) != ModelSnapshot(second))
  }

  @Test func aSnapshotDumpsAsTheModelDoes() {
    let model = ProfileModel()
    model.avatar.symbol = "cat"
    #expect(valueDump(ModelSnapshot(model)) == valueDump(model))
  }

  @Test func snapshotsAreEqualWhenEveryFieldOfTheirNestedModelsIs() {
    let model = ProfileModel()
    let snapshot = ModelSnapshot(model)
    #expect(snapshot == ModelSnapshot(ProfileModel()))
    model.avatar.symbol = "cat"
    #expect(snapshot != ModelSnapshot(model))
  }

  @available(*, deprecated, message: "uses the deprecated copy on purpose")
  @Test func theInitializersTakingACopyStillWorkAndNeverCallIt() async {
    let environment = ProfileEnvironment(clock: clock, save: { _ in true }, randomSymbol: { "cat" })
    let neverCalled: (ProfileModel) -> ProfileModel = { _ in fatalError("the copy is not called") }
    let store = TestStore(model: ProfileModel(), copy: neverCalled, environment: environment) {
      model, action, environment in model.update(action: action, environment: environment).effect
    }
    await store.send(.setName("Ada")) { $0.name = "Ada" }
    #expect(
      ModelSnapshot(store.state.model, copy: { _ in fatalError("the copy is not called") }) == store.state)
    await store.finish()
  }
}

@Observable
final class TaggedModel {
  var counts: [String: Int] = [:]
}
