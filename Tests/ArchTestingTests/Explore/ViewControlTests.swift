import Arch
import ArchLocking
import Testing

@testable import ArchTesting

/// Which controls of a rendered view the explorer may use: only those a person could, counted and
/// picked in render order.
struct ViewControlTests {
  enum Action: Equatable, Sendable {
    case save
    case hiddenTap
    case disabledTap
    case toggled(Int)
    case deleted(Int)
    case draftChanged(String)
    case submitted
  }

  typealias Node = ViewNode<Action>

  static let screen = Node.vstack {
    Node.button("Save", sends: .save)
    Node.button("Off", sends: .disabledTap, isEnabled: false)
    Node.button("Gone", sends: .hiddenTap).hidden()
    Node.section("Locked") { Node.button("Inside", sends: .disabledTap) }.disabled()
    Node.textField("Draft", text: "", onChange: Action.draftChanged, onSubmit: .submitted)
    Node.list(
      rows: [1, 2].map { id in
        Node.row(id: "\(id)") {
          Node.toggle("Item \(id)", isOn: false, sends: .toggled(id))
          Node.button("Delete", sends: .deleted(id))
        }
      })
  }

  @Test func countsOnlyControlsAPersonCouldUse() {
    #expect(ViewControl.count(in: Self.screen) == 7)
    #expect(ViewControl.count(in: Node.text("Nothing to tap")) == 0)
    #expect(ViewControl.count(in: Node.vstack { Node.button("Save", sends: .save) }.hidden()) == 0)
  }

  @Test func namesEachControlInTheOrderItIsPicked() {
    var names: [ControlName] = []
    ViewControl.names(in: Self.screen, into: &names)
    let picked = (0..<ViewControl.count(in: Self.screen)).compactMap {
      ViewControl.control(at: $0, in: Self.screen)?.coverageName
    }
    #expect(names == picked)
    #expect(
      names.map(\.description) == [
        #"button "Save""#, #"textField "Draft""#, #"textField "Draft""#, #"toggle "Item 1""#,
        #"button "Delete""#, #"toggle "Item 2""#, #"button "Delete""#,
      ])
  }

  @Test func oneSurveyFindsWhatTheCountTheNamesAndTheSightingsFind() {
    let withUnnamed = Node.vstack {
      Self.screen
      Node.button("", sends: .save)
      Node.section("Locked") { Node.textField("Note", text: "", onChange: Action.draftChanged) }.disabled()
    }
    for view in [Self.screen, withUnnamed, Node.text("Nothing to tap")] {
      var survey = ControlSurvey()
      ViewControl.survey(view, usable: true, into: &survey)
      var names: [ControlName] = []
      ViewControl.names(in: view, into: &names)
      #expect(survey.usableCount == ViewControl.count(in: view))
      #expect(survey.names == names)
    }
    var survey = ControlSurvey()
    ViewControl.survey(withUnnamed, usable: true, into: &survey)
    #expect(survey.usableCount == 8)
    #expect(
      survey.sightings.map { "\($0.name.description) \($0.isUsable ? "usable" : "not usable")" } == [
        #"button "Save" usable"#, #"button "Off" not usable"#, #"button "Gone" not usable"#,
        #"button "Inside" not usable"#, #"textField "Draft" usable"#, #"toggle "Item 1" usable"#,
        #"button "Delete" usable"#, #"toggle "Item 2" usable"#, #"button "Delete" usable"#,
        #"button "" usable"#, #"textField "Note" not usable"#,
      ])
  }

  @Test func picksEachControlInRenderOrder() {
    let described = (0..<7).map { index in
      ViewControl.control(at: index, in: Self.screen)?.typing("Milk").description
    }
    #expect(
      described == [
        #"tap "Save""#,
        #"type "Milk" into "Draft""#,
        #"submit "Draft""#,
        #"toggle "Item 1" in row "1""#,
        #"tap "Delete" in row "1""#,
        #"toggle "Item 2" in row "2""#,
        #"tap "Delete" in row "2""#,
      ])
  }

  @Test func aPickedControlSendsItsOwnAction() {
    guard let control = ViewControl.control(at: 6, in: Self.screen), control.interaction == .tap,
      case .action(let action) = control.sent
    else {
      Issue.record("the last control should be a button")
      return
    }
    #expect(action == .deleted(2))
  }

  @Test func anIndexPastTheLastControlPicksNothing() {
    #expect(ViewControl.control(at: 7, in: Self.screen) == nil)
    #expect(ViewControl.control(at: 0, in: Node.text("Nothing to tap")) == nil)
  }
}
