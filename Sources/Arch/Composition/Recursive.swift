/// A feature that holds copies of itself: a tree whose nodes run the whole feature, children
/// included, with no hand-written wrapper.
///
/// A feature that composes itself has an infinite type (`ForEachChild<Tree, ForEachChild<Tree, …>>`),
/// so the composed feature cannot be a value of its own type. `Recursive` breaks the cycle: it is
/// built from the core and a function that composes the core with "the whole feature", and it
/// composes again, lazily, each time a step reaches it. Make one with ``Feature/recursive(_:)``.
///
/// ```swift
/// let tree = TreeCore().recursive { core, tree in
///   core.forEach(tree, state: \.children, action: CaseOf(TreeAction.child),
///                output: CaseOf(TreeAction.child), environment: { $0 })
/// }
/// ```
public struct Recursive<State, Action: Sendable, Output: Sendable, Environment>: Feature, Sendable {
  private let handleStep: @Sendable (Self, Action, inout State, Environment) -> Effect<Output>
  private let applyStep: @Sendable (Self, Output, inout State, Environment) -> Effect<Output>

  init<Body: Feature & SendableMetatype>(_ compose: @escaping @Sendable (Self) -> Body)
  where Body.State == State, Body.Action == Action, Body.Output == Output, Body.Environment == Environment {
    handleStep = { whole, action, state, environment in
      compose(whole).handle(action, state: &state, environment: environment)
    }
    applyStep = { whole, output, state, environment in
      compose(whole).apply(output, state: &state, environment: environment)
    }
  }

  /// Runs the composed feature on an action.
  ///
  /// ```swift
  /// let effect = tree.handle(.addTapped, state: &state, environment: ())
  /// ```
  public func handle(_ action: Action, state: inout State, environment: Environment) -> Effect<Output> {
    handleStep(self, action, &state, environment)
  }

  /// Applies an output to the composed feature.
  ///
  /// ```swift
  /// let effect = tree.apply(.child(id: 1, action: .tick), state: &state, environment: ())
  /// ```
  public func apply(_ output: Output, state: inout State, environment: Environment) -> Effect<Output> {
    applyStep(self, output, &state, environment)
  }
}

extension Feature where Self: Sendable {
  /// This feature composed with copies of the whole composed feature: `compose` gets this feature
  /// (the core) and the whole, and returns the core with the whole as its children, in a
  /// collection (``forEach(_:state:action:output:environment:)``), an optional
  /// (``presenting(_:state:action:output:environment:dismissedBy:)``), or both.
  ///
  /// Children's effects are scoped to them at every depth: removing a node cancels its effects and
  /// those of every node under it.
  ///
  /// ```swift
  /// let tree = TreeCore().recursive { core, tree in
  ///   core.forEach(tree, state: \.children, action: CaseOf(TreeAction.child),
  ///                output: CaseOf(TreeAction.child), environment: { $0 })
  /// }
  /// ```
  public func recursive<Body: Feature & SendableMetatype>(
    _ compose:
      @escaping @Sendable (_ core: Self, _ whole: Recursive<State, Action, Output, Environment>) -> Body
  ) -> Recursive<State, Action, Output, Environment>
  where Body.State == State, Body.Action == Action, Body.Output == Output, Body.Environment == Environment {
    Recursive { whole in compose(self, whole) }
  }
}
