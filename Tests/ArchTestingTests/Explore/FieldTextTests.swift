import Arch
import ArchTesting
import Testing

/// A field's own text generator reaches what the default text never types.
struct FieldTextTests {
  /// A code field whose sanitizer strips the blanks the default text types (spaces, line feeds) but
  /// not tabs.
  enum TabCode {
    struct State: Equatable { var code = "" }
    enum Action: Equatable { case codeChanged(String) }

    static let feature = Reduce<State, Action, Void> { state, action, _ in
      guard case .codeChanged(let code) = action else { return .none }
      state.code = code.filter { $0 != " " && $0 != "\n" }
      return .none
    }

    struct View: ViewBuilder {
      func view(for state: State) -> ViewNode<Action> {
        .textField("Code", text: state.code, onChange: Action.codeChanged)
      }
    }

    static let invariants = [
      Invariant<State, Action>("the code has no blanks") { state in !state.code.contains { $0.isWhitespace } }
    ]
  }

  enum WithDefaultText: Explorable {
    static func makeStore(clock: TestClock) -> TestStore<Reduce<TabCode.State, TabCode.Action, Void>> {
      TestStore(
        initialState: TabCode.State(), feature: TabCode.feature, environment: (), view: TabCode.View())
    }
    static var invariants: [Invariant<TabCode.State, TabCode.Action>] { TabCode.invariants }
  }

  enum WithTabs: Explorable {
    static func makeStore(clock: TestClock) -> TestStore<Reduce<TabCode.State, TabCode.Action, Void>> {
      WithDefaultText.makeStore(clock: clock)
    }
    static var invariants: [Invariant<TabCode.State, TabCode.Action>] { TabCode.invariants }
    static var texts: [FieldText] { [.from("Code", alphabet: "ab\t", maximumLength: 3)] }
  }

  /// The same code field, labelled for people and identified for tests.
  struct IdentifiedView: ViewBuilder {
    func view(for state: TabCode.State) -> ViewNode<TabCode.Action> {
      .textField("Your code", text: state.code, onChange: TabCode.Action.codeChanged, id: "code")
    }
  }

  enum ByIdentifier: Explorable {
    static func makeStore(clock: TestClock) -> TestStore<Reduce<TabCode.State, TabCode.Action, Void>> {
      TestStore(
        initialState: TabCode.State(), feature: TabCode.feature, environment: (), view: IdentifiedView())
    }
    static var invariants: [Invariant<TabCode.State, TabCode.Action>] { TabCode.invariants }
    /// The identifier's generator wins over the label's, which never types a tab.
    static var texts: [FieldText] {
      [
        .from("code", alphabet: "ab\t", maximumLength: 3),
        .from("Your code", alphabet: "ab", maximumLength: 3),
      ]
    }
  }

  /// A name field that collapses single blanks but keeps two in a row.
  enum DoubleSpace {
    struct State: Equatable { var name = "" }
    enum Action: Equatable { case nameChanged(String) }

    static let feature = Reduce<State, Action, Void> { state, action, _ in
      guard case .nameChanged(let name) = action else { return .none }
      state.name = name.hasPrefix(" ") ? String(name.dropFirst()) : name
      return .none
    }

    struct View: ViewBuilder {
      func view(for state: State) -> ViewNode<Action> {
        .textField("Name", text: state.name, onChange: Action.nameChanged)
      }
    }

    enum Exploration: Explorable {
      static func makeStore(clock: TestClock) -> TestStore<Reduce<State, Action, Void>> {
        TestStore(initialState: State(), feature: feature, environment: (), view: View())
      }
      static let invariants = [
        Invariant<State, Action>("the name does not start with a blank") { !$0.name.hasPrefix(" ") }
      ]
    }
  }

  @Test func theDefaultAlphabetIsTheDocumentedOne() {
    #expect(Array(Choices.defaultAlphabet) == ["a", " ", "e", ".", ",", "!", "\n", "\u{E9}"])
  }

  @Test func theDefaultTextTypesTwoSpacesInARow() async {
    let failure = await expectFailure { await explore(DoubleSpace.Exploration.self) }
    #expect(failure?.test.contains(#"  await store.type("  ", into: .textField("Name"))"#) == true)
  }

  @Test func aFieldsOwnTextIsFoundByItsIdentifier() async {
    let failure = await expectFailure { await explore(ByIdentifier.self) }
    #expect(failure?.test.contains(#"  await store.type("\t", into: .textField("Your code"))"#) == true)
  }

  @Test func theDefaultTextNeverTypesATab() async {
    let issues = await withIssueCapture { await explore(WithDefaultText.self) }
    #expect(issues.map(\.message) == [])
  }

  @Test func aFieldsOwnTextFindsTheTab() async {
    let failure = await expectFailure { await explore(WithTabs.self) }
    #expect(
      failure?.test == [
        "@Test func exploredFieldTextTestsWithTabs() async {",
        "  let clock = TestClock()",
        "  let store = FieldTextTests.WithTabs.makeStore(clock: clock)",
        "  store.exhaustivity = .off",
        #"  await store.type("\t", into: .textField("Code"))"#,
        "  store.expect(FieldTextTests.WithTabs.invariants)",
        "}",
      ])
  }
}
