import Arch
import Observation

/// The Arboreal style, reproduced without its views: an `@Observable` class model that changes
/// itself in `update(action:environment:)` and returns `Fx`, a list of async closures that each
/// return one action.
///
/// Views get a `ViewStore`; child views a child store made with
/// `viewStore(get:tag:)`, text fields a `binding(get:tag:)`.
enum Arboreal {
  /// The style's effects: each closure runs as a task and its result is sent back to the model.
  struct Fx<Action: Sendable>: Sendable {
    var operations: [@Sendable () async -> Action]

    static var none: Self { Self(operations: []) }

    static func task(_ operation: @escaping @Sendable () async -> Action) -> Self {
      Self(operations: [operation])
    }

    static func + (lhs: Self, rhs: Self) -> Self {
      Self(operations: lhs.operations + rhs.operations)
    }

    /// Tags a child's effects with the parent's action case.
    func map<Parent: Sendable>(_ tag: @escaping @Sendable (Action) -> Parent) -> Fx<Parent> {
      Fx<Parent>(operations: operations.map { operation in { tag(await operation()) } })
    }
  }

  /// What a view holds: the model to read and a way to send actions.
  struct ViewStore<Model, Action> {
    let model: Model
    let send: (Action) -> Void

    /// A child view's store: the child model, with its actions tagged into the parent's.
    func viewStore<Child, ChildAction>(
      get: (Model) -> Child, tag: @escaping (ChildAction) -> Action
    ) -> ViewStore<Child, ChildAction> {
      let send = self.send
      return ViewStore<Child, ChildAction>(model: get(model), send: { send(tag($0)) })
    }

    /// A two-way binding for a control: reads from the model, writes by sending the setter action.
    func binding<Value>(get: @escaping (Model) -> Value, tag: @escaping (Value) -> Action) -> Binding<Value> {
      let model = self.model, send = self.send
      return Binding(get: { get(model) }, set: { send(tag($0)) })
    }
  }

  struct Binding<Value> {
    let get: () -> Value
    let set: (Value) -> Void

    var wrappedValue: Value {
      get { get() }
      nonmutating set { set(newValue) }
    }
  }
}

extension Arboreal.Fx {
  /// The one line of glue a team on Arboreal writes: each closure becomes an effect that sends the
  /// action it returns.
  var effect: Effect<Action> {
    .merge(operations.map { operation in .run { send in await send(await operation()) } })
  }
}

// MARK: - The example feature: a profile editor with an avatar picker as a child model.

struct ProfileEnvironment: Sendable {
  var clock: any Clock<Duration>
  var save: @Sendable (String) async -> Bool
  var randomSymbol: @Sendable () -> String
}

@Observable
final class AvatarModel {
  var symbol = "person"
  var isShuffling = false

  nonisolated enum Action: Equatable, Sendable {
    case pick(String)
    case shuffleTapped
    case shuffled(String)
  }

  func update(action: Action, environment: ProfileEnvironment) -> Arboreal.Fx<Action> {
    switch action {
    case .pick(let symbol):
      self.symbol = symbol
      return .none
    case .shuffleTapped:
      isShuffling = true
      return .task { [environment] in .shuffled(environment.randomSymbol()) }
    case .shuffled(let symbol):
      self.symbol = symbol
      isShuffling = false
      return .none
    }
  }
}

@Observable
final class ProfileModel {
  var name = ""
  var isSaving = false
  var lastSaved: String?
  var error: String?
  var avatar = AvatarModel()

  nonisolated enum Action: Equatable, Sendable {
    case setName(String)
    case saveTapped
    case saveFinished(succeeded: Bool)
    case avatar(AvatarModel.Action)
  }

  func update(action: Action, environment: ProfileEnvironment) -> Arboreal.Fx<Action> {
    switch action {
    case .setName(let name):
      self.name = name
      return .none
    case .saveTapped:
      isSaving = true
      error = nil
      return .task { [name, environment] in
        // Arboreal closures cannot fail: a cancelled wait still returns, and the harness drops it.
        try? await environment.clock.sleep(for: .seconds(1))
        return .saveFinished(succeeded: await environment.save(name))
      }
    case .saveFinished(let succeeded):
      isSaving = false
      if succeeded { lastSaved = name } else { error = "Could not save \(name)" }
      return .none
    case .avatar(let action):
      return avatar.update(action: action, environment: environment).map(Action.avatar)
    }
  }
}
