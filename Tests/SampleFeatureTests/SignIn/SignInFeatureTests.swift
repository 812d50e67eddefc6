// The tests of Getting Started's "A second example: a sign-in form", compiled and run: see
// SignInFeature.swift.

import ArchTesting
import Testing

/// What the "Remember me" service was asked to save, in order.
actor SavedRememberMe {
  private(set) var values: [Bool] = []

  func save(_ value: Bool) { values.append(value) }
}

struct SignInFailure: Error {}

@Suite struct SignInFeatureTests {
  @Test func signingInThroughTheForm() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: SignIn.State(), feature: signInFeature,
      environment: SignInEnvironment(clock: clock, signIn: { _, _ in "Ada" }, saveRememberMe: { _ in }),
      view: SignInView())
    await store.type("ada@example.com", into: .textField("Email")) { $0.email = "ada@example.com" }
    await store.type("correct horse", into: .textField("Password")) { $0.password = "correct horse" }
    await clock.advance(by: SignIn.validationDelay)
    await store.receive(.validationDue) { $0.fieldsAreValid = true }
    await store.tap(button: "Sign in") { $0.isSigningIn = true }
    #expect(SignInView().view(for: store.state).find(.button("Sign in"))?.isEnabled == false)
    await store.receive(.signInSucceeded("Ada")) {
      $0.isSigningIn = false
      $0.password = ""
      $0.signedInAs = "Ada"
    }
    await store.finish()
  }

  @Test func aFailedSignInShowsAnAlertThatOKDismisses() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: SignIn.State(email: "ada@example.com", password: "wrong password", fieldsAreValid: true),
      feature: signInFeature,
      environment: SignInEnvironment(
        clock: clock, signIn: { _, _ in throw SignInFailure() }, saveRememberMe: { _ in }),
      view: SignInView())
    await store.tap(button: "Sign in") { $0.isSigningIn = true }
    await store.receive(.signInFailed) {
      $0.isSigningIn = false
      $0.alert = SignIn.failureAlert
    }
    await store.tap(button: .button("OK").within(.role(.alert))) { $0.alert = nil }
    await store.finish()
  }

  @Test func rememberMeIsSavedThroughTheService() async {
    let saved = SavedRememberMe()
    let store = TestStore(
      initialState: SignIn.State(), feature: signInFeature,
      environment: SignInEnvironment(
        clock: TestClock(), signIn: { _, _ in "Ada" }, saveRememberMe: { await saved.save($0) }),
      view: SignInView())
    await store.toggle(.toggle("Remember me")) { $0.remembersMe = true }
    await store.toggle(.toggle("Remember me")) { $0.remembersMe = false }
    await store.finish()
    #expect(await saved.values == [true, false])
  }

  @Test func typingAgainBeforeTheSecondIsUpValidatesOnlyOnce() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: SignIn.State(password: "correct horse"), feature: signInFeature,
      environment: SignInEnvironment(clock: clock, signIn: { _, _ in "Ada" }, saveRememberMe: { _ in }),
      view: SignInView())
    await store.type("ada@example", into: .textField("Email")) { $0.email = "ada@example" }
    await clock.advance(by: .milliseconds(500))
    await store.type("ada@example.com", into: .textField("Email")) { $0.email = "ada@example.com" }
    await clock.advance(by: SignIn.validationDelay)
    await store.receive(.validationDue) { $0.fieldsAreValid = true }
    await store.finish()
  }

  @Test func theFormMasksThePassword() {
    let state = SignIn.State(
      email: "ada@example.com", password: "correct horse", fieldsAreValid: true, remembersMe: true)
    assertSnapshot(of: SignInView().view(for: state), as: .view(), named: "filled")
    #expect(!SignInView().view(for: state).rendered.contains("correct horse"))
  }

  @Test func theFormWhileSigningIn() {
    let state = SignIn.State(
      email: "ada@example.com", password: "correct horse", fieldsAreValid: true, isSigningIn: true)
    assertSnapshot(of: SignInView().view(for: state), as: .view(), named: "signing-in")
  }

  @Test func theButtonIsNeverEnabledWhileLoading() async {
    await explore(
      signInFeature, initialState: SignIn.State(),
      environment: { clock in
        SignInEnvironment(
          clock: clock,
          signIn: { _, _ in
            try await clock.sleep(for: .seconds(2))
            return "Ada"
          },
          saveRememberMe: { _ in })
      },
      view: SignInView(),
      invariants: [
        Invariant("the button is never enabled while loading") { state in
          !state.isSigningIn
            || SignInView().view(for: state).findAll(.button("Sign in")).allSatisfy { !$0.isEnabled }
        }
      ])
  }
}
