/// Turns effect values into tasks for one store.
///
/// The production ``Store`` and the test harness share it; the harness passes its own task executor so
/// that every effect task runs only when the harness drains it.
package final class EffectRunner<Output: Sendable>: Sendable {
  package typealias Deliver = @Sendable (Output) async -> Void
  package typealias ErrorHandler = @Sendable (_ error: any Error, _ effectName: String?) -> Void

  private let executor: (any TaskExecutor)?
  private let deliver: Deliver
  private let onUnhandledError: ErrorHandler
  private let registry = CancellationRegistry()

  /// - Parameters:
  ///   - executor: Where effect tasks run; `nil` for the global concurrent executor.
  ///   - deliver: Takes each output an effect sends from inside its task.
  ///   - onUnhandledError: Told of an error a `.run` effect threw with no handler.
  package init(
    executor: (any TaskExecutor)? = nil,
    deliver: @escaping Deliver,
    onUnhandledError: @escaping ErrorHandler = { _, _ in }
  ) {
    self.executor = executor
    self.deliver = deliver
    self.onUnhandledError = onUnhandledError
  }

  /// Starts `effect`. Outputs it sends at once (`.send`) are returned for the caller to process in
  /// order, before any task runs; everything asynchronous starts as tasks covered by the handle.
  package func start(
    _ effect: Effect<Output>, lifetime: EffectLifetime = EffectLifetime()
  ) -> (task: EffectTask, immediateOutputs: [Output]) {
    var tasks: [Task<Void, Never>] = []
    var immediate: [Output] = []
    start(effect, lifetime: lifetime, tasks: &tasks, immediate: &immediate)
    return (EffectTask(tasks: tasks, lifetime: lifetime), immediate)
  }

  /// How many cancellation identifiers have running effects: zero once every effect has ended.
  package var activeCancellationIDCount: Int { registry.activeIdentifierCount }

  private func start(
    _ effect: Effect<Output>, lifetime: EffectLifetime,
    tasks: inout [Task<Void, Never>], immediate: inout [Output]
  ) {
    switch effect.operation {
    case .none:
      break
    case .send(let output):
      immediate.append(output)
    case .run(let work):
      tasks.append(spawn(priority: work.priority, lifetime: lifetime) { await self.perform(work) })
    case .merge(let effects):
      for effect in effects { start(effect, lifetime: lifetime, tasks: &tasks, immediate: &immediate) }
    case .concatenate(let effects):
      tasks.append(spawn(lifetime: lifetime) { await self.performInSequence(effects) })
    case .cancellable(let id, let cancelInFlight, let inner):
      if cancelInFlight { registry.cancel(id) }
      var innerTasks: [Task<Void, Never>] = []
      start(inner, lifetime: lifetime, tasks: &innerTasks, immediate: &immediate)
      for task in innerTasks { register(task, under: id) }
      tasks += innerTasks
    case .cancel(let id):
      registry.cancel(id)
    }
  }

  /// Runs `effect` inside the current task, returning when it has finished; used for the parts of a
  /// concatenation, which must wait for each other.
  private func perform(_ effect: Effect<Output>) async {
    switch effect.operation {
    case .none:
      break
    case .send(let output):
      await Send(deliver)(output)
    case .run(let work):
      await perform(work)
    case .merge(let effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects { group.addTask { await self.perform(effect) } }
      }
    case .concatenate(let effects):
      await performInSequence(effects)
    case .cancellable(let id, let cancelInFlight, let inner):
      if cancelInFlight { registry.cancel(id) }
      let task = spawn(lifetime: nil) { await self.perform(inner) }
      register(task, under: id)
      await withTaskCancellationHandler { await task.value } onCancel: { task.cancel() }
    case .cancel(let id):
      registry.cancel(id)
    }
  }

  private func performInSequence(_ effects: [Effect<Output>]) async {
    for effect in effects {
      if Task.isCancelled { return }
      await perform(effect)
    }
  }

  private func perform(_ work: Work<Output>) async {
    let send = Send(deliver)
    do {
      try await work.body(send)
    } catch {
      if Task.isCancelled || error is CancellationError { return }
      if let handle = work.onError {
        await handle(error, send)
      } else {
        onUnhandledError(error, work.name)
      }
    }
  }

  private func register(_ task: Task<Void, Never>, under id: EffectID) {
    let token = registry.reserve(id)
    registry.fill(id, token: token, with: task)
    // The slot is released when the task ends; a task that has already ended releases it here.
    let registry = self.registry
    Task(executorPreference: executor) {
      await task.value
      registry.release(id, token: token)
    }
  }

  private func spawn(
    priority: TaskPriority? = nil, lifetime: EffectLifetime?,
    _ body: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never> {
    lifetime?.taskDidStart()
    return Task(executorPreference: executor, priority: priority) {
      await body()
      lifetime?.taskDidEnd()
    }
  }
}
