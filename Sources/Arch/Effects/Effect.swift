/// Work a feature asks the runtime to do after a step: a value, not a running task.
///
/// A feature returns an effect; the ``Store`` (or the test harness) runs it and feeds every output it
/// sends back into the feature, in the order they are sent. Because effects are plain values they are
/// cheap to build, combine and inspect.
///
/// ```swift
/// func present(_ action: Action, state: State, environment: Environment) -> Effect<Event> {
///   switch action {
///   case .reloadTapped:
///     return .run { send in
///       await send(.loadingDidStart)
///       let items = try await environment.api.fetchItems()
///       await send(.itemsDidLoad(items))
///       await send(.loadingDidStop)
///     } catch: { error, send in
///       await send(.loadingDidFail(error.localizedDescription))
///       await send(.loadingDidStop)
///     }
///   }
/// }
/// ```
public struct Effect<Output: Sendable>: Sendable {
  indirect enum Operation: Sendable {
    case none
    case send(Output)
    case run(Work<Output>)
    case merge([Effect<Output>])
    case concatenate([Effect<Output>])
    case cancellable(id: EffectID, cancelInFlight: Bool, Effect<Output>)
    case cancel(EffectID)
  }

  let operation: Operation

  init(_ operation: Operation) { self.operation = operation }
}

/// The asynchronous body of a `.run` effect, with its error handler and a name for messages.
struct Work<Output: Sendable>: Sendable {
  var name: String?
  var priority: TaskPriority?
  var body: @Sendable (Send<Output>) async throws -> Void
  var onError: (@Sendable (any Error, Send<Output>) async -> Void)?
}

extension Effect {
  /// An effect that does nothing.
  ///
  /// ```swift
  /// case .dismissed: return .none
  /// ```
  public static var none: Self { Self(.none) }

  /// An effect that sends `output` at once: before any asynchronous work of the same step starts, or,
  /// inside a concatenation, as soon as the parts before it have finished.
  ///
  /// ```swift
  /// case .saveTapped: return .send(.saveDidStart)
  /// ```
  public static func send(_ output: Output) -> Self { Self(.send(output)) }

  /// An effect that runs `operation` as a task, which may send any number of outputs.
  ///
  /// An error thrown by `operation` goes to `handler`, which can send outputs too. Cancellation is not an
  /// error: a cancelled effect ends quietly, and outputs sent after cancellation are dropped.
  ///
  /// ```swift
  /// .run(name: "search") { send in
  ///   try await environment.clock.sleep(for: .milliseconds(300))
  ///   await send(.resultsDidLoad(try await environment.api.search(query)))
  /// } catch: { error, send in
  ///   await send(.searchDidFail(error.localizedDescription))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: How failure messages and logs name this effect; defaults to none.
  ///   - priority: The priority of the task.
  ///   - operation: The work. Send outputs with `await send(output)`.
  ///   - handler: Handles an error `operation` threw. Without one, the error is reported by the test
  ///     harness as a failure and ignored by the production store.
  /// - Returns: The effect; it starts when the store runs it.
  public static func run(
    name: String? = nil,
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (Send<Output>) async throws -> Void,
    catch handler: (@Sendable (any Error, Send<Output>) async -> Void)? = nil
  ) -> Self {
    Self(.run(Work(name: name, priority: priority, body: operation, onError: handler)))
  }

  /// Runs `effects` at the same time.
  ///
  /// ```swift
  /// return .merge(.send(.didStart), .run { send in await send(.didLoad(try await api.load())) })
  /// ```
  public static func merge(_ effects: Self...) -> Self { merge(effects) }

  /// Runs `effects` at the same time.
  ///
  /// ```swift
  /// return .merge(downloadIDs.map { id in .cancel(id: id) })
  /// ```
  public static func merge(_ effects: [Self]) -> Self {
    let meaningful = effects.filter { !$0.isNone }
    switch meaningful.count {
    case 0: return .none
    case 1: return meaningful[0]
    default: return Self(.merge(meaningful))
    }
  }

  /// Runs `effects` one after another: each starts when the one before it has finished.
  ///
  /// ```swift
  /// return .concatenate(.send(.savingDidStart), save, .send(.savingDidStop))
  /// ```
  public static func concatenate(_ effects: Self...) -> Self { concatenate(effects) }

  /// Runs `effects` one after another: each starts when the one before it has finished.
  ///
  /// ```swift
  /// return .concatenate(steps.map { step in .run { send in await send(try await step()) } })
  /// ```
  public static func concatenate(_ effects: [Self]) -> Self {
    let meaningful = effects.filter { !$0.isNone }
    switch meaningful.count {
    case 0: return .none
    case 1: return meaningful[0]
    default: return Self(.concatenate(meaningful))
    }
  }

  /// Cancels every running effect marked with `id` in the same store.
  ///
  /// Identifiers belong to one store: two stores never cancel each other's effects.
  ///
  /// ```swift
  /// case .cancelSearchTapped: return .cancel(id: SearchID())
  /// ```
  public static func cancel(id: some Hashable & Sendable) -> Self { Self(.cancel(EffectID(id))) }

  /// Marks this effect with `id` so that ``cancel(id:)`` can stop it.
  ///
  /// With `cancelInFlight`, starting it first cancels any effect already running under the same `id`,
  /// which is how a debounce or a "latest request wins" is written.
  ///
  /// ```swift
  /// return .run { send in
  ///   try await clock.sleep(for: .milliseconds(300))
  ///   await send(.searchDidFinish(try await api.search(query)))
  /// }
  /// .cancellable(id: SearchID(), cancelInFlight: true)
  /// ```
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if isNone { return cancelInFlight ? .cancel(id: id) : self }
    return Self(.cancellable(id: EffectID(id), cancelInFlight: cancelInFlight, self))
  }

  /// Transforms every output this effect sends, as when a parent feature embeds a child's effects.
  ///
  /// ```swift
  /// childEffect.map(ParentAction.child)
  /// ```
  public func map<NewOutput: Sendable>(
    _ transform: @escaping @Sendable (Output) -> NewOutput
  ) -> Effect<NewOutput> {
    switch operation {
    case .none: return .none
    case .send(let output): return .send(transform(output))
    case .run(let work): return Effect<NewOutput>(.run(work.map(transform)))
    case .merge(let effects): return Effect<NewOutput>(.merge(effects.map { $0.map(transform) }))
    case .concatenate(let effects):
      return Effect<NewOutput>(.concatenate(effects.map { $0.map(transform) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect<NewOutput>(.cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform)))
    case .cancel(let id): return Effect<NewOutput>(.cancel(id))
    }
  }

  /// Runs this effect and `other` at the same time.
  ///
  /// ```swift
  /// return save.merge(with: .send(.didChange))
  /// ```
  public func merge(with other: Self) -> Self { .merge(self, other) }

  /// Runs `other` once this effect has finished.
  ///
  /// ```swift
  /// return load.concatenate(with: .send(.loadingDidStop))
  /// ```
  public func concatenate(with other: Self) -> Self { .concatenate(self, other) }

  var isNone: Bool {
    if case .none = operation { return true }
    return false
  }
}

extension Work {
  func map<NewOutput: Sendable>(
    _ transform: @escaping @Sendable (Output) -> NewOutput
  ) -> Work<NewOutput> {
    let body = self.body
    var mappedOnError: (@Sendable (any Error, Send<NewOutput>) async -> Void)?
    if let onError = self.onError {
      mappedOnError = { error, send in await onError(error, send.contramap(transform)) }
    }
    return Work<NewOutput>(
      name: name,
      priority: priority,
      body: { send in try await body(send.contramap(transform)) },
      onError: mappedOnError
    )
  }
}
