import Arch
import ArchLocking

/// Where a view model that starts its own tasks starts them in tests, so a ``TestStore`` runs them as
/// effects: on its own executor, tracked to the end of the test, with test clocks working inside.
///
/// Give the view model a spawner in place of `Task { … }`, then drive it with
/// ``ViewModelFeature``. Tasks spawned while the view model handles an action become the effects of
/// that step. (Tasks spawned from inside a running task start with the next step.)
///
/// ```swift
/// // In the view model:
/// let task = spawner.spawn { [weak self] in await self?.loadFact() }
///
/// // In the test:
/// let spawner = EffectSpawner()
/// let viewModel = CounterViewModel(spawner: spawner, environment: .test)
/// ```
public final class EffectSpawner: Sendable {
  struct Pending: Sendable {
    var operation: @Sendable () async -> Void
    var link: TaskLink
  }

  private let pending = Locked<[Pending]>([])

  /// Makes a spawner with no tasks.
  ///
  /// ```swift
  /// let spawner = EffectSpawner()
  /// ```
  public init() {}

  /// Queues `operation` to run as an effect of the step in progress, and returns its handle.
  ///
  /// ```swift
  /// let task = spawner.spawn { await send(.refresh) }
  /// ```
  @discardableResult
  public func spawn(_ operation: @escaping @Sendable () async -> Void) -> SpawnedTask {
    let task = SpawnedTask()
    pending.withLock { $0.append(Pending(operation: operation, link: task.link)) }
    return task
  }

  /// The tasks spawned since the last call, in order.
  func takePending() -> [Pending] {
    pending.withLock { pending in
      defer { pending.removeAll() }
      return pending
    }
  }
}

/// Where a view model's task reports its state changes: set, as a task-local value, only inside the
/// tasks an ``EffectSpawner`` runs, so changes made while handling an action are not reported twice.
struct ChangeSink: Sendable {
  let spawner: ObjectIdentifier
  let deliver: @Sendable (any Sendable) -> Void

  @TaskLocal static var current: ChangeSink?
}
