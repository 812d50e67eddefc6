/// A feature that presents an alert or a confirmation dialog, and dismisses it when any of its
/// buttons is tapped: the presentation is cleared before the feature handles the button's action,
/// in the ``Store`` and the test store alike, so the feature may present another one in response.
///
/// Build one with ``Feature/presentingDialog(state:action:)`` or
/// ``Feature/presentingDialog(state:case:action:)``. The buttons of ``ViewNode/alert(_:id:)`` send
/// `Optional` actions: the action of the button, or `nil` for a button that only dismisses. An
/// action for an alert that is not presented is reported through ``RuntimeIssue``.
///
/// ```swift
/// let signInFeature = SignIn().presentingDialog(state: \.alert, action: CaseOf(SignIn.Action.alert))
/// ```
public struct PresentedDialog<Parent: Feature, Dialog: DialogState>: Feature {
  /// The parent's state, which holds the alert.
  public typealias State = Parent.State
  /// The parent's actions, with a case for the alert's buttons.
  public typealias Action = Parent.Action
  /// The parent's outputs.
  public typealias Output = Parent.Output
  /// The parent's services.
  public typealias Environment = Parent.Environment

  let parent: Parent
  let slot: ChildSlot<Parent.State, Dialog>
  let action: CaseOf<Parent.Action, Dialog.Action?>

  /// Dismisses the alert if `action` is one of its buttons', then runs the parent.
  ///
  /// ```swift
  /// let effect = feature.handle(.alert(.confirmDeletion(id: 1)), state: &state, environment: environment)
  /// ```
  public func handle(_ action: Action, state: inout State, environment: Environment) -> Effect<Output> {
    dismissIfTapped(action, state: &state)
    return parent.handle(action, state: &state, environment: environment)
  }

  /// Runs the parent on `output`; an output that is a button's action (a reducer with effects
  /// sending one to itself) dismisses the alert first, as a tap would.
  ///
  /// ```swift
  /// let effect = feature.apply(.alert(nil), state: &state, environment: environment)
  /// ```
  public func apply(_ output: Output, state: inout State, environment: Environment) -> Effect<Output> {
    if let action = output as? Action { dismissIfTapped(action, state: &state) }
    return parent.apply(output, state: &state, environment: environment)
  }

  private func dismissIfTapped(_ input: Action, state: inout State) {
    guard self.action.extract(from: input) != nil else { return }
    guard slot.get(state) != nil else {
      RuntimeIssue.report(CompositionMessages.absentDialog(slot.name, input: input))
      return
    }
    slot.clear(&state)
  }
}

extension PresentedDialog: Sendable where Parent: Sendable {}

extension Feature {
  /// This feature presenting the alert (or confirmation dialog) at `state`: a tap on any of its
  /// buttons sends `action` with the button's action (`nil` for a button that only dismisses), and
  /// clears `state` before this feature handles it.
  ///
  /// ```swift
  /// let signInFeature = SignIn().presentingDialog(state: \.alert, action: CaseOf(SignIn.Action.alert))
  /// ```
  public func presentingDialog<Dialog: DialogState>(
    state: WritableKeyPath<State, Dialog?> & Sendable,
    action: CaseOf<Action, Dialog.Action?>
  ) -> PresentedDialog<Self, Dialog> {
    PresentedDialog(parent: self, slot: .optional(state), action: action)
  }

  /// This feature presenting an alert (or confirmation dialog) as one case of the optional
  /// destination enum at `state`; any button tapped clears the destination if it still holds that
  /// case.
  ///
  /// ```swift
  /// let screen = screenCore.presentingDialog(
  ///   state: \.self, case: CaseOf(Destination.alert), action: CaseOf(ScreenAction.alert))
  /// ```
  public func presentingDialog<Dialog: DialogState, Destination>(
    state: WritableKeyPath<State, Destination?> & Sendable,
    case destinationCase: CaseOf<Destination, Dialog>,
    action: CaseOf<Action, Dialog.Action?>
  ) -> PresentedDialog<Self, Dialog> {
    PresentedDialog(parent: self, slot: .case(state, destinationCase), action: action)
  }
}
