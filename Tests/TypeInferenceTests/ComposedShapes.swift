import Arch

// Composed features, each returned as `some Feature<State, Action, Output, Environment>` from an
// extension: no `typealias Composed = ForEachChild<Combined<…>>` to write.
//
// This file's name sorts before `ReducerShapes.swift` on purpose: the compiler meets the composition
// of `NestedCounter` (which has services) before the reducer itself, the order in which its
// `Environment` used to be taken as `Void`.

// MARK: A list with rows, composed in an extension

struct RowState: Equatable, Identifiable, Sendable {
  var id: Int
  var likes = 0
}

enum RowAction: Equatable, Sendable { case likeTapped }

struct Row: EffectReducer {
  func reduce(into state: inout RowState, action: RowAction, environment: Void) -> Effect<RowAction> {
    state.likes += 1
    return .none
  }
}

struct ListState: Equatable, Sendable {
  var rows: [RowState] = []
  var lastLiked: Int?
}

enum ListAction: Equatable, Sendable {
  case row(id: Int, action: RowAction)
}

struct ListServices: Sendable {
  var analytics: @Sendable (String) -> Void = { _ in }
}

struct ListCore: EffectReducer {
  func reduce(into state: inout ListState, action: ListAction, environment: ListServices) -> Effect<
    ListAction
  > {
    if case .row(let id, .likeTapped) = action { state.lastLiked = id }
    return .none
  }
}

extension ListCore {
  /// The list with its rows.
  static var feature: some Feature<ListState, ListAction, ListAction, ListServices> {
    ListCore().forEach(
      Row(), state: \.rows, action: CaseOf(ListAction.row), output: CaseOf(ListAction.row),
      environment: { _ in () })
  }
}

// MARK: A child form with services of its own, joined with the bindings of its fields

struct FormServices: Sendable {
  var now: @Sendable () -> Int = { 0 }
}

struct Form: EffectReducer {
  struct State: Equatable, Sendable {
    var title = ""
    var savedAt: Int?
  }

  enum Action: Equatable, Sendable {
    case binding(BindingAction<State>)
    case saveTapped
  }

  func reduce(into state: inout State, action: Action, environment: FormServices) -> Effect<Action> {
    if case .saveTapped = action { state.savedAt = environment.now() }
    return .none
  }
}

extension Form {
  /// The form and its bindings: `Bindings` takes the form's services, inferred.
  static var feature: some Feature<State, Action, Action, FormServices> {
    Form().combined(with: Bindings(CaseOf(Action.binding)))
  }
}

// MARK: A parent presenting the form, and embedding a counter

struct ParentState: Equatable, Sendable {
  var form: Form.State?
  var counter = NestedCounter.State()
}

enum ParentAction: Equatable, Sendable {
  case editTapped
  case form(Form.Action)
  case counter(NestedCounter.Action)
}

struct ParentServices: Sendable {
  var form = FormServices()
  var counter = CounterServices()
}

struct ParentCore: EffectReducer {
  func reduce(into state: inout ParentState, action: ParentAction, environment: ParentServices) -> Effect<
    ParentAction
  > {
    if case .editTapped = action { state.form = Form.State() }
    return .none
  }
}

extension ParentCore {
  /// The parent, its optional form, and its counter.
  static var feature: some Feature<ParentState, ParentAction, ParentAction, ParentServices> {
    ParentCore()
      .presenting(
        Form.feature, state: \.form, action: CaseOf(ParentAction.form), output: CaseOf(ParentAction.form),
        environment: \.form
      )
      .combined(
        with: NestedCounter().embedded(
          state: \.counter, action: CaseOf(ParentAction.counter), output: CaseOf(ParentAction.counter),
          environment: \.counter))
  }
}
