/// A handle on the effects one `send` started, and on every effect their outputs started in turn:
/// cancel them, or wait for them to finish.
///
/// ```swift
/// let task = store.send(.startTimer)
/// // …
/// task.cancel()
/// await task.finish()
/// ```
public struct StoreTask: Sendable {
  package let lifetime: EffectLifetime

  package init(lifetime: EffectLifetime) { self.lifetime = lifetime }

  /// Cancels every effect this handle covers, including those started later by their outputs;
  /// outputs they send afterwards are dropped.
  ///
  /// ```swift
  /// store.send(.startTimer).cancel()
  /// ```
  public func cancel() {
    lifetime.cancel()
  }

  /// Waits until every effect this handle covers has finished, including those their outputs started.
  ///
  /// ```swift
  /// await store.send(.reloadTapped).finish()
  /// ```
  public func finish() async {
    await lifetime.waitUntilEnded()
  }

  /// Whether any effect this handle covers is still running.
  ///
  /// ```swift
  /// if store.send(.refresh).isRunning { showSpinner() }
  /// ```
  public var isRunning: Bool { lifetime.isRunning }
}
