import Arch
import ArchTesting
import Observation

/// The `@Observable` models the change checks are tested on: a click counter, a list of identified items
/// with a shared selection and a child model, and a tree whose nodes point back at their parents.
@Observable final class ClickCounter {
  var count = 0
  var history: [Int] = []

  func incrementTapped() {
    count += 1
    history.append(count)
  }
}

@Observable final class Owner {
  var name = "Ada"
}

@Observable final class Chore: Identifiable {
  let id: Int
  var title: String
  var isDone = false

  init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

@Observable final class ChoreList {
  var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
  var selected: Chore?
  var owner = Owner()

  func toggle(_ id: Int) {
    chores.first { $0.id == id }?.isDone.toggle()
  }
}

@Observable final class TreeNode {
  var name: String
  var parent: TreeNode?
  var children: [TreeNode] = []

  init(name: String) { self.name = name }

  func add(_ name: String) {
    let child = TreeNode(name: name)
    child.parent = self
    children.append(child)
  }
}

/// A sign-in view model whose methods are its actions; it starts its tasks through a spawner.
@Observable final class SignInModel {
  var email = ""
  var isSigningIn = false
  var user: String?
  var error: String?

  @ObservationIgnored private let spawner: EffectSpawner
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private let signIn: @Sendable (String) async -> String?

  init(
    spawner: EffectSpawner, clock: any Clock<Duration>, signIn: @escaping @Sendable (String) async -> String?
  ) {
    self.spawner = spawner
    self.clock = clock
    self.signIn = signIn
  }

  func emailChanged(_ email: String) { self.email = email }

  func signInTapped() {
    isSigningIn = true
    let email = email, clock = clock, signIn = signIn
    let box = UncheckedModel(self)
    spawner.spawn {
      try? await clock.sleep(for: .seconds(1))
      let user = await signIn(email)
      box.model.finishSignIn(user: user)
    }
  }

  private func finishSignIn(user: String?) {
    isSigningIn = false
    if let user { self.user = user } else { error = "Could not sign in" }
  }

  enum Action: Sendable {
    case emailChanged(String)
    case signInTapped
  }

  struct View: ViewBuilder {
    func view(for model: SignInModel) -> ViewNode<Action> {
      .vstack {
        ViewNode.textField("Email", text: model.email, onChange: Action.emailChanged)
        ViewNode.button("Sign in", sends: .signInTapped).disabled(model.email.isEmpty || model.isSigningIn)
      }
    }
  }

  func handle(_ action: Action) {
    switch action {
    case .emailChanged(let email): emailChanged(email)
    case .signInTapped: signInTapped()
    }
  }
}

/// Carries a model into the tasks the tests run on one executor, one at a time.
struct UncheckedModel<Model: AnyObject>: @unchecked Sendable {
  let model: Model
  init(_ model: Model) { self.model = model }
}
