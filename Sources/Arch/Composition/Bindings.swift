/// The small reusable feature that applies ``BindingAction``s: combine it with a feature whose action
/// has a `binding` case, and every bound field of its view writes to the state with no code per
/// field.
///
/// For a reducer with effects the action is applied as it is sent. For the split shape, where only
/// events change state, it turns the action into the matching event and applies that event, so the
/// test receives it.
///
/// ```swift
/// let editor = MeetingEditor.Core().combined(with: Bindings(CaseOf(MeetingEditor.Action.binding)))
/// let split = SplitFeature(presenter: FormPresenter(), reducer: FormReducer())
///   .combined(with: Bindings(action: CaseOf(FormAction.binding), event: CaseOf(FormEvent.binding)))
/// ```
public struct Bindings<State, Action: Sendable, Output: Sendable, Environment>: Feature, Sendable {
  private let action: CaseOf<Action, BindingAction<State>>
  private let output: CaseOf<Output, BindingAction<State>>
  private let appliesActions: Bool

  /// Applies binding actions of a reducer with effects, whose actions are its outputs.
  ///
  /// ```swift
  /// Bindings<MeetingEditor.State, MeetingEditor.Action, MeetingEditor.Action, Void>(
  ///   CaseOf(MeetingEditor.Action.binding))
  /// ```
  public init(_ action: CaseOf<Action, BindingAction<State>>) where Output == Action {
    self.action = action
    self.output = action
    self.appliesActions = true
  }

  /// For the split shape: a binding action is emitted as `event`, and the event is applied.
  ///
  /// ```swift
  /// Bindings<Form, FormAction, FormEvent, Void>(
  ///   action: CaseOf(FormAction.binding), event: CaseOf(FormEvent.binding))
  /// ```
  public init(action: CaseOf<Action, BindingAction<State>>, event: CaseOf<Output, BindingAction<State>>) {
    self.action = action
    self.output = event
    self.appliesActions = false
  }

  /// Applies (or, for the split shape, emits) a binding action; ignores every other action.
  ///
  /// ```swift
  /// _ = Bindings(CaseOf(MeetingEditor.Action.binding)).handle(.binding(.set(\.title, "Retro")), state: &form,
  ///                                                   environment: ())
  /// ```
  public func handle(_ action: Action, state: inout State, environment: Environment) -> Effect<Output> {
    guard let binding = self.action.extract(from: action) else { return .none }
    guard appliesActions else { return .send(output.embed(binding)) }
    binding.apply(to: &state)
    return .none
  }

  /// Applies a binding output; ignores every other output.
  ///
  /// ```swift
  /// _ = Bindings(CaseOf(MeetingEditor.Action.binding)).apply(.binding(.set(\.title, "Retro")), state: &form,
  ///                                                   environment: ())
  /// ```
  public func apply(_ output: Output, state: inout State, environment: Environment) -> Effect<Output> {
    self.output.extract(from: output)?.apply(to: &state)
    return .none
  }
}
