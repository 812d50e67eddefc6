import Arch
import ArchLocking

/// A handle on a task that an ``EffectSpawner`` started for a view model: cancel it as you would a
/// `Task`.
///
/// ```swift
/// let task = spawner.spawn { await viewModel.load() }
/// task.cancel()
/// ```
public struct SpawnedTask: Sendable {
  let link = TaskLink()

  /// Cancels the task, even if the test store has not started it yet.
  ///
  /// ```swift
  /// runningTasks[.search]?.cancel()
  /// ```
  public func cancel() { link.cancel() }
}

/// Ties a handle to the task it stands for, which starts only when the test store runs the step's
/// effects; a cancel that comes first is kept and applied when the task arrives.
final class TaskLink: Sendable {
  private struct State {
    var task: Task<Void, Never>?
    var isCancelled = false
  }

  private let state = Locked(State())

  func attach(_ task: Task<Void, Never>) {
    let cancelNow = state.withLock { state -> Bool in
      state.task = task
      return state.isCancelled
    }
    if cancelNow { task.cancel() }
  }

  func cancel() {
    let task = state.withLock { state -> Task<Void, Never>? in
      state.isCancelled = true
      return state.task
    }
    task?.cancel()
  }
}
