// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// (An app's code, as a consumer writes it: `public` for another module, not a library's API.)
import Arch

// One global `public let` of each kind of feature the library composes. Each must be `Sendable`
// when its parts are, or a global of it does not compile in Swift 6: compiling this file is the test.

/// A counter: the child every composition below runs.
public struct Counter: EffectReducer, Sendable {
  /// Its count, identified so that a list of counters can route actions to each.
  public struct State: Equatable, Sendable, Identifiable {
    public var id: Int
    public var count = 0
  }

  /// What the person does with a counter.
  public enum Action: Equatable, Sendable {
    case incrementTapped
    case dismiss
  }

  /// Counts a tap.
  public func reduce(into state: inout State, action: Action, environment: Void) -> Effect<Action> {
    if action == .incrementTapped { state.count += 1 }
    return .none
  }
}

/// The parent's state: a place for each composition's child.
public struct ParentState: Equatable, Sendable {
  public var counter = Counter.State(id: 0)
  public var rows: [Counter.State] = []
  public var detail: Counter.State?
  public var path = ScreenStack<Counter.State>()
  public var alert: AlertState<AlertAction>?
  public var title = ""
}

/// The buttons of the parent's alert.
public enum AlertAction: Equatable, Sendable {
  case confirmTapped
}

/// The parent's actions: one case per composed child.
public enum ParentAction: Equatable, Sendable {
  case counter(Counter.Action)
  case row(id: Int, action: Counter.Action)
  case detail(Counter.Action)
  case screen(id: ScreenID, action: Counter.Action)
  case alert(AlertAction?)
  case binding(BindingAction<ParentState>)
}

/// The parent's own logic: none, the children do the work.
public struct ParentCore: EffectReducer, Sendable {
  /// Does nothing: the children handle every action.
  public func reduce(into state: inout ParentState, action: ParentAction, environment: Void) -> Effect<
    ParentAction
  > {
    .none
  }
}

/// A node of a tree whose every node runs the whole tree feature.
public struct TreeNode: Equatable, Sendable, Identifiable {
  public var id: Int
  public var children: [TreeNode] = []
}

/// What a node of the tree does.
public enum TreeAction: Equatable, Sendable {
  case addTapped
  indirect case child(id: Int, action: TreeAction)
}

/// Adds a child to a node.
public struct TreeCore: EffectReducer, Sendable {
  /// Adds a child node on a tap.
  public func reduce(into state: inout TreeNode, action: TreeAction, environment: Void) -> Effect<TreeAction>
  {
    if action == .addTapped { state.children.append(TreeNode(id: state.children.count)) }
    return .none
  }
}

/// A closure feature (`Reduce`), Sendable as its closure is.
public let reduceFeature = Reduce<Int, Counter.Action, Void> { count, action, _ in
  if action == .incrementTapped { count += 1 }
  return .none
}

/// A reducer with effects, Sendable as a struct declared `Sendable`.
public let effectReducerFeature = Counter()

/// A child embedded in the parent (`Embedded`).
public let embeddedFeature = Counter().embedded(
  state: \ParentState.counter, action: CaseOf(ParentAction.counter), output: CaseOf(ParentAction.counter),
  environment: { (_: Void) in () })

/// Two features over the same types (`Combined`).
public let combinedFeature = ParentCore().combined(with: embeddedFeature)

/// A child per row (`ForEachChild`).
public let forEachFeature = ParentCore().forEach(
  Counter(), state: \.rows, action: CaseOf(ParentAction.row), output: CaseOf(ParentAction.row),
  environment: { _ in () })

/// A child presented while its optional state is set (`PresentedChild`).
public let presentedFeature = ParentCore().presenting(
  Counter(), state: \.detail, action: CaseOf(ParentAction.detail), output: CaseOf(ParentAction.detail),
  environment: { _ in () }, dismissedBy: .dismiss)

/// A child per screen of a stack (`StackChild`).
public let stackFeature = ParentCore().stack(
  Counter(), state: \.path, action: CaseOf(ParentAction.screen), output: CaseOf(ParentAction.screen),
  environment: { _ in () }, dismissedBy: .dismiss)

/// An alert presented by the parent (`PresentedDialog`).
public let alertFeature = ParentCore().presentingDialog(state: \.alert, action: CaseOf(ParentAction.alert))

/// The parent with its bound fields applied (`Bindings`, combined).
public let bindingsFeature = ParentCore().combined(with: Bindings(CaseOf(ParentAction.binding)))

/// A tree whose nodes run the whole feature (`Recursive`).
public let recursiveFeature = TreeCore().recursive { core, tree in
  core.forEach(
    tree, state: \.children, action: CaseOf(TreeAction.child), output: CaseOf(TreeAction.child),
    environment: { $0 })
}
