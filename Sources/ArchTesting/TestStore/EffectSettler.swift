import Arch

/// Runs a test store's effects until every one waits, for the store and for the handles its steps
/// return alike: whichever of them drains an effect that never waits reports it at its own call and
/// cancels it, so the next step is not blamed for it.
struct EffectSettler: Sendable {
  let executor: ManualTaskExecutor
  let sleepers: SleeperRegistry
  let inFlight: InFlightEffects
  /// Runs the executor's jobs and applies what effects send, until both are quiet.
  let drainAndApply: @Sendable () -> Void
  /// Whether an output sent from another thread waits to be applied.
  let hasWaitingOutputs: @Sendable () -> Bool

  /// Runs effects until every one waits, applying what they send; an effect that never waits is
  /// reported at `step` and `site`, and cancelled.
  func settle(_ step: StepLabel?, at site: CallSite) {
    drainAndApply()
    inFlight.pruneFinished()
    guard executor.takeOverrun() else { return }
    let busy = sleepers.awake(among: inFlight.running)
    // The store keeps its timeout as the executor's drain limit, so this is the time the drain ran.
    let timeout = executor.drainLimit.withLock { $0 }
    reportIssue(
      TestStoreMessages.effectNeverWaits(step, busy: busy.map(\.origin), timeout: timeout), at: site)
    for effect in busy { effect.lifetime.cancel() }
    executor.drain()
    _ = executor.takeOverrun()
  }

  /// Whether every one of `effects` is asleep on a test clock with nothing else left to run or apply,
  /// so waiting cannot help.
  func areAllAsleep(_ effects: [InFlightEffect]) -> Bool {
    !executor.hasQueuedJobs && !hasWaitingOutputs() && sleepers.areAsleep(effects)
  }
}
