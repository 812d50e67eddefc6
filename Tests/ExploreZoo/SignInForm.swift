import Arch
import ArchTesting

/// A new user's sign-in form: an email field, a password field, and a "Sign in" button enabled once
/// the address looks valid and the password has eight characters.
///
/// The buggy variant keeps the
/// password after signing in, a bug only the enabled button reaches.
package enum SignInForm {
  package struct State: Equatable, Sendable {
    package var email = ""
    package var password = ""
    package var signedInAs: String?

    package init() {}

    package var canSignIn: Bool {
      let parts = email.split(separator: "@", omittingEmptySubsequences: false)
      let isAddress = parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".")
      return isAddress && password.count >= 8
    }
  }

  package enum Action: Equatable, Sendable {
    case emailChanged(String)
    case passwordChanged(String)
    case signInTapped
  }

  package static func feature(fixed: Bool) -> Reduce<State, Action, Void> {
    Reduce { state, action, _ in
      switch action {
      case .emailChanged(let email): state.email = email
      case .passwordChanged(let password): state.password = password
      case .signInTapped:
        guard state.canSignIn else { return .none }
        state.signedInAs = state.email
        if fixed { state.password = "" }
      }
      return .none
    }
  }

  /// The form as a new user writes it: plain fields, or fields that say what they hold.
  package struct View: ViewBuilder {
    let saysWhatFieldsHold: Bool

    package init(saysWhatFieldsHold: Bool = false) { self.saysWhatFieldsHold = saysWhatFieldsHold }

    package func view(for state: State) -> ViewNode<Action> {
      .vstack {
        ViewNode.textField(
          "Email", text: state.email, content: saysWhatFieldsHold ? .email : .plain,
          onChange: Action.emailChanged)
        ViewNode.textField(
          "Password", text: state.password, content: saysWhatFieldsHold ? .secure : .plain,
          onChange: Action.passwordChanged)
        ViewNode.button("Sign in", sends: .signInTapped, isEnabled: state.canSignIn)
      }
    }
  }

  package static let invariants = [
    Invariant<State, Action>("a signed-in form keeps no password") { state in
      state.signedInAs == nil || state.password.isEmpty
    }
  ]
}
