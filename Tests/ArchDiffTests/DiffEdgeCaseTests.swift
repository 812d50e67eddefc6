import Foundation
import Testing

@testable import ArchDiff

private struct Todo: Equatable, Identifiable {
  var id: Int
  var title: String
  var isDone: Bool
}

private struct Chore: Equatable, Identifiable {
  var id: Int
  var note: String
  var tags: [String]
  var title: String
  var priority: Int
  var flagged: Bool
  var isDone: Bool
}

private enum Load: Equatable {
  case loaded([Int])
  case failed(String)
}

@Suite struct DiffEdgeCaseTests {
  // MARK: An item's identity stays visible

  @Test func oneFieldOfOneItemInALongArrayKeepsTheItemsIdAndTitle() {
    let old = (0..<10_000).map { Todo(id: $0, title: "item \($0)", isDone: false) }
    var new = old
    new[5000].isDone = true
    #expect(
      valueDiff(old, new) == """
          [
            … (5000 unchanged)
            [5000]: Todo(
              id: 5000,
              title: "item 5000",
        −     isDone: false
        +     isDone: true
            ),
            … (4999 unchanged)
          ]
        """)
  }

  @Test func longAndNestedFieldsOfAnItemStillFold() {
    let old = Chore(
      id: 7, note: String(repeating: "long note ", count: 10), tags: ["home"], title: "Milk", priority: 2,
      flagged: false, isDone: false)
    var new = old
    new.isDone = true
    #expect(
      valueDiff(old, new) == """
          Chore(
            id: 7,
            … (2 unchanged)
            title: "Milk",
            priority: 2,
            flagged: false,
        −   isDone: false
        +   isDone: true
          )
        """)
  }

  // MARK: Behaviour mutation testing found unpinned

  @Test func aRemovedDictionaryKeyIsOneMinusLine() {
    #expect(
      valueDiff(["a": 1, "b": 2], ["a": 1]) == """
          [
            … (1 unchanged)
        −   "b": 2
          ]
        """)
  }

  @Test func twoDifferentEnumCasesWithPayloadsPrintWhole() {
    #expect(
      valueDiff(Load.loaded([1]), Load.failed("offline")) == """
        − Load.loaded(
        −   [
        −     [0]: 1
        −   ]
        − )
        + Load.failed(
        +   "offline"
        + )
        """)
  }

  @Test func tuplesOfDifferentLengthsShowWhatTheLongerOneAdds() {
    let old: Any = (1, "a")
    let new: Any = (1, "a", true)
    #expect(
      valueDiff(old, new) == """
          (
            … (2 unchanged)
        +   true
          )
        """)
  }
}
