import Arch
import ArchTesting
import Testing

/// A store made `recordingTo:` a recorder: it records the session a recorder given as `onStep`
/// keeps, fingerprints included, while the recorder holds no state past a step.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct StoreRecordingToTests {
  let clock = TestClock()

  @Test func aSplitFeatureWithEffectsRecordsTheSessionAnOnStepRecorderKeeps() async throws {
    let keeping = SessionRecorder(for: type(of: Pantry.feature), clock: clock)
    let deriving = SessionRecorder(for: type(of: Pantry.feature), clock: clock)
    let environment = Pantry.Environment(clock: ImmediateClock(), fetch: { ["rice"] })
    let stores = [
      Store(
        initialState: Pantry.State(), feature: Pantry.feature, environment: environment,
        onStep: keeping.record),
      Store(
        initialState: Pantry.State(), feature: Pantry.feature, environment: environment, recordingTo: deriving
      ),
    ]
    for store in stores { await store.send(.reloadTapped).finish() }
    await clock.advance(by: .milliseconds(250))
    for store in stores { await store.send(.cancelTapped).finish() }

    let session = try deriving.session()
    #expect(session.steps.count == 6)
    #expect(session.steps.allSatisfy { $0.fingerprint != nil })
    #expect(session == (try keeping.session()))
    #expect(try deriving.text() == keeping.text())
  }

  /// A state holding a `Shared` value does not follow from its inputs: the store keeps every state,
  /// as an `onStep` recorder does, and writing the session changes no shared value.
  @Test func aStateHoldingASharedValueIsRecordedWithoutDerivingIntoIt() throws {
    let count = Shared(0, name: "count")
    // Keeping the last two of three steps, the session's start state is the state after the first.
    let recorder = SessionRecorder<Tally.State, Tally.Action, Tally.Action>(clock: clock, keepingLast: 2)
    let store = Store(
      initialState: Tally.State(count: count), feature: Tally.feature, environment: clock,
      recordingTo: recorder)
    for _ in 1...3 { store.send(.incrementTapped) }
    let session = try recorder.session()
    #expect(session.steps.count == 2)
    #expect(count.value == 3, "writing the session applied the increments to the live count again")
  }

  struct LateShared: Equatable, Sendable { var count: Shared<Int>? }
  enum LateSharedAction: Equatable, Sendable {
    case attach(Shared<Int>)
    case increment
  }

  /// A state that comes to hold a `Shared` value after the store started is derived too, but its
  /// recorded writes go to an overlay: writing the session leaves the app's value as the steps left it.
  @Test func aSharedValueAttachedAfterTheStartIsNotWrittenWhenTheSessionIsDerived() throws {
    let count = Shared(0, name: "count")
    let feature = Reduce<LateShared, LateSharedAction, Void> { state, action, _ in
      switch action {
      case .attach(let shared): state.count = shared
      case .increment: state.count?.withLock { $0 += 1 }
      }
      return .none
    }
    // Keeping the last two of five steps, the third is derived from the state after the second.
    let recorder = SessionRecorder<LateShared, LateSharedAction, LateSharedAction>(
      clock: clock, keepingLast: 2)
    let store = Store(initialState: LateShared(), feature: feature, environment: (), recordingTo: recorder)
    store.send(.attach(count))
    for _ in 1...4 { store.send(.increment) }
    let session = try recorder.session()
    #expect(session.steps.count == 2)
    #expect(count.value == 4, "writing the session applied a recorded increment to the live count again")
  }

  @Test func aReducerWithEffectsKeepsTheLastStepsAsAnOnStepRecorderDoes() throws {
    for sends in 1...6 {
      let keeping = SessionRecorder<[Int], Int, Int>(clock: clock, keepingLast: 3)
      let deriving = SessionRecorder<[Int], Int, Int>(clock: clock, keepingLast: 3)
      let stores = [
        Store(initialState: [], feature: AppendAndEcho(), environment: (), onStep: keeping.record),
        Store(initialState: [], feature: AppendAndEcho(), environment: (), recordingTo: deriving),
      ]
      for store in stores {
        for add in 1...sends { store.send(add) }
      }
      #expect(try deriving.session() == keeping.session(), "after \(sends) sends")
    }
  }

  /// The start state after dropped steps is derived through the parent and its embedded child.
  @Test func aComposedFeatureStartsAfterTheDroppedStepsAsAnOnStepRecorderDoes() async throws {
    let keeping = SessionRecorder<Kitchen.State, Kitchen.Action, Kitchen.Event>(clock: clock, keepingLast: 2)
    let deriving = SessionRecorder<Kitchen.State, Kitchen.Action, Kitchen.Event>(clock: clock, keepingLast: 2)
    let environment = Kitchen.Environment(pantry: .init(clock: ImmediateClock(), fetch: { ["rice"] }))
    let stores = [
      Store(
        initialState: Kitchen.State(), feature: Kitchen.feature, environment: environment,
        onStep: keeping.record),
      Store(
        initialState: Kitchen.State(), feature: Kitchen.feature, environment: environment,
        recordingTo: deriving),
    ]
    for store in stores {
      await store.send(.pantry(.reloadTapped)).finish()
      await store.send(.renameTapped("Galley")).finish()
    }

    let session = try deriving.session()
    #expect(session.droppedSteps == 4)
    #expect(session.startState?.pantry.items == ["rice"])
    #expect(session == (try keeping.session()))
  }

  /// Unlike a recorder given as `onStep`, which learns the start state from the first step.
  @Test func aStoreThatTookNoStepRecordsItsInitialState() throws {
    let recorder = SessionRecorder<[Int], Int, Int>(clock: clock)
    _ = Store(initialState: [7], feature: AppendAndEcho(), environment: (), recordingTo: recorder)
    #expect(try recorder.session() == RecordedSession(startState: [7], steps: []))
  }

  @Test func aSecondStoreGivenTheSameRecorderIsReportedWhileTheFirstGoesOnRecording() throws {
    final class Messages: @unchecked Sendable { var texts: [String] = [] }
    let messages = Messages()
    let recorder = SessionRecorder<[Int], Int, Int>(clock: clock)
    let first = Store(initialState: [7], feature: AppendAndEcho(), environment: (), recordingTo: recorder)
    let second = RuntimeIssue.withHandler({ messages.texts.append($0.message) }) {
      Store(initialState: [8], feature: AppendAndEcho(), environment: (), recordingTo: recorder)
    }
    first.send(0)
    second.send(0)
    second.send(0)
    #expect(
      messages.texts == [
        "This SessionRecorder already records another store, and a recorder records one store: this "
          + "store's steps are not recorded. Give each store a recorder of its own."
      ])
    let session = try recorder.session()
    #expect(session.startState == [7])
    #expect(session.steps.count == 1)
  }

  @Test func theStoreChangesItsStateInPlaceAfterTheFirstStep() {
    let recorder = SessionRecorder<[Int], Int, Int>(clock: clock)
    let store = Store(
      initialState: Array(repeating: 0, count: 100), feature: Counts(), environment: (), recordingTo: recorder
    )
    #expect(Set(storageAddressesAfterEachStep(of: store)).count == 1)
    #expect(store.state.reduce(0, +) == 21)
  }

  /// The same check fails for a recorder given as `onStep`, which holds every state: the check can
  /// see a copy.
  @Test func aRecorderGivenAsOnStepMakesTheStoreCopyItsStateEveryStep() {
    let recorder = SessionRecorder<[Int], Int, Int>(clock: clock)
    let store = Store(
      initialState: Array(repeating: 0, count: 100), feature: Counts(), environment: (),
      onStep: recorder.record)
    #expect(Set(storageAddressesAfterEachStep(of: store)).count == 21)
  }

  /// The storage address of the state after each of 21 steps but the first, which copies the
  /// initial state the recorder holds.
  private func storageAddressesAfterEachStep(of store: Store<Counts>) -> [UnsafeRawPointer?] {
    store.send(0)
    var addresses = [storageAddress(of: store.state)]
    for index in 1...20 {
      store.send(index)
      addresses.append(storageAddress(of: store.state))
    }
    return addresses
  }

  /// Where the array keeps its elements: a copy on write moves them while the old storage is still
  /// held, so the address changes exactly when the store copied its state.
  private func storageAddress(of values: [Int]) -> UnsafeRawPointer? {
    values.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }
}

/// A feature whose actions append to a list and send back their negative, which appends too.
private struct AppendAndEcho: EffectReducer {
  func reduce(into values: inout [Int], action value: Int, environment: Void) -> Effect<Int> {
    values.append(value)
    return value > 0 ? .send(-value) : .none
  }
}

/// A feature whose actions count at an index of a list that never grows.
private struct Counts: EffectReducer {
  func reduce(into counts: inout [Int], action index: Int, environment: Void) -> Effect<Int> {
    counts[index % counts.count] += 1
    return .none
  }
}
