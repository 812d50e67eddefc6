import Arch
import ArchTesting
import ExploreZoo
import Testing

/// Fields that say what they hold: a secure field masked in the text rendering and typed into by the
/// test store, and the texts explore types into each kind of field.
struct TextFieldContentTests {
  @Test func aSecureFieldIsMaskedInTheRendering() {
    var state = SignInForm.State()
    state.email = "ann@example.com"
    state.password = "hunter22"
    let view = SignInForm.View(saysWhatFieldsHold: true).view(for: state)
    #expect(
      view.rendered == """
        vstack
          textField "Email" (email) = "ann@example.com" → .emailChanged("‹text›")
          textField "Password" (secure) = "••••••••" → .passwordChanged("‹text›")
          button "Sign in" → .signInTapped
        """)
  }

  @Test func theTestStoreTypesIntoASecureField() async {
    let store = TestStore(
      initialState: SignInForm.State(), feature: SignInForm.feature(fixed: true), environment: (),
      view: SignInForm.View(saysWhatFieldsHold: true))
    await store.type("hunter22", into: .textField("Password")) { $0.password = "hunter22" }
  }

  @Test func twoInputsDifferingOnlyInWhatTheyHoldDiffer() {
    let plain = TextInput(SignInForm.Action.passwordChanged)
    let secure = TextInput(content: .secure, SignInForm.Action.passwordChanged)
    #expect(plain != secure)
    #expect(plain == TextInput(content: .plain, SignInForm.Action.passwordChanged))
  }

  @Test func eachKindOfFieldHasItsBoundaryTexts() {
    #expect(FieldVocabulary.defaults(for: .plain).prefix(5) == ["", "  ", "0", "-1", "99999999999"])
    #expect(FieldVocabulary.defaults(for: .number).prefix(3) == ["0", "-1", "1"])
    #expect(FieldVocabulary.defaults(for: .email).first == "name@example.com")
    #expect(FieldVocabulary.defaults(for: .secure).contains("correct horse battery staple"))
  }

  /// A quantity field that must reject negative numbers: explore types "-1" into it.
  @Test func aNumberFieldGetsANegativeNumber() async {
    let failure = await expectFailure {
      await explore(
        Reduce<Int, String, Void> { state, text, _ in
          state = Int(text) ?? state
          return .none
        }, initialState: 0, environment: { _ in () }, view: QuantityView(),
        invariants: [Invariant("the quantity is never negative") { $0 >= 0 }])
    }
    #expect(
      steps(of: failure) == [
        #"await store.type("-1", into: .textField("Quantity"))"#, "store.expect(<#the invariants#>)",
      ])
  }

  /// The closure form takes `texts:` too: a declared text joins the field's vocabulary.
  @Test func theClosureFormTypesTheTextsItDeclares() async {
    let failure = await expectFailure {
      await explore(
        Reduce<String, String, Void> { state, text, _ in
          state = text
          return .none
        }, initialState: "", environment: { _ in () }, view: CodeView(),
        invariants: [Invariant("the secret code is never entered") { $0 != "SECRET-42" }],
        texts: [.texts("Code", ["SECRET-42"])])
    }
    #expect(
      steps(of: failure) == [
        #"await store.type("SECRET-42", into: .textField("Code"))"#, "store.expect(<#the invariants#>)",
      ])
  }

  struct QuantityView: ViewBuilder {
    func view(for state: Int) -> ViewNode<String> {
      .textField("Quantity", text: String(state), content: .number, onChange: { $0 })
    }
  }

  struct CodeView: ViewBuilder {
    func view(for state: String) -> ViewNode<String> {
      .textField("Code", text: state, onChange: { $0 })
    }
  }
}
