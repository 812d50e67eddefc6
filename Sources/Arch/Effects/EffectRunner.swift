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
  ///   - onUnhandledError: Told of an error a `.run` effect threw with no handler, except an
  ///     ``UnimplementedError``, whose service has reported the call already.
  package init(
    executor: (any TaskExecutor)? = nil,
    deliver: @escaping Deliver,
    onUnhandledError: @escaping ErrorHandler = { _, _ in }
  ) {
    self.executor = executor
    self.deliver = deliver
    self.onUnhandledError = onUnhandledError
  }

  /// Starts `effect` in `lifetime`.
  ///
  /// Outputs it sends at once (`.send`) are returned for the caller to
  /// process in order, before any task runs; everything asynchronous starts as tasks of `lifetime`.
  package func start(
    _ effect: Effect<Output>, lifetime: EffectLifetime = EffectLifetime()
  ) -> (task: StoreTask, immediateOutputs: [Output]) {
    var immediate: [Output] = []
    start(effect, lifetime: lifetime, immediate: &immediate)
    return (StoreTask(lifetime: lifetime), immediate)
  }

  /// How many cancellation identifiers have running effects: zero once every effect has ended.
  package var activeCancellationIDCount: Int { registry.activeIdentifierCount }

  /// Starts `effect` and every effect it holds.
  ///
  /// - Parameters:
  ///   - effect: The effect to start.
  ///   - lifetime: Where its asynchronous work starts as tasks.
  ///   - ids: The cancellation identifiers of the `.cancellable` effects enclosing `effect`.
  ///   - immediate: Collects what it sends at once (`.send`), in order.
  private func start(
    _ effect: Effect<Output>, lifetime: EffectLifetime, cancellableBy ids: [EffectID] = [],
    immediate: inout [Output]
  ) {
    switch effect.operation {
    case .none:
      break
    case .send(let output):
      immediate.append(output)
    case .run(let work):
      spawn(priority: work.priority, lifetime: lifetime, cancellableBy: ids) { await self.perform(work) }
    case .merge(let effects):
      for effect in effects {
        start(effect, lifetime: lifetime, cancellableBy: ids, immediate: &immediate)
      }
    case .concatenate(let effects):
      spawn(lifetime: lifetime, cancellableBy: ids) { await self.performInSequence(effects) }
    case .cancellable(let id, let cancelInFlight, let inner):
      if cancelInFlight { registry.cancel(id) }
      start(inner, lifetime: lifetime, cancellableBy: ids + [id], immediate: &immediate)
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
      let task = spawn(lifetime: nil, cancellableBy: [id]) { await self.perform(inner) }
      await withTaskCancellationHandler {
        await task.value
      } onCancel: {
        task.cancel()
      }
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
      } else if !(error is UnimplementedError) {
        // An unimplemented service reported its call before throwing, with the fix (give the
        // environment a value); a second report would suggest the wrong one, a `catch:`.
        onUnhandledError(error, work.name)
      }
    }
  }

  /// Starts `body` as a task registered under every identifier in `ids`, and counted in `lifetime`,
  /// which its outputs then see as `EffectLifetime.current`.
  ///
  /// Tasks nested inside an effect pass no
  /// lifetime: their enclosing task waits for them, and they inherit its lifetime.
  @discardableResult
  private func spawn(
    priority: TaskPriority? = nil, lifetime: EffectLifetime?, cancellableBy ids: [EffectID],
    _ body: @escaping @Sendable () async -> Void
  ) -> Task<Void, Never> {
    let registry = self.registry, executor = self.executor
    let slots = ids.map { id in (id, registry.reserve(id)) }
    let lifetimeToken = lifetime?.taskWillStart()
    func makeTask() -> Task<Void, Never> {
      Task(executorPreference: executor, priority: priority) {
        await body()
        // The task releases its own slots, so they are gone before anyone awaiting it resumes.
        for (id, token) in slots { registry.release(id, token: token) }
        if let lifetime, let lifetimeToken { lifetime.taskDidEnd(token: lifetimeToken) }
      }
    }
    let task: Task<Void, Never>
    // Only the task-local binding differs: a nested task inherits its enclosing task's lifetime.
    if let lifetime {
      task = EffectLifetime.$current.withValue(lifetime, operation: makeTask)
    } else {
      task = makeTask()
    }
    if let lifetime, let lifetimeToken { lifetime.adopt(task, token: lifetimeToken) }
    for (id, token) in slots { registry.fill(id, token: token, with: task) }
    return task
  }
}
