// The names Arch replaced, each kept for one version as a deprecated alias, in one place so a
// release can remove them together.

/// The old name of ``StoreTask``, kept for one version: it is what a store's `send` returns, like
/// `TestStoreTask` for a test store, and "effect task" meant something else to users of other
/// libraries.
///
/// ```swift
/// let task: StoreTask = store.send(.startTimer)  // was EffectTask
/// ```
@available(*, deprecated, renamed: "StoreTask")
public typealias EffectTask = StoreTask

extension ViewNode {
  /// The old name of ``ViewAxis``, kept for one version: the axis does not depend on the action type.
  ///
  /// ```swift
  /// let axis: ViewAxis = .horizontal  // was ViewNode<Action>.Axis
  /// ```
  @available(*, deprecated, renamed: "ViewAxis")
  public typealias Axis = ViewAxis
}
