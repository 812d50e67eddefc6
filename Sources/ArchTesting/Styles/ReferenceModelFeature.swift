import Arch

/// A feature whose model is a class that changes itself in an `update` method, as in the Arboreal
/// style, made testable with a ``TestStore``: its state is a ``ModelSnapshot``, read after each step.
///
/// `update` gets the live model and returns the effects to run; convert the style's own effect type
/// to an `Effect` there.
///
/// ```swift
/// let feature = ReferenceModelFeature<ProfileModel, ProfileModel.Action, ProfileModel.Environment> {
///   model, action, environment in
///   model.update(action: action, environment: environment).effect
/// }
/// ```
public struct ReferenceModelFeature<Model: AnyObject, Action: Sendable, Environment>: EffectReducer {
  /// The model, snapshotted after every step.
  public typealias State = ModelSnapshot<Model>

  private let update: (Model, Action, Environment) -> Effect<Action>

  /// Wraps the model's `update`.
  ///
  /// ```swift
  /// ReferenceModelFeature { (model: ProfileModel, action, environment: ProfileEnvironment) in
  ///   model.update(action: action, environment: environment).effect
  /// }
  /// ```
  public init(update: @escaping (Model, Action, Environment) -> Effect<Action>) {
    self.update = update
  }

  /// Lets the live model update itself, then snapshots it.
  ///
  /// ```swift
  /// let effect = feature.reduce(into: &snapshot, action: .saveTapped, environment: .test)
  /// ```
  public func reduce(into state: inout State, action: Action, environment: Environment) -> Effect<Action> {
    let effect = update(state.model, action, environment)
    state.refreeze()
    return effect
  }
}

extension TestStore {
  /// Makes a test store for a class model that changes itself: each step is checked by diffing
  /// readings of the model taken before and after it, with no copy of the model.
  ///
  /// ```swift
  /// let store = TestStore(model: ProfileModel(), environment: .test) {
  ///   model, action, environment in model.update(action: action, environment: environment).effect
  /// }
  /// await store.send(.setName("Ada")) { $0.name = "Ada" }
  /// ```
  ///
  /// - Parameters:
  ///   - model: The live model; the store changes it only through `update`.
  ///   - environment: The services its effects use.
  ///   - fileID: The file ID of the call, where a failure is reported; leave the default.
  ///   - filePath: The file path of the call, where a failure is reported; leave the default.
  ///   - line: The line of the call, where a failure is reported; leave the default.
  ///   - column: The column of the call, where a failure is reported; leave the default.
  ///   - update: Sends one action to the model and returns its effects as an `Effect`.
  public convenience init<Model: AnyObject, Action: Sendable, Environment>(
    model: Model,
    environment: Environment,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    update: @escaping (Model, Action, Environment) -> Effect<Action>
  ) where F == ReferenceModelFeature<Model, Action, Environment> {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(
      initialState: ModelSnapshot(model, at: site),
      feature: ReferenceModelFeature(update: update),
      environment: environment,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
