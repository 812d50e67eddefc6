import Arch

/// A `Presenter` written as one async function that sends its events in order: how a presenter
/// from another split-shape library (`handle(action) async` emitting events) plugs into a
/// `SplitFeature` and a ``TestStore``.
///
/// ```swift
/// let presenter = AsyncPresenter<ArticlesAction, ArticlesEvent, ArticlesState, Void> {
///   action, _, _, send in
///   await ArticlesPresenter(service: service).handle(action) { event in await send(event) }
/// }
/// let feature = SplitFeature(presenter: presenter, reducer: reducer)
/// ```
///
/// An error the function throws is reported by the test store as an unhandled effect error.
public struct AsyncPresenter<Action: Sendable, Event: Sendable, State: Sendable, Environment: Sendable>:
  Presenter, Sendable
{
  private let handle: @Sendable (Action, State, Environment, Send<Event>) async throws -> Void

  /// Wraps the function; it gets the action, the state when the action was sent, the environment and
  /// the `send` that emits events.
  ///
  /// ```swift
  /// AsyncPresenter<Action, Event, State, Void> { action, state, _, send in
  ///   await send(.didStart)
  /// }
  /// ```
  public init(
    _ handle: @escaping @Sendable (Action, State, Environment, Send<Event>) async throws -> Void
  ) {
    self.handle = handle
  }

  /// Runs the function as one effect.
  ///
  /// ```swift
  /// let effect = presenter.present(.loadData, state: ArticlesState(), environment: ())
  /// ```
  public func present(_ action: Action, state: State, environment: Environment) -> Effect<Event> {
    let handle = self.handle
    return .run { send in try await handle(action, state, environment, send) }
  }
}
