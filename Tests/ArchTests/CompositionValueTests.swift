import Arch
import ArchTestSupport
import ArchTesting
import Testing

/// The small values composition is built from: identified arrays, case accessors, pair cases,
/// alerts and bindings.
@Suite struct CompositionValueTests {
  struct Row: Identifiable, Equatable { var id: Int; var name: String }
  enum Screen: Equatable, Sendable {
    case edit(String)
    case detail(Int)
  }
  enum Action: Equatable, Sendable {
    case row(id: Int, action: String)
    case other
  }

  @Test func anArrayIsReadAndWrittenByID() {
    var rows = [Row(id: 1, name: "a"), Row(id: 2, name: "b")]
    #expect(rows[id: 2]?.name == "b")
    rows[id: 2]?.name = "B"
    rows[id: 1] = nil
    rows[id: 3] = Row(id: 3, name: "c")
    #expect(rows == [Row(id: 2, name: "B"), Row(id: 3, name: "c")])
  }

  @Test func anOptionalEnumIsReadAndWrittenByCase() {
    var screen: Screen? = .edit("x")
    #expect(screen[case: Screen.edit] == "x")
    #expect(screen[case: Screen.detail] == nil)
    screen[case: Screen.edit]? += "y"
    #expect(screen == .edit("xy"))
    screen[case: Screen.detail] = nil
    #expect(screen == .edit("xy"))
    screen[case: Screen.edit] = nil
    #expect(screen == nil)
    screen[case: Screen.detail] = 3
    #expect(screen == .detail(3))
  }

  @Test func aTwoValueCaseEmbedsAndExtractsAPair() throws {
    let rowCase = CaseOf(Action.row)
    #expect(rowCase.embed((1, "tap")) == .row(id: 1, action: "tap"))
    let pair = try #require(rowCase.extract(from: .row(id: 2, action: "x")))
    #expect(pair.0 == 2 && pair.1 == "x")
    #expect(rowCase.extract(from: .other) == nil)
  }

  @Test func anAlertRendersAsAnAlertNodeAndComparesByValue() {
    let buttons: [AlertButton<Action>] = [
      .init("Delete", sends: .other), .init("Keep", sends: .row(id: 1, action: "keep")),
    ]
    let alert = AlertState("Delete?", message: "For good.", buttons: buttons)
    #expect(alert == AlertState("Delete?", message: "For good.", buttons: buttons))
    #expect(alert != AlertState("Delete?", buttons: buttons))
    #expect(
      ViewNode.alert(alert).rendered == """
        alert "Delete?" "For good."
          button "Delete" → .other
          button "Keep" → .row(id: 1, action: "keep")
        """)
  }

  struct Form: Equatable, Sendable { var name = ""; var isOn = false }
  enum FormAction: Equatable, Sendable { case binding(BindingAction<Form>) }
  enum FormEvent: Equatable, Sendable { case binding(BindingAction<Form>) }
  struct FormPresenter: Presenter {
    func present(_ action: FormAction, state: Form, environment: Void) -> Effect<FormEvent> { .none }
  }
  struct FormReducer: Reducer { func reduce(_ state: inout Form, event: FormEvent) {} }

  @Test func bindingsInTheSplitShapeArriveAsEvents() async {
    let feature = SplitFeature(presenter: FormPresenter(), reducer: FormReducer())
      .combined(with: Bindings(action: CaseOf(FormAction.binding), event: CaseOf(FormEvent.binding)))
    let store = TestStore(initialState: Form(), feature: feature, environment: ())
    await store.send(.binding(.set(\.name, "Ada")))
    await store.receive(.binding(.set(\.name, "Ada"))) { $0.name = "Ada" }
    await store.finish()
  }

  @Test func aWrongBindingIsPrintedAsWrittenInTheFailure() async {
    let feature = SplitFeature(presenter: FormPresenter(), reducer: FormReducer())
      .combined(with: Bindings(action: CaseOf(FormAction.binding), event: CaseOf(FormEvent.binding)))
    let store = TestStore(initialState: Form(), feature: feature, environment: ())
    await store.send(.binding(.set(\.name, "Ada")))
    await expectIssues([
      #"""
      Step 2, receive(.binding) received a different output:

          CompositionValueTests.FormEvent.binding(
        −   .set(\Form.name, "Bo")
        +   .set(\Form.name, "Ada")
          )

      Expected: −, Actual: +
      """#
    ]) {
      await store.receive(.binding(.set(\.name, "Bo"))) { $0.name = "Bo" }
    }
  }

  @Test func boundControlsSendBindingActions() {
    let view = ViewNode<FormAction>.vstack {
      ViewNode.textField("Name", binding: \.name, of: Form(name: "A"), sends: FormAction.binding)
      ViewNode.toggle("On", binding: \.isOn, of: Form(), sends: FormAction.binding)
    }
    #expect(
      view.rendered == """
        vstack
          textField "Name" = "A" → .binding(.set(\\Form.name, "‹text›"))
          toggle "On" [off] → .binding(.set(\\Form.isOn, true))
        """)
    #expect(view.type("Bo", into: "Name") == .binding(.set(\.name, "Bo")))
  }
}
