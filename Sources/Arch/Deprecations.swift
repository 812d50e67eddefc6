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

/// The old name of ``PresentedDialog``, kept for one version: it presents confirmation dialogs too.
///
/// ```swift
/// let feature: PresentedDialog<Trash, AlertState<Trash.AlertAction>>  // was PresentedAlert<…>
/// ```
@available(*, deprecated, renamed: "PresentedDialog")
public typealias PresentedAlert = PresentedDialog

extension Feature {
  /// The old name of ``Feature/presentingDialog(state:action:)``, kept for one version: it presents
  /// confirmation dialogs too.
  ///
  /// ```swift
  /// let signInFeature = SignIn().presentingDialog(state: \.alert, action: CaseOf(SignIn.Action.alert))
  /// ```
  @available(*, deprecated, renamed: "presentingDialog(state:action:)")
  public func presentingAlert<Dialog: DialogState>(
    state: WritableKeyPath<State, Dialog?> & Sendable,
    action: CaseOf<Action, Dialog.Action?>
  ) -> PresentedDialog<Self, Dialog> {
    presentingDialog(state: state, action: action)
  }

  /// The old name of ``Feature/presentingDialog(state:case:action:)``, kept for one version: it
  /// presents confirmation dialogs too.
  ///
  /// ```swift
  /// let screen = screenCore.presentingDialog(
  ///   state: \.self, case: CaseOf(Destination.alert), action: CaseOf(ScreenAction.alert))
  /// ```
  @available(*, deprecated, renamed: "presentingDialog(state:case:action:)")
  public func presentingAlert<Dialog: DialogState, Destination>(
    state: WritableKeyPath<State, Destination?> & Sendable,
    case destinationCase: CaseOf<Destination, Dialog>,
    action: CaseOf<Action, Dialog.Action?>
  ) -> PresentedDialog<Self, Dialog> {
    presentingDialog(state: state, case: destinationCase, action: action)
  }
}
