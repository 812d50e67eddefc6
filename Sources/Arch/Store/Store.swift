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
///     environment: .live(storageFile: URL(fileURLWithPath: "groceries.json"))
///   )
///   store.send(.reloadTapped)
///   print(store.state.isLoading)
/// }
/// ```
@MainActor
public final class Store<F: Feature>: Observable {
  /// The current state.
  public var state: F.State {
    registrar.access(self, keyPath: observedKeys.state)
    return core.state
  }

  /// The services effects use; replace it to change them for later steps.
  public var environment: F.Environment {
    get { core.environment }
    set { core.environment = newValue }
  }

  /// Whether the feature dismissed itself by sending the store's `dismissedBy` case: its effects are
  /// cancelled, and the store takes no more actions.
  ///
  /// Observable, so the app can close the screen.
  ///
  /// ```swift
  /// let store = Store(initialState: Track.State(id: 1), feature: Track(), environment: clock,
  ///                   dismissedBy: .dismiss)
  /// store.send(.closeTapped)     // the feature answers with .dismiss
  /// if store.isDismissed { closePlayer() }
  /// ```
  public var isDismissed: Bool {
    registrar.access(self, keyPath: observedKeys.isDismissed)
    return core.isDismissed
  }

  let core: FeatureCore<F>
  private let registrar = ObservationRegistrar()
  /// The key paths observers are told of, made once per store: a key path literal into a generic
  /// class is instantiated anew, by name, every time it is evaluated, which cost two thirds of a step.
  private let observedKeys = ObservedKeys()

  @MainActor private struct ObservedKeys {
    let state: KeyPath<Store, F.State> = \.state
    let isDismissed: KeyPath<Store, Bool> = \.isDismissed
  }

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
  ///   - dismissal: The case of the feature's outputs that dismisses it, matched by case whatever
  ///     its payload: once the feature sends it, ``isDismissed`` is `true` and every effect ends.
  ///   - onStep: Called after every step with its input and the state before and after it.
  public convenience init(
    initialState: F.State,
    feature: F,
    environment: F.Environment,
    dismissedBy dismissal: F.Output? = nil,
    onStep: ((StoreStep<F.State, F.Action, F.Output>) -> Void)? = nil
  ) {
    self.init(
      initialState: initialState, feature: feature, environment: environment, executor: nil,
      dismissedBy: dismissal, onStep: onStep)
  }

  /// Makes a store whose effects run on `executor`: a harness that drains a queue-only executor on the
  /// main actor runs the production store deterministically.
  ///
  /// While `isInsideHarnessDrain` says so,
  /// outputs are applied the moment they are sent, without a hop the drain would never let run.
  package init(
    initialState: F.State,
    feature: F,
    environment: F.Environment,
    executor: (any TaskExecutor)?,
    isInsideHarnessDrain: (@Sendable () -> Bool)? = nil,
    dismissedBy dismissal: F.Output? = nil,
    onStep: ((StoreStep<F.State, F.Action, F.Output>) -> Void)? = nil
  ) {
    let inbox = MainActorInbox<F.Output>(isInsideHarnessDrain: isInsideHarnessDrain)
    let runner = EffectRunner(executor: executor, deliver: inbox.deliver)
    self.core = FeatureCore(
      initialState: initialState, feature: feature, environment: environment, runner: runner,
      dismissedBy: dismissal)
    core.around = { [weak self] _, _, body in
      guard let self else { return body() }
      let wasDismissed = core.isDismissed
      registrar.withMutation(of: self, keyPath: observedKeys.state, body)
      if core.isDismissed != wasDismissed {
        registrar.withMutation(of: self, keyPath: observedKeys.isDismissed) {}
      }
    }
    if let onStep {
      core.didProcess = { input, before, after, _ in
        onStep(StoreStep(input: input, stateBefore: before ?? after, stateAfter: after))
      }
    }
    inbox.connect { [weak self] output, sender in self?.core.receive(output, sentBy: sender) }
  }

  /// Sends an action: the feature handles it at once, then its effects start.
  ///
  /// ```swift
  /// store.send(.reloadTapped)
  /// await store.send(.reloadTapped).finish()   // wait until its effects are done
  /// ```
  ///
  /// - Returns: A handle to cancel the effects this action started, and those their outputs started,
  ///   or to wait for them.
  @discardableResult
  public func send(_ action: F.Action) -> StoreTask {
    core.send(action)
  }

  /// How many cancellation identifiers have running effects in this store; zero once they have ended.
  package var activeCancellationIDCount: Int { core.runner.activeCancellationIDCount }
}
