/// One kind of screen of a navigation stack: the feature that runs it, the case of the stack's screen
/// enum holding its state, and the case of the screen-action enum holding its actions.
///
/// List one per kind in ``Feature/stack(_:action:screens:)``.
///
/// The environment is the parent's when the screen's feature takes the same one, nothing when it
/// takes none, or derived with `environment:`. With `dismissedBy`, the screen pops itself (and every
/// screen above it) by sending that case.
///
/// ```swift
/// AppFeature().stack(\.path, action: Action.path) {
///   StackScreen(SyncUpDetail.feature, case: Path.detail, action: PathAction.detail)
///   StackScreen(RecordMeeting.feature, case: Path.record, action: PathAction.record,
///               environment: { $0 }, dismissedBy: .dismiss)
/// }
/// ```
public struct StackScreen<Screen, ScreenAction: Sendable, Environment>: Sendable {
  /// How messages name the kind: `SyncUpDetail.State`.
  let stateName: String
  /// Whether the action is one of this kind's.
  let claims: @Sendable (ScreenAction) -> Bool
  /// Whether the screen is of this kind.
  let holds: @Sendable (Screen) -> Bool
  /// Runs the action on the screen (both of this kind): the effect, and whether it dismisses it.
  ///
  /// The screen is optional so that it can be emptied while the child runs: its state is then held
  /// once, and the child changes it in place instead of copying it.
  let run: @Sendable (Input, inout Screen?, Environment) -> (effect: Effect<ScreenAction>, dismisses: Bool)

  /// An action from the UI, or one a screen's effect sent back (an output).
  struct Input {
    let value: ScreenAction
    let isOutput: Bool
  }

  /// Makes a kind of screen whose feature takes services derived from the parent's.
  ///
  /// ```swift
  /// StackScreen(RecordMeeting.feature, case: Path.record, action: PathAction.record,
  ///             environment: { $0 })
  /// ```
  ///
  /// - Parameters:
  ///   - child: The feature each screen of this kind runs.
  ///   - screenCase: The case of the screen enum holding its state: `Path.record`.
  ///   - actionCase: The case of the screen-action enum holding its actions: `PathAction.record`.
  ///   - environment: The screen's services, from the parent's.
  ///   - dismissal: The action that pops the screen, matched by case whatever its payload.
  public init<Child: Feature & Sendable>(
    _ child: Child,
    case screenCase: @escaping @Sendable (Child.State) -> Screen,
    action actionCase: @escaping @Sendable (Child.Action) -> ScreenAction,
    environment: @escaping @Sendable (Environment) -> Child.Environment,
    dismissedBy dismissal: Child.Action? = nil
  ) where Child.Output == Child.Action {
    self.init(
      child, state: CaseOf(screenCase), action: CaseOf(actionCase), environment: environment,
      dismissal: dismissal.map(DismissalCase.init))
  }

  init<Child: Feature & Sendable>(
    _ child: Child, state: CaseOf<Screen, Child.State>, action: CaseOf<ScreenAction, Child.Action>,
    environment: @escaping @Sendable (Environment) -> Child.Environment, dismissal: DismissalCase?
  ) where Child.Output == Child.Action {
    ScreenCases.register(state)
    stateName = typeNameWithoutModules(Child.State.self)
    claims = { action.extract(from: $0) != nil }
    holds = { state.extract(from: $0) != nil }
    run = { input, screen, parentEnvironment in
      let childEnvironment = environment(parentEnvironment)
      guard let childAction = action.extract(from: input.value),
        var childState = screen.flatMap(state.extract(from:))
      else { return (.none, false) }
      screen = nil
      let effect =
        input.isOutput
        ? child.apply(childAction, state: &childState, environment: childEnvironment)
        : child.handle(childAction, state: &childState, environment: childEnvironment)
      screen = state.embed(childState)
      return (effect.map { action.embed($0) }, dismissal?.matches(childAction) ?? false)
    }
  }

  /// Makes a kind of screen whose feature takes the parent's services.
  ///
  /// ```swift
  /// StackScreen(SyncUpDetail.feature, case: Path.detail, action: PathAction.detail)
  /// ```
  ///
  /// - Parameters:
  ///   - child: The feature each screen of this kind runs.
  ///   - screenCase: The case of the screen enum holding its state: `Path.detail`.
  ///   - actionCase: The case of the screen-action enum holding its actions: `PathAction.detail`.
  ///   - dismissal: The action that pops the screen, matched by case whatever its payload.
  public init<Child: Feature & Sendable>(
    _ child: Child,
    case screenCase: @escaping @Sendable (Child.State) -> Screen,
    action actionCase: @escaping @Sendable (Child.Action) -> ScreenAction,
    dismissedBy dismissal: Child.Action? = nil
  ) where Child.Output == Child.Action, Child.Environment == Environment {
    self.init(child, case: screenCase, action: actionCase, environment: { $0 }, dismissedBy: dismissal)
  }

  /// Makes a kind of screen whose feature takes no services.
  ///
  /// ```swift
  /// StackScreen(Detail(), case: Screen.detail, action: ScreenAction.detail)
  /// ```
  ///
  /// - Parameters:
  ///   - child: The feature each screen of this kind runs.
  ///   - screenCase: The case of the screen enum holding its state: `Screen.detail`.
  ///   - actionCase: The case of the screen-action enum holding its actions: `ScreenAction.detail`.
  ///   - dismissal: The action that pops the screen, matched by case whatever its payload.
  @_disfavoredOverload
  public init<Child: Feature & Sendable>(
    _ child: Child,
    case screenCase: @escaping @Sendable (Child.State) -> Screen,
    action actionCase: @escaping @Sendable (Child.Action) -> ScreenAction,
    dismissedBy dismissal: Child.Action? = nil
  ) where Child.Output == Child.Action, Child.Environment == Void {
    self.init(child, case: screenCase, action: actionCase, environment: { _ in () }, dismissedBy: dismissal)
  }
}

extension StackScreen {
  /// Makes the only kind of screen of a stack whose screens are the feature's own states, and whose
  /// screen actions are its own actions.
  ///
  /// ```swift
  /// Parent().stack(\.path, action: Parent.Action.path) { StackScreen(Counter()) }
  /// ```
  ///
  /// - Parameters:
  ///   - child: The feature every screen runs.
  ///   - dismissal: The action that pops the screen, matched by case whatever its payload.
  public init<Child: Feature & Sendable>(_ child: Child, dismissedBy dismissal: Child.Action? = nil)
  where
    Child.Output == Child.Action, Child.Environment == Environment, Child.State == Screen,
    Child.Action == ScreenAction
  {
    let identity = CaseOf<Child.State, Child.State>(embed: { $0 }, extract: { $0 })
    self.init(
      child, state: identity, action: CaseOf(embed: { $0 }, extract: { $0 }), environment: { $0 },
      dismissal: dismissal.map(DismissalCase.init))
  }
}

/// Builds the list of a stack's kinds of screens, one ``StackScreen`` a line.
///
/// ```swift
/// AppFeature().stack(\.path, action: Action.path) {
///   StackScreen(SyncUpDetail.feature, case: Path.detail, action: PathAction.detail)
/// }
/// ```
@resultBuilder
public enum StackScreensBuilder<Screen, ScreenAction: Sendable, Environment> {
  /// Types each line as a kind of screen of this stack, so a screen's feature that takes no services
  /// finds its initializer.
  ///
  /// ```swift
  /// let detail = StackScreensBuilder<Path, PathAction, AppEnvironment>.buildExpression(screen)
  /// ```
  public static func buildExpression(
    _ screen: StackScreen<Screen, ScreenAction, Environment>
  ) -> StackScreen<Screen, ScreenAction, Environment> {
    screen
  }

  /// Collects the kinds of screens listed.
  ///
  /// ```swift
  /// let screens = StackScreensBuilder<Path, PathAction, AppEnvironment>.buildBlock(detail, record)
  /// ```
  public static func buildBlock(
    _ screens: StackScreen<Screen, ScreenAction, Environment>...
  ) -> [StackScreen<Screen, ScreenAction, Environment>] {
    screens
  }
}
