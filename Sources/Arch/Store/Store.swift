import Observation

/// The production runtime: holds a feature's state on the main actor, applies what the UI sends, runs
/// the effects, and feeds their outputs back in the order they are sent.
///
/// `Store` is `@Observable`, so SwiftUI views read `store.state` directly and update when it changes.
/// State is read-only from outside: it only changes through ``send(_:)`` and effect outputs.
///
/// ```swift
/// @MainActor
/// func runGroceries() {
///   let store = Store(
///     initialState: GroceryState(),
///     feature: SplitFeature(presenter: GroceryPresenter(), reducer: GroceryReducer()),
///     environment: .live
///   )
///   store.send(.reloadTapped)
///   print(store.state.isLoading)
/// }
/// ```
@MainActor
@Observable
public final class Store<F: Feature> {
  /// The current state.
  public private(set) var state: F.State

  /// The services effects use; replace it to change them for later steps.
  @ObservationIgnored public var environment: F.Environment

  @ObservationIgnored private let feature: F
  @ObservationIgnored private let onStep: ((StoreStep<F.State, F.Action, F.Output>) -> Void)?
  @ObservationIgnored private let runner: EffectRunner<F.Output>
  @ObservationIgnored private var pendingOutputs: [F.Output] = []
  @ObservationIgnored private var isProcessing = false

  /// Makes a store.
  ///
  /// ```swift
  /// let store = Store(initialState: Counter.State(), feature: Counter(), environment: ())
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - feature: The feature's logic.
  ///   - environment: The services its effects use.
  ///   - onStep: Called after every step with its input and the state before and after it.
  public init(
    initialState: F.State,
    feature: F,
    environment: F.Environment,
    onStep: ((StoreStep<F.State, F.Action, F.Output>) -> Void)? = nil
  ) {
    self.state = initialState
    self.feature = feature
    self.environment = environment
    self.onStep = onStep
    let inbox = MainActorInbox<F.Output>()
    self.runner = EffectRunner(deliver: inbox.deliver)
    inbox.handler = { [weak self] output in self?.receive(output) }
  }

  /// Sends an action: the feature handles it at once, then its effects start.
  ///
  /// ```swift
  /// store.send(.reloadTapped)
  /// await store.send(.reloadTapped).finish()   // wait until its effects are done
  /// ```
  ///
  /// - Returns: A handle to cancel the effects this action started, or wait for them.
  @discardableResult
  public func send(_ action: F.Action) -> EffectTask {
    let before = state
    let effect = feature.handle(action, state: &state, environment: environment)
    onStep?(StoreStep(input: .action(action), stateBefore: before, stateAfter: state))
    return start(effect)
  }

  /// How many cancellation identifiers have running effects in this store; zero once they have ended.
  package var activeCancellationIDCount: Int { runner.activeCancellationIDCount }

  private func receive(_ output: F.Output) {
    pendingOutputs.append(output)
    drainPendingOutputs()
  }

  private func start(_ effect: Effect<F.Output>) -> EffectTask {
    let (task, immediate) = runner.start(effect)
    pendingOutputs += immediate
    drainPendingOutputs()
    return task
  }

  // Outputs are applied one at a time, first in first out, even when applying one sends another at
  // once: no output overtakes one that was sent before it.
  private func drainPendingOutputs() {
    guard !isProcessing else { return }
    isProcessing = true
    defer { isProcessing = false }
    while !pendingOutputs.isEmpty {
      let output = pendingOutputs.removeFirst()
      let before = state
      let effect = feature.apply(output, state: &state, environment: environment)
      onStep?(StoreStep(input: .output(output), stateBefore: before, stateAfter: state))
      let (_, immediate) = runner.start(effect)
      pendingOutputs += immediate
    }
  }
}
