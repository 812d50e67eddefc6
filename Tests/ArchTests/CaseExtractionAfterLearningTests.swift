import Arch
import Testing

/// A `CaseOf` made from a constructor learns, from the first value it extracts, whether the
/// constructor is one case deep, and then matches by the case's name alone: every extraction after
/// the first must answer exactly as the first did, for one-case, nested, recursive and id-fixing
/// constructors alike.
@Suite struct CaseExtractionAfterLearningTests {
  enum Row: Equatable, Sendable {
    case tap(String)
    case other(String)
  }
  indirect enum Action: Equatable, Sendable {
    case row(Row)
    case shadow(Row)
    case rows(id: Int, action: Row)
    case child(Action)
    case done
  }

  @Test func aOneCaseConstructorStillRejectsAnotherCaseWithTheSamePayloadType() {
    let row = CaseOf(Action.row)
    #expect(row.extract(from: .row(.tap("a"))) == .tap("a"))
    #expect(row.extract(from: .row(.other("b"))) == .other("b"))
    #expect(row.extract(from: .shadow(.tap("a"))) == nil)
    #expect(row.extract(from: .done) == nil)
  }

  @Test func aRecursiveOneCaseConstructorTakesOnlyTheOutermostPayload() {
    let child = CaseOf(Action.child)
    #expect(child.extract(from: .child(.child(.done))) == .child(.done))
    #expect(child.extract(from: .child(.done)) == .done)
    #expect(child.extract(from: .done) == nil)
  }

  @Test func aNestedConstructorKeepsMatchingEveryCaseItWraps() {
    let grandchild = CaseOf { Action.child(.child($0)) }
    #expect(grandchild.extract(from: .child(.child(.done))) == .done)
    #expect(grandchild.extract(from: .child(.done)) == nil)
    #expect(grandchild.extract(from: .child(.child(.child(.done)))) == .child(.done))
  }

  @Test func aConstructorFixingAnIdKeepsComparingTheIdAfterItsFirstMatch() {
    let secondRowTap = CaseOf { Action.rows(id: 2, action: .tap($0)) }
    #expect(secondRowTap.extract(from: .rows(id: 2, action: .tap("a"))) == "a")
    #expect(secondRowTap.extract(from: .rows(id: 1, action: .tap("a"))) == nil)
    #expect(secondRowTap.extract(from: .rows(id: 2, action: .other("a"))) == nil)
  }

  @Test func aTwoValueConstructorLearnsItsCaseAndKeepsBothValues() {
    let rows = CaseOf(Action.rows)
    #expect(rows.extract(from: .rows(id: 1, action: .tap("a"))).map { [$0.0] } == [1])
    #expect(rows.extract(from: .rows(id: 7, action: .other("b")))?.1 == .other("b"))
    #expect(rows.extract(from: .row(.tap("a"))) == nil)
  }
}
