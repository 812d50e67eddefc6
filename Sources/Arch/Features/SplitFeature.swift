/// A feature made of a ``Presenter`` and a ``Reducer``: actions go to the presenter, whose effects
/// emit events that the reducer applies.
///
/// This is the split shape composed into a ``Feature``, so one ``Store`` and one test store drive it
/// like any reducer with effects: you send actions and receive events.
///
/// ```swift
/// let feature = SplitFeature(presenter: GroceryPresenter(), reducer: GroceryReducer())
/// let store = Store(initialState: GroceryState(), feature: feature,
///                   environment: .live(storageFile: URL(fileURLWithPath: "groceries.json")))
/// ```
public struct SplitFeature<FeaturePresenter: Presenter, FeatureReducer: Reducer>: Feature
where
  FeaturePresenter.State == FeatureReducer.State,
  FeaturePresenter.Event == FeatureReducer.Event
{
  /// The state both halves share.
  public typealias State = FeaturePresenter.State
  /// What the UI sends.
  public typealias Action = FeaturePresenter.Action
  /// What the presenter emits and the reducer applies.
  public typealias Output = FeaturePresenter.Event
  /// The presenter's services.
  public typealias Environment = FeaturePresenter.Environment

  /// Turns actions into effects.
  public let presenter: FeaturePresenter
  /// Applies events to the state.
  public let reducer: FeatureReducer

  /// Combines a presenter and a reducer into one feature.
  ///
  /// ```swift
  /// SplitFeature(presenter: GroceryPresenter(), reducer: GroceryReducer())
  /// ```
  public init(presenter: FeaturePresenter, reducer: FeatureReducer) {
    self.presenter = presenter
    self.reducer = reducer
  }

  /// Asks the presenter; the state is not changed by an action.
  public func handle(_ action: Action, state: inout State, environment: Environment) -> Effect<Output> {
    presenter.present(action, state: state, environment: environment)
  }

  /// Applies the event with the reducer; events start no further effects.
  public func apply(_ output: Output, state: inout State, environment: Environment) -> Effect<Output> {
    reducer.reduce(&state, event: output)
    return .none
  }
}

extension SplitFeature: Sendable where FeaturePresenter: Sendable, FeatureReducer: Sendable {}

/// A feature whose actions never change the state: only the outputs their effects send do.
///
/// The test harness uses it to explain an expectation written on a `send`.
package protocol ActionsLeaveStateUnchanged {}

extension SplitFeature: ActionsLeaveStateUnchanged {}
