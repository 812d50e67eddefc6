/// A parent feature with a child that runs only while its state is there: an optional child, or one
/// case of an optional destination enum (one of several screens, or an alert).
///
/// Build one with ``Feature/presenting(_:state:action:output:environment:dismissedBy:)`` or
/// ``Feature/presenting(_:state:case:action:output:environment:dismissedBy:)``. On every step the
/// child runs first, on its own state, then the parent. When the step leaves the child's state `nil`,
/// or another case, or another child (by `id`), every effect the child started is cancelled, in the
/// ``Store`` and the test store alike. An action or output for a child that is not presented is
/// reported through ``RuntimeIssue`` and runs nothing.
///
/// ```swift
/// let feature = SplitFeature(presenter: MeetingsList.Presenter(), reducer: MeetingsList.Reducer())
///   .presenting(MeetingEditor.feature, state: \MeetingsState.destination, case: CaseOf(MeetingsDestination.editor),
///               action: CaseOf(MeetingsAction.editor), output: CaseOf(MeetingsEvent.editor),
///               environment: { _ in () }, dismissedBy: .dismiss)
/// ```
public struct PresentedChild<Parent: Feature, Child: Feature>: Feature {
  /// The parent's state, which holds the child.
  public typealias State = Parent.State
  /// The parent's actions, with a case for the child's.
  public typealias Action = Parent.Action
  /// The parent's outputs, with a case for the child's.
  public typealias Output = Parent.Output
  /// The parent's services; the child's are derived from them.
  public typealias Environment = Parent.Environment

  let parent: Parent
  let child: Child
  let slot: ChildSlot<Parent.State, Child.State>
  let action: CaseOf<Parent.Action, Child.Action>
  let output: CaseOf<Parent.Output, Child.Output>
  let environment: @Sendable (Parent.Environment) -> Child.Environment
  /// The path of cases of the child's outputs (and actions) that asks the parent to dismiss it:
  /// `["delegate", "dismiss"]` for `.delegate(.dismiss)`.
  let dismissal: DismissalCase?

  /// Runs the child on its action, then the parent; cancels the child's effects if it went away.
  ///
  /// ```swift
  /// let effect = feature.handle(.detail(.startTapped), state: &state, environment: environment)
  /// ```
  public func handle(_ action: Action, state: inout State, environment: Environment) -> Effect<Output> {
    step(
      self.action.extract(from: action), of: action, state: &state, environment: environment,
      runChild: { child.handle($0, state: &$1, environment: $2) },
      // A reducer with effects may also be dismissed by the UI sending the case straight to it.
      dismisses: { Child.Action.self == Child.Output.self && isDismissal($0) },
      runParent: { parent.handle(action, state: &$0, environment: environment) })
  }

  /// Applies a child output to the child, then the parent applies it; a dismissal clears the
  /// child's state; the child's effects are cancelled if it went away.
  ///
  /// ```swift
  /// let effect = feature.apply(.detail(.dismiss), state: &state, environment: environment)
  /// ```
  public func apply(_ output: Output, state: inout State, environment: Environment) -> Effect<Output> {
    step(
      self.output.extract(from: output), of: output, state: &state, environment: environment,
      runChild: { child.apply($0, state: &$1, environment: $2) },
      dismisses: { isDismissal($0) },
      runParent: { parent.apply(output, state: &$0, environment: environment) })
  }

  /// One action or output: the child's part first, if it is for the child, then the parent's, then
  /// cancelling the effects of a child that is no longer presented, or no longer the same one.
  private func step<ChildInput>(
    _ childInput: ChildInput?, of input: some Any, state: inout State, environment: Environment,
    runChild: (ChildInput, inout Child.State, Child.Environment) -> Effect<Child.Output>,
    dismisses: (ChildInput) -> Bool,
    runParent: (inout State) -> Effect<Output>
  ) -> Effect<Output> {
    let before = slot.effectID(in: state)
    var childEffect = Effect<Output>.none
    if let childInput {
      if let id = before, var childState = slot.get(state) {
        let effect = runChild(childInput, &childState, self.environment(environment))
        slot.set(&state, childState)
        childEffect = effect.map(output.embed).scoped(to: id)
      } else {
        RuntimeIssue.report(CompositionMessages.absentChild(slot.name, input: input))
      }
      if dismisses(childInput) { slot.clear(&state) }
    }
    let parentEffect = runParent(&state)
    return .merge(childEffect, parentEffect, cancellation(from: before, in: state))
  }

  private func isDismissal(_ value: some Any) -> Bool {
    dismissal?.matches(value) ?? false
  }

  private func cancellation(from before: ChildEffectID?, in state: State) -> Effect<Output> {
    guard let before, slot.effectID(in: state) != before else { return .none }
    return .cancelling([before])
  }
}

extension PresentedChild: Sendable where Parent: Sendable, Child: Sendable {}

extension Feature {
  /// This feature with `child` running on the optional state at `state`, only while it is not `nil`.
  ///
  /// The child's actions and outputs are wrapped in the parent's `action` and `output` cases. When a
  /// step sets the state to `nil`, the child's effects are cancelled. With `dismissedBy`, the child
  /// dismisses itself by sending that case: its state becomes `nil` and its effects end. The case is
  /// matched through the cases nested in it, so `dismissedBy: .delegate(.dismiss)` leaves every
  /// other `.delegate` case alone; payloads that are not enum cases are ignored.
  ///
  /// ```swift
  /// let feature = playlist.presenting(
  ///   Playlist.Track(), state: \Playlist.State.nowPlaying, action: CaseOf(Playlist.Action.nowPlaying),
  ///   output: CaseOf(Playlist.Action.nowPlaying), environment: { $0 }, dismissedBy: .dismiss)
  /// ```
  public func presenting<Child: Feature>(
    _ child: Child,
    state: WritableKeyPath<State, Child.State?> & Sendable,
    action: CaseOf<Action, Child.Action>,
    output: CaseOf<Output, Child.Output>,
    environment: @escaping @Sendable (Environment) -> Child.Environment,
    dismissedBy dismissal: Child.Output? = nil
  ) -> PresentedChild<Self, Child> {
    PresentedChild(
      parent: self, child: child, slot: .optional(state), action: action, output: output,
      environment: environment, dismissal: dismissal.map(DismissalCase.init))
  }

  /// This feature with `child` running on one case of the optional enum at `state` (a
  /// "destination"), only while the enum holds that case.
  ///
  /// When a step sets the destination to `nil` or to another case, the child's effects are cancelled.
  /// Chain one call per case.
  ///
  /// ```swift
  /// let feature = SplitFeature(presenter: MeetingsList.Presenter(), reducer: MeetingsList.Reducer())
  ///   .presenting(MeetingEditor.feature, state: \MeetingsState.destination, case: CaseOf(MeetingsDestination.editor),
  ///               action: CaseOf(MeetingsAction.editor), output: CaseOf(MeetingsEvent.editor),
  ///               environment: { _ in () }, dismissedBy: .dismiss)
  /// ```
  public func presenting<Child: Feature, Destination>(
    _ child: Child,
    state: WritableKeyPath<State, Destination?> & Sendable,
    case destinationCase: CaseOf<Destination, Child.State>,
    action: CaseOf<Action, Child.Action>,
    output: CaseOf<Output, Child.Output>,
    environment: @escaping @Sendable (Environment) -> Child.Environment,
    dismissedBy dismissal: Child.Output? = nil
  ) -> PresentedChild<Self, Child> {
    PresentedChild(
      parent: self, child: child, slot: .case(state, destinationCase), action: action, output: output,
      environment: environment, dismissal: dismissal.map(DismissalCase.init))
  }
}
