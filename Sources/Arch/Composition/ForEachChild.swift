/// A parent feature whose state holds a collection of children, each running its own copy of a child
/// feature, routed by id.
///
/// Build one with ``Feature/forEach(_:state:action:output:environment:)``. The parent's action (and
/// output) case carries the element's id and the child's action. On every step the element's child
/// runs first, then the parent. Every effect an element starts is cancelled when a step removes the
/// element, in the ``Store`` and the test store alike, and its own cancellation ids reach only its
/// own effects. An action or output for an id the collection no longer holds is reported through
/// ``RuntimeIssue`` and runs nothing.
///
/// ```swift
/// let feature = SplitFeature(presenter: MeetingsList.Presenter(), reducer: MeetingsList.Reducer()).forEach(
///   MeetingRow(), state: \MeetingsState.rows, action: CaseOf(MeetingsAction.row),
///   output: CaseOf(MeetingsEvent.row), environment: { $0 })
/// ```
public struct ForEachChild<Parent: Feature, Child: Feature>: Feature
where Child.State: Identifiable, Child.State.ID: Sendable {
  /// The parent's state, which holds the rows.
  public typealias State = Parent.State
  /// The parent's actions, with a case for the rows's.
  public typealias Action = Parent.Action
  /// The parent's outputs, with a case for the rows's.
  public typealias Output = Parent.Output
  /// The parent's services; the rows's are derived from them.
  public typealias Environment = Parent.Environment
  typealias ID = Child.State.ID

  let parent: Parent
  let child: Child
  let elements: WritableKeyPath<Parent.State, [Child.State]> & Sendable
  let action: CaseOf<Parent.Action, (ID, Child.Action)>
  let output: CaseOf<Parent.Output, (ID, Child.Output)>
  let environment: @Sendable (Parent.Environment) -> Child.Environment

  /// Runs the element's child on its action, then the parent; cancels the effects of removed
  /// elements.
  ///
  /// ```swift
  /// let effect = feature.handle(.row(id: 1, action: .refreshTapped), state: &state, environment: environment)
  /// ```
  public func handle(_ action: Action, state: inout State, environment: Environment) -> Effect<Output> {
    step(
      self.action.extract(from: action), of: action, state: &state, environment: environment,
      runChild: { child.handle($0, state: &$1, environment: $2) },
      runParent: { parent.handle(action, state: &$0, environment: environment) })
  }

  /// Applies an element's output to its child, then the parent applies it; cancels the effects of
  /// removed elements.
  ///
  /// ```swift
  /// let effect = feature.apply(.row(id: 1, action: .attendanceDidLoad(8)), state: &state,
  ///                            environment: environment)
  /// ```
  public func apply(_ output: Output, state: inout State, environment: Environment) -> Effect<Output> {
    step(
      self.output.extract(from: output), of: output, state: &state, environment: environment,
      runChild: { child.apply($0, state: &$1, environment: $2) },
      runParent: { parent.apply(output, state: &$0, environment: environment) })
  }

  /// One action or output: the child's part first, on its row, then the parent's, then cancelling
  /// the effects of rows the parent removed.
  private func step<ChildInput>(
    _ routed: (ID, ChildInput)?, of input: some Any, state: inout State, environment: Environment,
    runChild: (ChildInput, inout Child.State, Child.Environment) -> Effect<Child.Output>,
    runParent: (inout State) -> Effect<Output>
  ) -> Effect<Output> {
    let before = state[keyPath: elements].map(\.id)
    var childEffect = Effect<Output>.none
    if let (id, childInput) = routed {
      if let index = state[keyPath: elements].firstIndex(where: { $0.id == id }) {
        let effect = runChild(childInput, &state[keyPath: elements][index], self.environment(environment))
        let output = self.output
        childEffect = effect.map { output.embed((id, $0)) }.scoped(to: effectID(id))
      } else {
        RuntimeIssue.report(
          CompositionMessages.missingElement(id: id, collection: elements, input: childInput))
      }
    }
    let parentEffect = runParent(&state)
    return .merge(childEffect, parentEffect, cancellation(from: before, in: state))
  }

  private func effectID(_ id: ID) -> ChildEffectID {
    ChildEffectID(path: elements, identity: AnyHashable(id))
  }

  /// Most steps leave the rows as they were: they are compared in order first, as sets only when
  /// they differ.
  private func cancellation(from before: [ID], in state: State) -> Effect<Output> {
    let after = state[keyPath: elements].map(\.id)
    guard after != before else { return .none }
    let removed = Set(before).subtracting(after)
    return removed.isEmpty ? .none : .cancelling(removed.map(effectID))
  }
}

extension ForEachChild: Sendable where Parent: Sendable, Child: Sendable {}

extension Feature {
  /// This feature with `child` running once per element of the array at `state`, routed by the
  /// element's `id`.
  ///
  /// `action` and `output` are the parent's cases carrying an id and a child action or output, made
  /// from a two-value case such as `case row(id: Meeting.ID, action: MeetingRow.Action)`. Removing
  /// an element cancels its effects.
  ///
  /// ```swift
  /// let feature = SplitFeature(presenter: MeetingsList.Presenter(), reducer: MeetingsList.Reducer()).forEach(
  ///   MeetingRow(), state: \MeetingsState.rows, action: CaseOf(MeetingsAction.row),
  ///   output: CaseOf(MeetingsEvent.row), environment: { $0 })
  /// ```
  public func forEach<Child: Feature>(
    _ child: Child,
    state: WritableKeyPath<State, [Child.State]> & Sendable,
    action: CaseOf<Action, (Child.State.ID, Child.Action)>,
    output: CaseOf<Output, (Child.State.ID, Child.Output)>,
    environment: @escaping @Sendable (Environment) -> Child.Environment
  ) -> ForEachChild<Self, Child> where Child.State: Identifiable, Child.State.ID: Sendable {
    ForEachChild(
      parent: self, child: child, elements: state, action: action, output: output, environment: environment)
  }
}
