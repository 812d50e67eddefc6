// Getting Started's second example, "a sign-in form", compiled: DocumentedExampleTests checks the
// article's blocks are cut from this file and SignInFeatureTests.swift. It imports only Arch, as an
// app target would.

import Arch

/// Every service the sign-in effects use, so a test can replace each one.
struct SignInEnvironment: Sendable {
  var clock: any Clock<Duration>
  var signIn: @Sendable (_ email: String, _ password: String) async throws -> String
  var saveRememberMe: @Sendable (Bool) async -> Void
}

/// A sign-in form: it checks the fields a second after the last edit, signs in and remembers the
/// person if asked.
struct SignIn: EffectReducer {
  struct State: Equatable, Sendable {
    var email = ""
    var password = ""
    var fieldsAreValid = false
    var isSigningIn = false
    var remembersMe = false
    var signedInAs: String?
    var alert: AlertState<AlertAction>?

    var canSignIn: Bool { fieldsAreValid && !isSigningIn }
  }

  /// The buttons of the failure alert.
  enum AlertAction: Equatable, Sendable {
    case tryAgainTapped
  }

  enum Action: Equatable, Sendable {
    case emailChanged(String)
    case passwordChanged(String)
    case validationDue
    case signInTapped
    case signInSucceeded(String)
    case signInFailed
    case rememberMeToggled
    case alert(AlertAction?)
  }

  /// The pending validation: each edit cancels the one before, so only a pause validates.
  struct ValidationID: Hashable, Sendable {}

  static let validationDelay: Duration = .seconds(1)

  static let failureAlert = AlertState<AlertAction>(
    "Could not sign in", message: "Check your email and password, then try again.",
    buttons: [.init("Try again", sends: .tryAgainTapped), .init("OK", role: .cancel)])

  func reduce(into state: inout State, action: Action, environment: SignInEnvironment) -> Effect<Action> {
    switch action {
    case .emailChanged(let email):
      state.email = email
      return validateAfterAPause(&state, clock: environment.clock)
    case .passwordChanged(let password):
      state.password = password
      return validateAfterAPause(&state, clock: environment.clock)
    case .validationDue:
      state.fieldsAreValid = Self.isAddress(state.email) && state.password.count >= 8
      return .none
    case .signInTapped, .alert(.tryAgainTapped):
      guard state.canSignIn else { return .none }
      state.isSigningIn = true
      return .run { [email = state.email, password = state.password] send in
        await send(.signInSucceeded(try await environment.signIn(email, password)))
      } catch: { _, send in
        await send(.signInFailed)
      }
    case .signInSucceeded(let name):
      state.isSigningIn = false
      state.password = ""
      state.signedInAs = name
      return .none
    case .signInFailed:
      state.isSigningIn = false
      state.alert = Self.failureAlert
      return .none
    case .rememberMeToggled:
      state.remembersMe.toggle()
      return .run { [remembersMe = state.remembersMe] _ in
        await environment.saveRememberMe(remembersMe)
      }
    case .alert(nil):
      return .none
    }
  }

  /// An edit disables the button until the fields are checked again, a second after the last edit.
  private func validateAfterAPause(_ state: inout State, clock: any Clock<Duration>) -> Effect<Action> {
    state.fieldsAreValid = false
    return .run { send in
      try await clock.sleep(for: Self.validationDelay)
      await send(.validationDue)
    }
    .cancellable(id: ValidationID(), cancelInFlight: true)
  }

  private static func isAddress(_ email: String) -> Bool {
    let parts = email.split(separator: "@", omittingEmptySubsequences: false)
    return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
  }
}

/// The sign-in form and its failure alert dismissed by its buttons.
let signInFeature = SignIn().presentingDialog(state: \.alert, action: CaseOf(SignIn.Action.alert))

/// Describes the form: the password in a secure field, which renderings mask.
struct SignInView: ViewBuilder {
  func view(for state: SignIn.State) -> ViewNode<SignIn.Action> {
    .vstack {
      if let name = state.signedInAs {
        ViewNode.text("Signed in as \(name)")
      } else {
        ViewNode.textField(
          "Email", text: state.email, content: .email, onChange: SignIn.Action.emailChanged,
          isEnabled: !state.isSigningIn)
        ViewNode.textField(
          "Password", text: state.password, content: .secure, onChange: SignIn.Action.passwordChanged,
          isEnabled: !state.isSigningIn)
        ViewNode.toggle("Remember me", isOn: state.remembersMe, sends: .rememberMeToggled)
        ViewNode.button("Sign in", sends: .signInTapped, isEnabled: state.canSignIn)
        if state.isSigningIn { ViewNode.progress("Signing in…") }
      }
      if let alert = state.alert { ViewNode.alert(alert).map(SignIn.Action.alert) }
    }
  }
}
