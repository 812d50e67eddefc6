import Arch
import ArchTesting
import Testing

/// A field's own text generator reaches what the default text never types.
struct FieldTextTests {
  /// A code field whose sanitizer strips spaces but not tabs.
  enum TabCode {
    struct State: Equatable { var code = "" }
    enum Action: Equatable { case codeChanged(String) }

    static let feature = Reduce<State, Action, Void> { state, action, _ in
      guard case .codeChanged(let code) = action else { return .none }
      state.code = code.filter { $0 != " " }
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
