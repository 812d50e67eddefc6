import Arch

/// A view model that changes its own state, as in the Dufap style, made testable with a
/// ``TestStore``: `trigger(action)` changes the state at once and may start tasks that change it
/// later.
///
/// Each sent action is one step: its immediate change is checked at the `send`, and the tasks it
/// started (through an ``EffectSpawner``) run as that step's effects. Every change a task makes
/// arrives as a ``StateChange`` for the test to receive, so nothing is polled.
///
/// ```swift
/// let spawner = EffectSpawner()
/// let viewModel = CounterViewModel(spawner: spawner, environment: .test)
/// let feature = ViewModelFeature(
///   viewModel, spawner: spawner, state: \.state,
///   trigger: { $0.trigger($1) }, observe: { $0.observe($1) })
/// ```
public struct ViewModelFeature<ViewModel: AnyObject, State: Sendable, Action: Sendable>: Feature {
  /// What the view model's tasks send back.
  public typealias Output = StateChange<State>

  /// The view model under test.
  public let viewModel: ViewModel
  private let spawner: EffectSpawner
  private let readState: KeyPath<ViewModel, State>
  private let trigger: (ViewModel, Action) -> Void

  /// Wraps a view model.
  ///
  /// ```swift
  /// ViewModelFeature(viewModel, spawner: spawner, state: \.state,
  ///                  trigger: { $0.trigger($1) }, observe: { $0.observe($1) })
  /// ```
  ///
  /// - Parameters:
  ///   - viewModel: The view model; it must start its tasks with `spawner`.
  ///   - spawner: The spawner the view model was given.
  ///   - state: Reads its current state.
  ///   - trigger: Sends it an action.
  ///   - observe: Registers a function the view model calls with its new state after every change.
  public init(
    _ viewModel: ViewModel,
    spawner: EffectSpawner,
    state: KeyPath<ViewModel, State>,
    trigger: @escaping (ViewModel, Action) -> Void,
    observe: (ViewModel, @escaping @Sendable (State) -> Void) -> Void
  ) {
    self.viewModel = viewModel
    self.spawner = spawner
    self.readState = state
    self.trigger = trigger
    let spawnerID = ObjectIdentifier(spawner)
    observe(viewModel) { newState in
      guard let sink = ChangeSink.current, sink.spawner == spawnerID else { return }
      sink.deliver(newState)
    }
  }

  /// The view model's state now.
  ///
  /// ```swift
  /// let store = TestStore(initialState: feature.currentState, feature: feature, environment: ())
  /// ```
  public var currentState: State { viewModel[keyPath: readState] }

  /// Triggers the action, reads the state it left, and returns the tasks it spawned as effects.
  ///
  /// ```swift
  /// let effect = feature.handle(.loadFact, state: &state, environment: ())
  /// ```
  public func handle(_ action: Action, state: inout State, environment: Void) -> Effect<Output> {
    trigger(viewModel, action)
    state = currentState
    return .merge(spawner.takePending().map(effect(running:)))
  }

  /// Takes the state a task reported.
  ///
  /// ```swift
  /// _ = feature.apply(StateChange(state: newState), state: &state, environment: ())
  /// ```
  public func apply(_ output: Output, state: inout State, environment: Void) -> Effect<Output> {
    state = output.state
    return .none
  }

  /// Runs the view model's task as its own task, so its handle can cancel it alone, and forwards
  /// every state change it makes, in order.
  private func effect(running pending: EffectSpawner.Pending) -> Effect<Output> {
    let spawnerID = ObjectIdentifier(spawner)
    return .run { send in
      let (changes, continuation) = AsyncStream<State>.makeStream()
      let sink = ChangeSink(spawner: spawnerID) { change in
        if let change = change as? State { continuation.yield(change) }
      }
      // The harness's executor, so the task runs only when the test store drains it.
      let task = Task(executorPreference: HarnessContext.current?.executor) {
        await ChangeSink.$current.withValue(sink) { await pending.operation() }
        continuation.finish()
      }
      pending.link.attach(task)
      await withTaskCancellationHandler {
        for await change in changes { await send(StateChange(state: change)) }
      } onCancel: {
        task.cancel()
      }
    }
  }
}

extension TestStore {
  /// Makes a test store for a view model that changes its own state.
  ///
  /// ```swift
  /// let spawner = EffectSpawner()
  /// let store = TestStore(
  ///   viewModel: CounterViewModel(spawner: spawner, environment: .test), spawner: spawner,
  ///   state: \.state, trigger: { $0.trigger($1) }, observe: { $0.observe($1) })
  /// await store.send(.incrementTapped) { $0.count = 1 }
  /// ```
  ///
  /// - Parameters:
  ///   - viewModel: The view model; it must start its tasks with `spawner`.
  ///   - spawner: The spawner the view model was given.
  ///   - state: Reads its current state.
  ///   - trigger: Sends it an action.
  ///   - observe: Registers a function the view model calls with its new state after every change.
  ///   - fileID: The file ID of the call, where a failure is reported; leave the default.
  ///   - filePath: The file path of the call, where a failure is reported; leave the default.
  ///   - line: The line of the call, where a failure is reported; leave the default.
  ///   - column: The column of the call, where a failure is reported; leave the default.
  public convenience init<ViewModel: AnyObject, State: Sendable, Action: Sendable>(
    viewModel: ViewModel,
    spawner: EffectSpawner,
    state: KeyPath<ViewModel, State>,
    trigger: @escaping (ViewModel, Action) -> Void,
    observe: (ViewModel, @escaping @Sendable (State) -> Void) -> Void,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where F == ViewModelFeature<ViewModel, State, Action> {
    let feature = ViewModelFeature(
      viewModel, spawner: spawner, state: state, trigger: trigger, observe: observe)
    self.init(
      initialState: feature.currentState, feature: feature, environment: (),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Receives the next state change a view model's task made, applies it, and checks it against the
  /// expectation as for any step.
  ///
  /// ```swift
  /// await store.send(.loadFactTapped)
  /// await store.receiveStateChange { $0.isLoading = true }
  /// await clock.advance(by: .seconds(1))
  /// await store.receiveStateChange { $0.fact = "1 is the loneliest number"; $0.isLoading = false }
  /// ```
  public nonisolated(nonsending) func receiveStateChange<State: Sendable>(
    assert expectation: ((inout F.State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async where F.Output == StateChange<State> {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let step = nextStep("receiveStateChange()", at: site)
    await receive(step, at: site, expectation: expectation) { _ in nil }
  }
}
