import Arch
import Testing

@Suite struct ViewNodeMapTests {
  enum RowAction: Equatable, Sendable {
    case toggle
    case rename(String)
    case submit
  }
  enum AppAction: Equatable, Sendable { case row(Int, RowAction) }

  @Test func mapTransformsEveryActionAndKeepsEverythingElse() {
    let row = ViewNode<RowAction>.hstack(id: "row") {
      ViewNode.toggle("Milk", isOn: true, sends: .toggle)
      ViewNode.textField("Name", text: "Milk", onChange: RowAction.rename, onSubmit: .submit)
        .disabled()
      ViewNode.button("Done", sends: .submit).hidden()
    }
    let mapped = row.map { AppAction.row(7, $0) }
    #expect(
      mapped
        == ViewNode<AppAction>.hstack(id: "row") {
          ViewNode.toggle("Milk", isOn: true, sends: .row(7, .toggle))
          ViewNode.textField(
            "Name", text: "Milk", onChange: { .row(7, .rename($0)) },
            onSubmit: .row(7, .submit)
          ).disabled()
          ViewNode.button("Done", sends: .row(7, .submit)).hidden()
        })
    #expect(
      mapped.rendered == """
        hstack #row
          toggle "Milk" [on] → .row(7, .toggle)
          textField "Name" = "Milk" → .row(7, .rename("‹text›")) ⏎ .row(7, .submit) [disabled]
          button "Done" → .row(7, .submit) [hidden]
        """)
  }
}
