import Arch

/// Runs a test store's effects until every one waits, for the store and for the handles its steps
/// return alike: whichever of them drains an effect that never waits reports it at its own call and
/// cancels it, so the next step is not blamed for it.
///
/// A class: every step's handle keeps it, and a copy is then one reference, not its five.
final class EffectSettler: Sendable {
  /// A step as messages name it: a store's `StepLabel`, or a test clock's call.
  typealias During = any CustomStringConvertible & Sendable

  let executor: ManualTaskExecutor
  let sleepers: SleeperRegistry
  let inFlight: InFlightEffects
  /// Runs the executor's jobs and applies what effects send, until both are quiet.
  let drainAndApply: @Sendable () -> Void
  /// Whether an output sent from another thread waits to be applied.
  let hasWaitingOutputs: @Sendable () -> Bool

  init(
    executor: ManualTaskExecutor, sleepers: SleeperRegistry, inFlight: InFlightEffects,
    drainAndApply: @escaping @Sendable () -> Void, hasWaitingOutputs: @escaping @Sendable () -> Bool
  ) {
    self.executor = executor
    self.sleepers = sleepers
    self.inFlight = inFlight
    self.drainAndApply = drainAndApply
    self.hasWaitingOutputs = hasWaitingOutputs
  }

  /// The store's timeout, which it keeps as the executor's drain limit.
  var timeout: Duration { executor.drainLimit.withLock { $0 } }

  /// Runs effects until every one waits, applying what they send; an effect that never waits is
  /// reported at `step` and `site`, and cancelled.
  ///
  /// Effects that hopped to the main actor may still be
  /// there: ``settleThroughHops(_:at:)`` waits for them.
  func settle(_ step: During?, at site: CallSite) {
    drainAndApply()
    inFlight.pruneFinished()
    guard executor.takeOverrun() else { return }
    let busy = sleepers.awake(among: inFlight.running)
    reportIssue(
      TestStoreMessages.effectNeverWaits(step, busy: busy.map(\.origin), timeout: timeout), at: site)
    for effect in busy { effect.lifetime.cancel() }
    executor.drain()
    _ = executor.takeOverrun()
  }

  /// Whether settling would do nothing: no job queued, no output waiting, no overrun to report and
  /// no effect in flight once those that ended are forgotten (as a settle forgets them), as after
  /// most steps of most tests.
  var isIdle: Bool {
    guard executor.isIdle, !hasWaitingOutputs() else { return false }
    return inFlight.pruneFinished()
  }

  /// Runs effects until every one waits, as ``settle(_:at:)`` does, and lets those that hopped to
  /// the main actor (to call a `@MainActor` service) finish the hop and go on until they wait again.
  ///
  /// A main actor that does not run within the store's timeout is reported at `step` and `site`.
  ///
  /// - Returns: False when the main actor did not run in time, after reporting it.
  @discardableResult
  nonisolated(nonsending) func settleThroughHops(_ step: During?, at site: CallSite) async -> Bool {
    let timeout = self.timeout
    let settled = await MainActorHops.settle(
      timeout: timeout, drain: { settle(step, at: site) },
      hasWorkBack: { executor.hasQueuedJobs || hasWaitingOutputs() },
      isAnyEffectAway: { !awayEffects().isEmpty })
    guard !settled else { return true }
    reportIssue(
      TestStoreMessages.mainActorDidNotRun(
        step, away: awayEffects().map(\.origin), timeout: MainActorHops.waitLimit(forTimeout: timeout)),
      at: site)
    return false
  }

  /// The running effects that are neither queued on the executor nor asleep on a test clock: away on
  /// the main actor, or waiting on something else.
  func awayEffects() -> [InFlightEffect] {
    let running = inFlight.running
    guard !running.isEmpty else { return [] }
    return sleepers.awake(among: running)
  }

  /// Whether every one of `effects` is asleep on a test clock with nothing else left to run or apply,
  /// so waiting cannot help.
  func areAllAsleep(_ effects: [InFlightEffect]) -> Bool {
    !executor.hasQueuedJobs && !hasWaitingOutputs() && sleepers.areAsleep(effects)
  }
}
