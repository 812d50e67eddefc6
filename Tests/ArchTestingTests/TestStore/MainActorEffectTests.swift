import Arch
import ArchLocking
import ArchTesting
import Testing

/// What a scenario saw: the pings counted right after the step under test, and every issue reported.
struct PingOutcome: Equatable {
  var countAfterStep: Int
  var issues: [String]
}

/// The scenarios of effects that await a `@MainActor` service, each run by a test on the main actor
/// and by one off it: the hop completes before `advance`, `send`, `receive`, `finish` and `cancel`
/// return.
///
/// They run where their caller runs (`nonisolated(nonsending)`), and read the count without
/// the main actor, so reading gives it no extra turn.
enum PingScenarios {
  /// The issue's case: a timer pings a main-actor counter; after `advance` the counter is 1, as in
  /// TCA, and cancelling the timer afterwards leaves nothing running.
  static nonisolated(nonsending) func advanceThenCancel() async -> PingOutcome {
    let counter = PingCounter()
    let clock = TestClock()
    var count = 0
    let issues = await withIssueCapture {
      let store = TestStore(pinging: counter, clock: clock)
      let timer = await store.send(.startPinging)
      await clock.advance(by: .seconds(1))
      count = counter.count
      await timer.cancel()
      await store.finish()
    }
    return PingOutcome(countAfterStep: count, issues: issues.map(\.message))
  }

  /// Three ticks in one advance: each woken tick completes its hop before the next one wakes.
  static nonisolated(nonsending) func advancePastSeveralTicks() async -> PingOutcome {
    let counter = PingCounter()
    let clock = TestClock()
    var count = 0
    let issues = await withIssueCapture {
      let store = TestStore(pinging: counter, clock: clock)
      await store.send(.startPinging)
      await clock.advance(by: .seconds(3))
      count = counter.count
      await store.send(.stopPinging)
      await store.finish()
    }
    return PingOutcome(countAfterStep: count, issues: issues.map(\.message))
  }

  /// A `send` whose effect pings at once: the ping happened when `send` returns, and the output it
  /// sends after the hop is received with no waiting.
  static nonisolated(nonsending) func sendThenReceive() async -> PingOutcome {
    let counter = PingCounter()
    var count = 0
    let issues = await withIssueCapture {
      let store = TestStore(pinging: counter)
      await store.send(.pingNow)
      count = counter.count
      await store.receive(.pinged(1)) { $0.lastCount = 1 }
      await store.finish()
    }
    return PingOutcome(countAfterStep: count, issues: issues.map(\.message))
  }

  /// Cancelling by an action while the timer runs, then releasing the store without `finish()`: the
  /// end-of-test checks, which cannot wait, find nothing running.
  static nonisolated(nonsending) func cancelByActionThenRelease() async -> PingOutcome {
    let counter = PingCounter()
    let clock = TestClock()
    var count = 0
    let issues = await withIssueCapture {
      let store = TestStore(pinging: counter, clock: clock)
      await store.send(.startPinging)
      await clock.advance(by: .seconds(1))
      await store.send(.stopPinging)
      count = counter.count
    }
    return PingOutcome(countAfterStep: count, issues: issues.map(\.message))
  }
}

@MainActor
@Suite struct MainActorEffectsInATestOnTheMainActor {
  @Test func advanceLetsTheEffectPingThenCancelReportsNothing() async {
    #expect(await PingScenarios.advanceThenCancel() == PingOutcome(countAfterStep: 1, issues: []))
  }

  @Test func advancePastSeveralTicksPingsOncePerTick() async {
    #expect(await PingScenarios.advancePastSeveralTicks() == PingOutcome(countAfterStep: 3, issues: []))
  }

  @Test func sendReturnsAfterTheHop() async {
    #expect(await PingScenarios.sendThenReceive() == PingOutcome(countAfterStep: 1, issues: []))
  }

  @Test func cancellingByAnActionLeavesNothingRunning() async {
    #expect(await PingScenarios.cancelByActionThenRelease() == PingOutcome(countAfterStep: 1, issues: []))
  }

  /// A main actor that does not run in time: the hop cannot happen, and the step says so.
  ///
  /// Simulated, as blocking the real main actor would stall every other test of the process; and on the main
  /// actor, so that the real one cannot run the hop while the step looks at it.
  @Test func aHopTheMainActorDoesNotRunInTimeIsReportedAsStuck() async {
    let counter = PingCounter()
    let store = TestStore(pinging: counter)
    store.timeout = .milliseconds(50)
    var line: UInt = 0
    let issues = await withIssueCapture {
      await MainActorHops.withStuckMainActor {
        line = #line + 1
        await store.send(.pingNow)
      }
    }
    #expect(
      issues.map(\.message) == [
        """
        An effect's hop to the main actor is stuck: the main actor did not run for 1 s during \
        step 1, send(.pingNow). These effects were waiting outside the test store:
          • an effect started by step 1, send(.pingNow)
        An effect that awaits a `@MainActor` call goes on only once the main actor runs it. Keep the \
        main actor free while the test waits (no synchronous waits or long work on it), or raise \
        `store.timeout`.
        """
      ])
    #expect(issues.first?.location.line == line)
    // Once the main actor runs again, the hop completes and the test goes on.
    await store.receive(.pinged(1)) { $0.lastCount = 1 }
    await store.finish()
  }

  /// The same stuck hop found by a clock advance is reported at the advance, naming it.
  @Test func aHopStuckDuringAnAdvanceIsReportedAtTheAdvance() async {
    let counter = PingCounter()
    let clock = TestClock()
    let store = TestStore(pinging: counter, clock: clock)
    store.timeout = .milliseconds(50)
    let timer = await store.send(.startPinging)
    var line: UInt = 0
    let issues = await withIssueCapture {
      await MainActorHops.withStuckMainActor {
        line = #line + 1
        await clock.advance(by: .seconds(1))
      }
    }
    #expect(
      issues.map(\.message) == [
        """
        An effect's hop to the main actor is stuck: the main actor did not run for 1 s during \
        clock.advance(by: 1 s). These effects were waiting outside the test store:
          • an effect started by step 1, send(.startPinging)
        An effect that awaits a `@MainActor` call goes on only once the main actor runs it. Keep the \
        main actor free while the test waits (no synchronous waits or long work on it), or raise \
        `store.timeout`.
        """
      ])
    #expect(issues.first?.location.line == line)
    await timer.cancel()
    #expect(counter.count == 1)
    await store.finish()
  }
}

@Suite struct MainActorEffectsInATestOffTheMainActor {
  @Test func advanceLetsTheEffectPingThenCancelReportsNothing() async {
    #expect(await PingScenarios.advanceThenCancel() == PingOutcome(countAfterStep: 1, issues: []))
  }

  @Test func advancePastSeveralTicksPingsOncePerTick() async {
    #expect(await PingScenarios.advancePastSeveralTicks() == PingOutcome(countAfterStep: 3, issues: []))
  }

  @Test func sendReturnsAfterTheHop() async {
    #expect(await PingScenarios.sendThenReceive() == PingOutcome(countAfterStep: 1, issues: []))
  }

  @Test func cancellingByAnActionLeavesNothingRunning() async {
    #expect(await PingScenarios.cancelByActionThenRelease() == PingOutcome(countAfterStep: 1, issues: []))
  }

  /// A hop to an actor with its own executor, which the harness cannot see into: `receive` waits
  /// for it up to the timeout, then names hops among the causes.
  @Test func aHopToAnActorThatNeverRunsItTimesOutNamingTheHop() async {
    let executor = HeldSerialExecutor()
    let store = TestStore(
      initialState: .init(), feature: HopFeature(),
      environment: HeldActor(executor: executor))
    store.timeout = .milliseconds(20)
    let issues = await withIssueCapture {
      await store.send(.hop)
      await store.receive(.hopped)
    }
    #expect(
      issues.map(\.message) == [
        """
        Step 2, receive(.hopped) timed out after 20 ms: nothing was received while these effects kept \
        running:
          • an effect started by step 1, send(.hop)
        An effect may wait on something the test does not control: a real clock, the network, a \
        continuation nobody resumes, or a hop to an actor with its own executor that has not run it. \
        Give the environment a TestClock and controllable services, or raise `store.timeout`.
        """
      ])
    // Once that actor runs the hop, the output arrives.
    executor.runHeldJobs()
    await store.receive(.hopped)
    await store.finish()
  }
}

/// A serial executor that keeps the jobs it is given until the test runs them.
final class HeldSerialExecutor: SerialExecutor {
  private let jobs = Locked<[UnownedJob]>([])

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.withLock { $0.append(job) }
  }

  func runHeldJobs() {
    let held = jobs.withLock { jobs in
      defer { jobs.removeAll() }
      return jobs
    }
    for job in held { job.runSynchronously(on: asUnownedSerialExecutor()) }
  }
}

/// An actor on a ``HeldSerialExecutor``: a call to it runs only when the test runs the held jobs.
actor HeldActor {
  nonisolated let executor: HeldSerialExecutor

  init(executor: HeldSerialExecutor) { self.executor = executor }

  nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

  /// How many calls ran.
  ///
  /// The call touches the actor's state so that the hop to its executor is
  /// real: release builds drop the hop into an actor method that touches nothing of the actor.
  private(set) var calls = 0

  func call() { calls += 1 }
}

/// Sends `.hopped` once a call to its actor returned.
struct HopFeature: EffectReducer {
  struct State: Equatable, Sendable {}
  enum Action: Equatable, Sendable { case hop, hopped }

  func reduce(into state: inout State, action: Action, environment: HeldActor) -> Effect<Action> {
    switch action {
    case .hop:
      return .run { send in
        await environment.call()
        await send(.hopped)
      }
    case .hopped:
      return .none
    }
  }
}

/// The effect recorder runs woken effects through their hops to the main actor as the stores do.
@Suite struct MainActorEffectsInTheEffectRecorder {
  @Test func advancingTheClockLetsARecordedEffectPingAMainActorService() async {
    let counter = PingCounter()
    let clock = TestClock()
    let events = EffectRecorder(
      Pinger(), sending: .startPinging, state: Pinger.State(),
      environment: .init(clock: clock, counter: counter))
    await clock.advance(by: .seconds(2))
    #expect(counter.count == 2)
    events.cancel()
    events.finish()
  }
}

@Suite struct MainActorWaitLimit {
  /// A short store timeout bounds waits on services; the main actor, shared with every other test,
  /// gets at least a second before a hop is called stuck.
  @Test func aShortTimeoutStillGivesTheMainActorASecond() {
    #expect(MainActorHops.waitLimit(forTimeout: .milliseconds(20)) == .seconds(1))
    #expect(MainActorHops.waitLimit(forTimeout: .seconds(5)) == .seconds(5))
  }
}
