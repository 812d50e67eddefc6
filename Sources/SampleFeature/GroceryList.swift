import Arch

/// The grocery feature as the runtime drives it: ``GroceryPresenter`` and ``GroceryReducer`` joined.
///
/// ```swift
/// let store = Store(initialState: GroceryState(), feature: GroceryList.feature, environment: environment)
/// ```
public typealias GroceryFeature = SplitFeature<GroceryPresenter, GroceryReducer>

/// The grocery list sample in one place: its feature, its view, and a store for the app.
///
/// ```swift
/// let store = GroceryList.makeStore(environment: .live(storageFile: file))
/// await store.send(.appeared).finish()
/// print(GroceryList.view.view(for: store.state).rendered)
/// ```
public enum GroceryList {
  /// The presenter and the reducer joined into one feature.
  ///
  /// ```swift
  /// TestStore(initialState: GroceryState(), feature: GroceryList.feature, environment: environment)
  /// ```
  public static var feature: GroceryFeature {
    SplitFeature(presenter: GroceryPresenter(), reducer: GroceryReducer())
  }

  /// The screen's description.
  ///
  /// ```swift
  /// GroceryList.view.view(for: store.state).rendered
  /// ```
  public static var view: GroceryViewBuilder { GroceryViewBuilder() }

  /// A production store holding an empty list; send ``GroceryAction/appeared`` to restore the saved
  /// one.
  ///
  /// ```swift
  /// let store = GroceryList.makeStore(environment: .live(storageFile: file)) { step in print(step.input) }
  /// ```
  @MainActor
  public static func makeStore(
    environment: GroceryEnvironment,
    onStep: ((StoreStep<GroceryState, GroceryAction, GroceryEvent>) -> Void)? = nil
  ) -> Store<GroceryFeature> {
    Store(initialState: GroceryState(), feature: feature, environment: environment, onStep: onStep)
  }
}
