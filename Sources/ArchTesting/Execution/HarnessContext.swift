import Arch
import ArchLocking

/// What an effect task knows about the harness running it, carried as a task-local value into every
/// task an effect starts.
///
/// Test clocks read it to run the woken effects the way their harness runs them, and to tell the
/// harness which effect is sleeping, so "waiting on the clock" can be reported at once instead of
/// timing out.
///
/// A class: every input a test store runs makes one, and every effect it starts keeps it, so a copy
/// is one reference, not its seven fields.
package final class HarnessContext: Sendable {
  /// Runs the harness's effects after a test clock woke one, until each waits again, letting those
  /// that hop to the main actor finish the hop; told the clock's call and where the test wrote it.
  typealias SettleAfterWake =
    nonisolated(nonsending) @Sendable (_ call: String, _ site: CallSite) async -> Void

  /// The executor the harness drains, for tasks an effect starts itself that should run there too.
  let executor: ManualTaskExecutor
  let settleAfterWake: SettleAfterWake
  let sleepers: SleeperRegistry
  /// The step that started the effect, such as `step 2, send(.searchChanged)`.
  let origin: StepLabel
  /// Where the test wrote that step, to report an effect's failures there.
  let site: CallSite
  /// Identifies the started effect, to count its sleeping tasks.
  let effectID: Int
  /// For work an output started: the step of the effect that sent the output.
  let sender: StepLabel?

  init(
    executor: ManualTaskExecutor, settleAfterWake: @escaping SettleAfterWake, sleepers: SleeperRegistry,
    origin: StepLabel, site: CallSite, effectID: Int, sender: StepLabel? = nil
  ) {
    self.executor = executor
    self.settleAfterWake = settleAfterWake
    self.sleepers = sleepers
    self.origin = origin
    self.site = site
    self.effectID = effectID
    self.sender = sender
  }

  /// The context of the running code, carried in Arch's step scope with what else a step binds.
  static var current: HarnessContext? { StepScope.current.host as? HarnessContext }

  /// Runs `body` with `context` current and runtime issues reported at the context's site.
  ///
  /// Issues are worded by `issueMessage` (told the context's step), so the feature's code and every
  /// effect task it starts see both; with `sharedLog`, their writes to shared values are logged
  /// there. One binding for all of them: a test store makes it around every input.
  static func bind<Result>(
    _ context: HarnessContext,
    issueMessage: @escaping @Sendable (_ issue: RuntimeIssue, _ origin: StepLabel) -> String,
    sharedLog: SharedWriteLog? = nil,
    _ body: () -> Result
  ) -> Result {
    let origin = context.origin, site = context.site
    var scope = StepScope.current
    scope.host = context
    scope.issueHandler = { issue in reportIssue(issueMessage(issue, origin), at: site) }
    if let sharedLog { scope.sharedLog = sharedLog }
    return StepScope.binding(scope, body)
  }

  /// A context no test step started, whose sleepers wake by draining `executor` through hops to the
  /// main actor: what the parity driver's production store runs its effects in.
  package static func unstepped(draining executor: ManualTaskExecutor) -> HarnessContext {
    HarnessContext(
      executor: executor, settleAfterWake: { _, _ in await executor.drainThroughMainActorHops() },
      sleepers: SleeperRegistry(), origin: StepLabel(number: 0, call: "parity"), site: CallSite(),
      effectID: 0)
  }

  /// Runs `body` with `context` current.
  package static func with<Result>(_ context: HarnessContext, _ body: () -> Result) -> Result {
    StepScope.changing({ $0.host = context }, body)
  }

  /// Runs the asynchronous `body` with `context` current.
  static func with<Result>(
    _ context: HarnessContext, isolation: isolated (any Actor)? = #isolation, _ body: () async -> Result
  ) async -> Result {
    var scope = StepScope.current
    scope.host = context
    return await StepScope.binding(scope, isolation: isolation, body)
  }
}

/// The tasks of a harness's effects that are asleep on a test clock.
final class SleeperRegistry: Sendable {
  struct Sleeper: Sendable {
    var effectID: Int
    /// The step whose effect sleeps.
    var origin: StepLabel
    var deadline: TestClock.Instant

    /// Made only for a failure message: effects sleep far more often than a test fails.
    var description: String { "\(origin) sleeps on a TestClock until \(deadline)" }
  }

  private let sleepers = Locked<(nextToken: Int, byToken: [Int: Sleeper])>((0, [:]))

  func add(_ sleeper: Sleeper) -> Int {
    sleepers.withLock { sleepers in
      sleepers.nextToken += 1
      sleepers.byToken[sleepers.nextToken] = sleeper
      return sleepers.nextToken
    }
  }

  func remove(_ token: Int) { sleepers.withLock { $0.byToken[token] = nil } }

  /// How many tasks of each effect are asleep.
  private func countsByEffect() -> [Int: Int] {
    sleepers.withLock { sleepers in
      sleepers.byToken.values.reduce(into: [:]) { counts, sleeper in counts[sleeper.effectID, default: 0] += 1
      }
    }
  }

  /// Whether every task of each of `effects` is asleep, counting the sleepers once for all of them.
  func areAsleep(_ effects: [InFlightEffect]) -> Bool {
    guard !effects.isEmpty else { return true }
    let counts = countsByEffect()
    return effects.allSatisfy { Self.isAsleep($0, counts: counts) }
  }

  /// The effects among `effects` with a task that is not asleep, counting the sleepers once.
  func awake(among effects: [InFlightEffect]) -> [InFlightEffect] {
    guard !effects.isEmpty else { return [] }
    let counts = countsByEffect()
    return effects.filter { !Self.isAsleep($0, counts: counts) }
  }

  private static func isAsleep(_ effect: InFlightEffect, counts: [Int: Int]) -> Bool {
    (counts[effect.id] ?? 0) >= effect.lifetime.runningTaskCount
  }

  /// What each task of `effects` sleeps on, effect by effect, for a failure message.
  func descriptions(of effects: [InFlightEffect]) -> [String] {
    effects.flatMap { descriptions(forEffect: $0.id) }
  }

  func descriptions(forEffect effectID: Int) -> [String] {
    sleepers.withLock { sleepers in
      sleepers.byToken.sorted { $0.key < $1.key }.filter { $0.value.effectID == effectID }.map(
        \.value.description)
    }
  }
}
