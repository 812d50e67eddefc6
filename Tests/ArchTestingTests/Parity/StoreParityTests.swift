import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// The test store must run a feature exactly as the production store does: the same outputs, in the
/// same order, ending in the same state, for hand-written and generated scripts alike.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct StoreParityTests {
  private typealias Lab = ParityMove<ParityLab.Action>

  private func expectParity<F: Feature>(
    _ script: [ParityMove<F.Action>], feature: F, initialState: F.State,
    environment: @escaping (TestClock) -> F.Environment, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async where F.State: Equatable, F.Output: Equatable {
    let store = await StoreParity.runStore(
      script, feature: feature, initialState: initialState, environment: environment)
    let testStore = await StoreParity.runTestStore(
      script, feature: feature, initialState: initialState, environment: environment)
    #expect(store == testStore, comment, sourceLocation: sourceLocation)
  }

  private func expectLabParity(_ script: [Lab], _ comment: Comment? = nil) async {
    await expectParity(
      script, feature: ParityLab(), initialState: .init(), environment: { .init(clock: $0) }, comment)
    await expectParity(
      script, feature: SplitParityLab.feature, initialState: .init(), environment: { .init(clock: $0) },
      comment)
  }

  @Test func aTimerThatStopsItselfStopsAtTheSameTickInBothStores() async {
    let script: [Lab] = [.send(.startTimer), .advance(.seconds(10))]
    let outcome = await StoreParity.runTestStore(
      script, feature: ParityLab(), initialState: .init(), environment: { .init(clock: $0) })
    #expect(outcome.finalState.ticks == ParityLab.lastTick)
    await expectLabParity(script)
  }

  @Test func anOutputThatCancelsASiblingEffect() async {
    await expectLabParity([.send(.startSlow), .send(.startFast), .advance(.seconds(6))])
  }

  @Test func concatenatedEffects() async {
    await expectLabParity([.send(.runSequence), .advance(.seconds(1)), .advance(.seconds(1))])
  }

  @Test func anEffectStartedByAReceivedOutput() async {
    await expectLabParity([.send(.load), .advance(.seconds(1)), .advance(.seconds(2))])
  }

  @Test func cancelInFlightRestarts() async {
    await expectLabParity([
      .send(.searchA), .advance(.seconds(2)), .send(.searchB), .advance(.seconds(2)),
      .send(.searchA), .advance(.seconds(3)),
    ])
  }

  @Test func cancellingASendsHandle() async {
    await expectLabParity([.send(.load), .advance(.seconds(1)), .cancel(sendIndex: 0), .advance(.seconds(5))])
  }

  /// The case in both stores: an effect that awaits a main-actor service has pinged it when
  /// the clock's advance returns, and the output it sends after the hop is applied in the same order.
  @Test func anEffectThatAwaitsAMainActorService() async {
    let script: [Lab] = [
      .send(.pingMainActor), .advance(.seconds(1)), .send(.pingMainActor), .advance(.seconds(1)),
    ]
    let outcome = await StoreParity.runStore(
      script, feature: ParityLab(), initialState: .init(), environment: { .init(clock: $0) })
    #expect(outcome.finalState.pings == [1, 2])
    await expectLabParity(script)
  }

  @Test func aMainActorHopCancelledBeforeTheClockWakesIt() async {
    await expectLabParity([.send(.pingMainActor), .cancel(sendIndex: 0), .advance(.seconds(2))])
  }

  @Test func aTimerOnClockTimer() async {
    let script: [Lab] = [.send(.startClockTimer), .advance(.milliseconds(2_500)), .send(.stopTimer)]
    let outcome = await StoreParity.runStore(
      script, feature: ParityLab(), initialState: .init(), environment: { .init(clock: $0) })
    #expect(outcome.finalState.ticks == 2)
    await expectLabParity(script)
  }

  @Test(arguments: 0..<100 as Range<UInt64>)
  func generatedScripts(seed: UInt64) async {
    var generator = ScriptGenerator(seed: seed)
    let script = generator.script()
    await expectLabParity(script, "seed \(seed): \(script)")
  }
}
