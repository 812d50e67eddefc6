
/// A handle on the effects one `send` started: cancel them, or wait for them to finish.
///
/// ```swift
/// let task = store.send(.startTimer)
/// // …
/// task.cancel()
/// await task.finish()
/// ```
public struct EffectTask: Sendable {
  let tasks: [Task<Void, Never>]
  package let lifetime: EffectLifetime

  /// Cancels every effect this handle covers; outputs they send afterwards are dropped.
  ///
  /// ```swift
  /// store.send(.startTimer).cancel()
  /// ```
  public func cancel() {
    for task in tasks { task.cancel() }
  }

  /// Waits until every effect this handle covers has finished.
  ///
  /// ```swift
  /// await store.send(.reloadTapped).finish()
  /// ```
  public func finish() async {
    for task in tasks { await task.value }
  }

  /// Whether any effect this handle covers is still running.
  ///
  /// ```swift
  /// if store.send(.refresh).isRunning { showSpinner() }
  /// ```
  public var isRunning: Bool { lifetime.isRunning }
}

/// Counts the tasks of one started effect that have not ended yet, and says when the count changes.
package final class EffectLifetime: Sendable {
  private let running = Locked(0)
  private let onEnd: (@Sendable () -> Void)?

  package init(onEnd: (@Sendable () -> Void)? = nil) { self.onEnd = onEnd }

  func taskDidStart() { running.withLock { $0 += 1 } }

  func taskDidEnd() {
    running.withLock { $0 -= 1 }
    onEnd?()
  }

  /// Whether a task of this effect is still running.
  package var isRunning: Bool { running.withLock { $0 > 0 } }

  /// How many of this effect's top-level tasks are still running.
  package var runningTaskCount: Int { running.withLock { $0 } }
}
