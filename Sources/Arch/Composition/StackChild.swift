/// A parent feature with a ``ScreenStack`` in its state, running one kind of screen on it: every
/// screen of that kind runs its own copy of a child feature, routed by ``ScreenID``.
///
/// Build one with ``Feature/stack(_:state:case:action:output:environment:dismissedBy:)``, once per
/// kind of screen, as ``Feature/presenting(_:state:case:action:output:environment:dismissedBy:)`` is
/// chained once per destination. On every step the screen's feature runs first, then the parent.
/// Every effect a screen started is cancelled when a step pops it (or replaces it with another kind
/// of screen), in the ``Store`` and the test store alike, and its own cancellation ids reach only its
/// own effects. With `dismissedBy`, a screen pops itself, and every screen above it, by sending that
/// case. An action or output for a screen that is not on the stack is reported through
/// ``RuntimeIssue`` and runs nothing.
///
/// ```swift
/// let feature = Core()  // MeetingsApp's
///   .stack(
///     MeetingDetailScreen.feature, state: \State.path, case: CaseOf(Screen.detail),
///     action: CaseOf(Action.detail), output: CaseOf(Action.detail), environment: { _ in () },
///     dismissedBy: .dismiss)
/// ```
public struct StackChild<Parent: Feature, Child: Feature, Screen>: Feature {
  /// The parent's state, which holds the stack.
  public typealias State = Parent.State
  /// The parent's actions, with a case for the screens' actions, by id.
  public typealias Action = Parent.Action
  /// The parent's outputs, with a case for the screens' outputs, by id.
  public typealias Output = Parent.Output
  /// The parent's services; the screens' are derived from them.
  public typealias Environment = Parent.Environment

  let parent: Parent
  let child: Child
  let stack: WritableKeyPath<Parent.State, ScreenStack<Screen>> & Sendable
  let screenCase: CaseOf<Screen, Child.State>
  let action: CaseOf<Parent.Action, (ScreenID, Child.Action)>
  let output: CaseOf<Parent.Output, (ScreenID, Child.Output)>
  let environment: @Sendable (Parent.Environment) -> Child.Environment
  /// The case of the screen's outputs (and actions) that pops it.
  let dismissal: DismissalCase?

  /// Runs the screen's feature on its action, then the parent; cancels the effects of popped screens.
  ///
  /// ```swift
  /// let effect = feature.handle(.detail(id: 0, action: .editTapped), state: &state, environment: environment)
  /// ```
  public func handle(_ action: Action, state: inout State, environment: Environment) -> Effect<Output> {
    step(
      self.action.extract(from: action), of: action, state: &state, environment: environment,
      runChild: { child.handle($0, state: &$1, environment: $2) },
      // A reducer with effects may also be dismissed by the UI sending the case straight to it.
      dismisses: { Child.Action.self == Child.Output.self && isDismissal($0) },
      runParent: { parent.handle(action, state: &$0, environment: environment) })
  }

  /// Applies a screen's output to its feature, then the parent applies it; a dismissal pops the
  /// screen; the effects of popped screens are cancelled.
  ///
  /// ```swift
  /// let effect = feature.apply(.detail(id: 0, action: .dismiss), state: &state, environment: environment)
  /// ```
  public func apply(_ output: Output, state: inout State, environment: Environment) -> Effect<Output> {
    step(
      self.output.extract(from: output), of: output, state: &state, environment: environment,
      runChild: { child.apply($0, state: &$1, environment: $2) },
      dismisses: { isDismissal($0) },
      runParent: { parent.apply(output, state: &$0, environment: environment) })
  }

  /// One action or output: the screen's part first, if it is for one, then the parent's, then
  /// cancelling the effects of this kind's screens that left the stack.
  private func step<ChildInput>(
    _ routed: (ScreenID, ChildInput)?, of input: some Any, state: inout State, environment: Environment,
    runChild: (ChildInput, inout Child.State, Child.Environment) -> Effect<Child.Output>,
    dismisses: (ChildInput) -> Bool,
    runParent: (inout State) -> Effect<Output>
  ) -> Effect<Output> {
    let before = screenIDs(in: state)
    var childEffect = Effect<Output>.none
    if let (id, childInput) = routed {
      let childEnvironment = self.environment(environment)
      // The screen comes off the stack while its feature runs, so its state changes in place.
      let ran = state[keyPath: stack].updateScreen(id: id) { screen -> Effect<Child.Output>? in
        guard var childState = screen.flatMap(screenCase.extract) else { return nil }
        screen = nil
        let effect = runChild(childInput, &childState, childEnvironment)
        screen = screenCase.embed(childState)
        return effect
      }
      if let effect = ran ?? nil {
        let output = self.output
        childEffect = effect.map { output.embed((id, $0)) }.scoped(to: effectID(id))
        if dismisses(childInput) { state[keyPath: stack].pop(from: id) }
      } else {
        RuntimeIssue.report(CompositionMessages.missingScreen(id: id, stack: slotName, input: input))
      }
    }
    let parentEffect = runParent(&state)
    return .merge(childEffect, parentEffect, cancellation(from: before, in: state))
  }

  /// How messages name the stack and the kind of screen: `\AppState.path as MeetingDetail.State`.
  private var slotName: String { "\(stack) as \(typeNameWithoutModules(Child.State.self))" }

  /// The ids of the screens of this kind, bottom first.
  private func screenIDs(in state: State) -> [ScreenID] {
    state[keyPath: stack].entries.compactMap { screenCase.extract(from: $0.screen) == nil ? nil : $0.id }
  }

  private func isDismissal(_ value: some Any) -> Bool {
    dismissal?.matches(value) ?? false
  }

  private func effectID(_ id: ScreenID) -> ChildEffectID {
    ChildEffectID(path: stack, identity: AnyHashable(id))
  }

  /// Most steps leave the stack as it was: the ids are compared in order first, as sets only when
  /// they differ.
  private func cancellation(from before: [ScreenID], in state: State) -> Effect<Output> {
    guard !before.isEmpty else { return .none }
    let after = screenIDs(in: state)
    guard after != before else { return .none }
    let removed = Set(before).subtracting(after)
    return removed.isEmpty ? .none : .cancelling(removed.map(effectID))
  }
}

extension StackChild: Sendable where Parent: Sendable, Child: Sendable {}

extension Feature {
  /// This feature with `child` running on every screen of one kind on the ``ScreenStack`` at
  /// `state`: the screens that are the case `screenCase` of the stack's screen enum.
  ///
  /// `action` and `output` are the parent's cases carrying a screen's id and its feature's action or
  /// output, made from a two-value case such as `case detail(id: ScreenID, action: MeetingDetail.Action)`.
  /// Chain one call per kind of screen. Popping a screen cancels its effects; with `dismissedBy`, a
  /// screen pops itself (and every screen above it) by sending that case.
  ///
  /// ```swift
  /// let feature = Core()  // MeetingsApp's
  ///   .stack(
  ///     MeetingDetailScreen.feature, state: \State.path, case: CaseOf(Screen.detail),
  ///     action: CaseOf(Action.detail), output: CaseOf(Action.detail), environment: { _ in () },
  ///     dismissedBy: .dismiss)
  ///   .stack(
  ///     RecordMeetingScreen.Core(), state: \State.path, case: CaseOf(Screen.record),
  ///     action: CaseOf(Action.record), output: CaseOf(Action.record), environment: { $0 },
  ///     dismissedBy: .dismiss)
  /// ```
  public func stack<Child: Feature, Screen>(
    _ child: Child,
    state: WritableKeyPath<State, ScreenStack<Screen>> & Sendable,
    case screenCase: CaseOf<Screen, Child.State>,
    action: CaseOf<Action, (ScreenID, Child.Action)>,
    output: CaseOf<Output, (ScreenID, Child.Output)>,
    environment: @escaping @Sendable (Environment) -> Child.Environment,
    dismissedBy dismissal: Child.Output? = nil
  ) -> StackChild<Self, Child, Screen> {
    StackChild(
      parent: self, child: child, stack: state, screenCase: screenCase, action: action, output: output,
      environment: environment, dismissal: dismissal.map(DismissalCase.init))
  }

  /// This feature with `child` running on every screen of a ``ScreenStack`` that holds one kind of
  /// screen: the child's own state.
  ///
  /// ```swift
  /// let feature = Parent().stack(
  ///   Ticker(), state: \Parent.State.path, action: CaseOf(Parent.Action.ticker),
  ///   output: CaseOf(Parent.Event.ticker), environment: { $0 }, dismissedBy: .dismiss)
  /// ```
  public func stack<Child: Feature>(
    _ child: Child,
    state: WritableKeyPath<State, ScreenStack<Child.State>> & Sendable,
    action: CaseOf<Action, (ScreenID, Child.Action)>,
    output: CaseOf<Output, (ScreenID, Child.Output)>,
    environment: @escaping @Sendable (Environment) -> Child.Environment,
    dismissedBy dismissal: Child.Output? = nil
  ) -> StackChild<Self, Child, Child.State> {
    stack(
      child, state: state, case: CaseOf(embed: { $0 }, extract: { $0 }), action: action, output: output,
      environment: environment, dismissedBy: dismissal)
  }
}
