import Arch
import Testing

/// Paths of cases through cases that carry an id beside an inner case, nested twice (a row of a list
/// on a stacked screen): `CaseOf(matching:)`, closures, `appending` and the `[case:]` subscripts
/// compare the ids and the inner cases they name.
@Suite struct CasePathThroughIdsTests {
  enum RowAction: Equatable, Sendable {
    case tap
    case response(String)
  }
  enum ListAction: Equatable, Sendable { case rows(id: Int, action: RowAction) }
  enum ScreenAction: Equatable, Sendable { case list(ListAction) }
  enum PathAction: Equatable, Sendable { case element(id: Int, action: ScreenAction) }
  enum Action: Equatable, Sendable { case path(PathAction) }
  enum Destination: Equatable, Sendable { case edit(id: Int, title: String) }

  private func action(screen: Int = 0, row: Int = 2, _ rowAction: RowAction = .tap) -> Action {
    .path(.element(id: screen, action: .list(.rows(id: row, action: rowAction))))
  }

  @Test func matchingComparesEveryIdAndEveryInnerCase() {
    let tapOnRowTwo = CaseOf(matching: action())
    #expect(tapOnRowTwo.extract(from: action()) != nil)
    #expect(tapOnRowTwo.extract(from: action(row: 1)) == nil)
    #expect(tapOnRowTwo.extract(from: action(screen: 1)) == nil)
    #expect(tapOnRowTwo.extract(from: action(.response("x"))) == nil)
  }

  @Test func matchingStillIgnoresACasesSolePayload() {
    let response = CaseOf(matching: action(.response("")))
    #expect(response.extract(from: action(.response("anything"))) != nil)
  }

  @Test func aClosureMatchesTheIdsItNames() {
    let response = CaseOf { action(row: 2, .response($0)) }
    #expect(response.extract(from: action(row: 2, .response("x"))) == "x")
    #expect(response.extract(from: action(row: 1, .response("x"))) == nil)
    #expect(response.extract(from: action(screen: 3, row: 2, .response("x"))) == nil)
  }

  @Test func anAppendedLeafComparesTheIdsItNames() {
    let tap = CaseOf(Action.path).appending(.element(id: 0, action: .list(.rows(id: 2, action: .tap))))
    #expect(tap.extract(from: action()) != nil)
    #expect(tap.extract(from: action(row: 1)) == nil)
  }

  @Test func theCaseSubscriptReadsAndWritesOnlyTheIdItNames() {
    var destination: Destination? = .edit(id: 1, title: "Retro")
    #expect(destination[case: { .edit(id: 2, title: $0) }] == nil)
    #expect(destination[case: { .edit(id: 1, title: $0) }] == "Retro")
    destination[case: { .edit(id: 2, title: $0) }] = nil
    #expect(destination == .edit(id: 1, title: "Retro"), "clearing another id's case leaves this one")
  }

  @Test func theStackSubscriptReadsOnlyTheIdItNames() {
    var path = ScreenStack<Destination>([.edit(id: 1, title: "Retro")])
    #expect(path[id: 0, case: { .edit(id: 2, title: $0) }] == nil)
    path[id: 0, case: { .edit(id: 1, title: $0) }] = "Standup"
    #expect(path[id: 0] == .edit(id: 1, title: "Standup"))
  }
}
