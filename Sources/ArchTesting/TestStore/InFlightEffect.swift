import Arch
import ArchLocking

/// An effect a test store started, with the step it came from, while its tasks may still run.
struct InFlightEffect: Sendable {
  var context: HarnessContext
  var lifetime: EffectLifetime

  var id: Int { context.effectID }
  var origin: StepLabel { context.origin }
  var site: CallSite { context.site }
}

/// The effects a test store started, by the lifetime of each step that started them.
///
/// Shared with the handles `send` and `receive` return, so a handle can tell whether its effects are
/// all asleep on a test clock.
final class InFlightEffects: Sendable {
  private let effects = Locked<[InFlightEffect]>([])

  func append(_ effect: InFlightEffect) { effects.withLock { $0.append(effect) } }

  /// The effect whose step `lifetime` tracks, if it is still known.
  func effect(for lifetime: EffectLifetime) -> InFlightEffect? {
    effects.withLock { $0.last { $0.lifetime === lifetime } }
  }

  /// Forgets the effects that have ended, and tells whether none is left.
  ///
  /// An effect that sent its outputs at once and started no task ends within its step, so after
  /// most steps of a feature whose effects answer at once nothing is left to settle.
  @discardableResult
  func pruneFinished() -> Bool {
    effects.withLock { effects in
      if !effects.isEmpty { effects.removeAll { $0.lifetime.runningTaskCount == 0 } }
      return effects.isEmpty
    }
  }

  /// The effects still running, in the order they started.
  var running: [InFlightEffect] { effects.withLock { $0.filter { $0.lifetime.runningTaskCount > 0 } } }

  /// The running effects `lifetime` covers: its own and those its outputs started.
  func running(within lifetime: EffectLifetime) -> [InFlightEffect] {
    running.filter { $0.lifetime.isWithin(lifetime) }
  }
}
