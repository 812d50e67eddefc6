/// A parent feature with a ``ScreenStack`` in its state and one ``StackAction`` case in its actions:
/// the library pushes, pops and routes each screen's actions by id, so the app writes none of it.
///
/// Build one with ``Feature/stack(_:action:screens:)``. On every step a screen's feature runs first,
/// then the parent, then the push or pop (so the parent still sees a screen being popped). Every
/// effect of a screen is cancelled when a step pops it or replaces it with another kind, in the
/// ``Store`` and the test store alike. An action for a screen that is not on the stack is reported
/// through ``RuntimeIssue`` and runs nothing.
///
/// ```swift
/// let feature = AppFeature().stack(\.path, action: Action.path) {
///   StackScreen(SyncUpDetail.feature, case: Path.detail, action: PathAction.detail)
///   StackScreen(RecordMeeting.feature, case: Path.record, action: PathAction.record)
/// }
/// ```
public struct StackFeature<Parent: Feature, Screen, ScreenAction: Sendable>: Feature
where Parent.Output == Parent.Action {
  /// The parent's state, which holds the stack.
  public typealias State = Parent.State
  /// The parent's actions, with one case for the stack's.
  public typealias Action = Parent.Action
  /// The parent's actions: what its effects and its screens' effects send back.
  public typealias Output = Parent.Action
  /// The parent's services; the screens' are derived from them.
  public typealias Environment = Parent.Environment

  let parent: Parent
  let stack: WritableKeyPath<State, ScreenStack<Screen>> & Sendable
  let action: CaseOf<Action, StackAction<Screen, ScreenAction>>
  let screens: [StackScreen<Screen, ScreenAction, Environment>]

  /// Runs the screen's feature on its action, then the parent, then a push or pop; cancels the
  /// effects of screens that left the stack.
  ///
  /// ```swift
  /// let effect = feature.handle(.path(.popToRoot), state: &state, environment: environment)
  /// ```
  public func handle(_ action: Action, state: inout State, environment: Environment) -> Effect<Action> {
    step(action, isOutput: false, state: &state, environment: environment) {
      parent.handle(action, state: &$0, environment: environment)
    }
  }

  /// Applies what an effect sent back as ``handle(_:state:environment:)`` does an action.
  ///
  /// ```swift
  /// let effect = feature.apply(.path(.element(id: 0, action: .record(.timerTicked))), state: &state,
  ///                            environment: environment)
  /// ```
  public func apply(_ output: Action, state: inout State, environment: Environment) -> Effect<Action> {
    step(output, isOutput: true, state: &state, environment: environment) {
      parent.apply(output, state: &$0, environment: environment)
    }
  }

  private func step(
    _ input: Action, isOutput: Bool, state: inout State, environment: Environment,
    runParent: (inout State) -> Effect<Action>
  ) -> Effect<Action> {
    let before = kinds(in: state)
    let stackAction = self.action.extract(from: input)
    var screenEffect = Effect<Action>.none
    if case .element(let id, let screenAction)? = stackAction {
      screenEffect = run(
        StackScreen.Input(value: screenAction, isOutput: isOutput), on: id, of: input, state: &state,
        environment: environment)
    }
    let parentEffect = runParent(&state)
    if let stackAction { state[keyPath: stack].apply(stackAction) }
    return .merge(screenEffect, parentEffect, cancellation(from: before, in: state))
  }

  /// Runs one screen's action on the screen with `id`, if it is on the stack as the action's kind.
  private func run(
    _ input: StackScreen<Screen, ScreenAction, Environment>.Input, on id: ScreenID, of action: Action,
    state: inout State, environment: Environment
  ) -> Effect<Action> {
    guard let kind = screens.first(where: { $0.claims(input.value) }) else {
      RuntimeIssue.report(CompositionMessages.unhandledScreenAction(action, stack: stack))
      return .none
    }
    let ran = state[keyPath: stack].updateScreen(id: id) { screen in
      screen.map(kind.holds) == true ? kind.run(input, &screen, environment) : nil
    }
    guard let (effect, dismisses) = ran ?? nil else {
      let name = "\(QualifiedKeyPath.describe(stack)) as \(kind.stateName)"
      RuntimeIssue.report(CompositionMessages.missingScreen(id: id, stack: name, input: action))
      return .none
    }
    if dismisses { state[keyPath: stack].pop(from: id) }
    let embed = self.action
    return effect.map { embed.embed(.element(id: id, action: $0)) }.scoped(to: effectID(id))
  }

  /// Each screen's id with the index of its kind, so a screen replaced by another kind counts as gone.
  private func kinds(in state: State) -> [ScreenKind] {
    state[keyPath: stack].entries.map { entry in
      ScreenKind(id: entry.id, kind: screens.firstIndex { $0.holds(entry.screen) } ?? -1)
    }
  }

  private struct ScreenKind: Hashable {
    let id: ScreenID
    let kind: Int
  }

  private func effectID(_ id: ScreenID) -> ChildEffectID {
    ChildEffectID(path: stack, identity: AnyHashable(id))
  }

  /// Most steps leave the stack as it was: compared in order first, as sets only when it changed.
  private func cancellation(from before: [ScreenKind], in state: State) -> Effect<Action> {
    guard !before.isEmpty else { return .none }
    let after = kinds(in: state)
    guard after != before else { return .none }
    let removed = Set(before).subtracting(after)
    return removed.isEmpty ? .none : .cancelling(removed.map { effectID($0.id) })
  }
}

extension StackFeature: Sendable where Parent: Sendable {}

extension Feature where Output == Action {
  /// This feature with the navigation stack at `state`: `action` is its one case of
  /// ``StackAction``, and `screens` lists the kinds of screens, one ``StackScreen`` each.
  ///
  /// The library handles push, pop, pop-to-root and each screen's actions, and cancels a popped screen's
  /// effects.
  ///
  /// ```swift
  /// let feature = AppFeature().stack(\.path, action: Action.path) {
  ///   StackScreen(SyncUpDetail.feature, case: Path.detail, action: PathAction.detail)
  ///   StackScreen(RecordMeeting.feature, case: Path.record, action: PathAction.record)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - state: Where the stack is in the state.
  ///   - action: The case of the feature's actions holding the stack's: `Action.path`.
  ///   - screens: The kinds of screens the stack holds.
  /// - Returns: This feature with the stack's screens running on it.
  public func stack<Screen, ScreenAction: Sendable>(
    _ state: WritableKeyPath<State, ScreenStack<Screen>> & Sendable,
    action: @escaping @Sendable (StackAction<Screen, ScreenAction>) -> Action,
    @StackScreensBuilder<Screen, ScreenAction, Environment> screens: () -> [StackScreen<
      Screen, ScreenAction, Environment
    >]
  ) -> StackFeature<Self, Screen, ScreenAction> {
    StackFeature(parent: self, stack: state, action: CaseOf(action), screens: screens())
  }
}
