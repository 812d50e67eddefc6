import Foundation
import Testing

@testable import ArchDiff

private struct Item: Equatable, Identifiable {
  var id: Int
  var name: String
}

private struct Row: Equatable {
  var name: String
  var count: Int
}

private struct Cart: Equatable {
  var owner: String
  var rows: [Row]
  var note: String
}

private enum Phase: Equatable {
  case idle
  case loaded(items: [Int])
}

/// Equal only by `id`, so two values can differ while dumping the same, and the reverse.
private struct Loose: Equatable {
  var id: Int
  var cache: Int
  static func == (lhs: Loose, rhs: Loose) -> Bool { lhs.id == rhs.id && lhs.cache != -1 }
}

@Suite struct ValueDiffTests {
  @Test func equalValuesHaveNoDiff() {
    #expect(valueDiff(Row(name: "a", count: 1), Row(name: "a", count: 1)) == nil)
    #expect(valueDiff([1, 2, 3] as [Any], [1, 2, 3] as [Any]) == nil)
  }

  @Test func scalarsShowBothSides() {
    #expect(valueDiff(1, 2) == "− 1\n+ 2")
  }

  @Test func changedFieldShowsOnlyThatFieldAndCollapsesTheRest() {
    let old = Cart(owner: "ann", rows: [Row(name: "milk", count: 1)], note: "")
    var new = old
    new.owner = "bob"
    #expect(
      valueDiff(old, new) == """
          Cart(
        −   owner: "ann",
        +   owner: "bob",
            … (2 unchanged)
          )
        """)
  }

  @Test func loneUnchangedOneLineFieldStaysAsContext() {
    #expect(
      valueDiff(Row(name: "a", count: 1), Row(name: "b", count: 1)) == """
          Row(
        −   name: "a",
        +   name: "b",
            count: 1
          )
        """)
  }

  /// A shared value's snapshot is an `any Sendable`: diffed through a generic, the struct sits in a
  /// box inside a box, and reading its fields from the outer box crashed the test process.
  @Test func aStructBoxedAsAnySendableShowsItsFields() {
    let old: any Sendable = Row(name: "a", count: 1)
    let new: any Sendable = Row(name: "b", count: 1)
    #expect(
      valueDiff(old, new) == """
          Row(
        −   name: "a",
        +   name: "b",
            count: 1
          )
        """)
  }

  @Test func nestedChangeShowsThePathDownToIt() {
    let old = Cart(owner: "ann", rows: [Row(name: "milk", count: 1), Row(name: "tea", count: 1)], note: "")
    var new = old
    new.rows[1].count = 2
    #expect(
      valueDiff(old, new) == """
          Cart(
            owner: "ann",
            rows: [
              [0]: Row(…),
              [1]: Row(
                name: "tea",
        −       count: 1
        +       count: 2
              )
            ],
            note: ""
          )
        """)
  }

  @Test func insertedElementIsOnePlusBlock() {
    #expect(
      valueDiff([1, 2, 3], [1, 2, 9, 3]) == """
          [
            … (2 unchanged)
        +   [2]: 9,
            … (1 unchanged)
          ]
        """)
  }

  @Test func deletedElementIsOneMinusBlock() {
    #expect(
      valueDiff(["a", "b", "c", "d"], ["a", "c", "d"]) == """
          [
            [0]: "a",
        −   [1]: "b",
            … (2 unchanged)
          ]
        """)
  }

  @Test func movedElementIsRemovedAndInserted() {
    #expect(
      valueDiff(["a", "b", "c", "d"], ["b", "c", "d", "a"]) == """
          [
        −   [0]: "a",
            … (3 unchanged)
        +   [3]: "a"
          ]
        """)
  }

  @Test func identifiableInsertAtFrontIsOnePlusBlock() {
    let old = (1...1000).map { Item(id: $0, name: "item \($0)") }
    let new = [Item(id: 0, name: "new")] + old
    #expect(
      valueDiff(old, new) == """
          [
        +   [0]: Item(
        +     id: 0,
        +     name: "new"
        +   ),
            … (1000 unchanged)
          ]
        """)
  }

  @Test func identifiableChangeIsNestedEvenWhenIndicesShift() {
    let old = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
    let new = [Item(id: 0, name: "z"), Item(id: 1, name: "a"), Item(id: 2, name: "B")]
    #expect(
      valueDiff(old, new) == """
          [
        +   [0]: Item(
        +     id: 0,
        +     name: "z"
        +   ),
            … (1 unchanged)
        −   [1]: Item(
        +   [2]: Item(
              id: 2,
        −     name: "b"
        +     name: "B"
            )
          ]
        """)
  }

  @Test func identifiableReplacementIsNotPairedAcrossIds() {
    #expect(
      valueDiff([Item(id: 1, name: "a")], [Item(id: 2, name: "a")]) == """
          [
        −   [0]: Item(
        −     id: 1,
        −     name: "a"
        −   )
        +   [0]: Item(
        +     id: 2,
        +     name: "a"
        +   )
          ]
        """)
  }

  @Test func largeUnchangedRunsCollapse() {
    let old = Array(0..<1000)
    var new = old
    new[500] = -1
    #expect(
      valueDiff(old, new) == """
          [
            … (500 unchanged)
        −   [500]: 500,
        +   [500]: -1,
            … (499 unchanged)
          ]
        """)
  }

  @Test func dictionariesAreMatchedByKey() {
    #expect(
      valueDiff(["a": 1, "b": 2, "c": 3], ["a": 1, "b": 20, "d": 4]) == """
          [
            "a": 1,
        −   "b": 2,
        +   "b": 20,
        −   "c": 3
        +   "d": 4
          ]
        """)
  }

  @Test func enumCasesThatDifferPrintWhole() {
    #expect(
      valueDiff(Phase.idle, Phase.loaded(items: [1])) == """
        − Phase.idle
        + Phase.loaded(
        +   items: [
        +     [0]: 1
        +   ]
        + )
        """)
  }

  @Test func multiLineStringsAreComparedLineByLine() {
    let old = "one\ntwo\nthree\nfour\nfive"
    let new = "one\ntwo\nTHREE\nfour\nfive"
    #expect(
      valueDiff(Row(name: old, count: 1), Row(name: new, count: 1)) == #"""
          Row(
            name: """
              … (2 unchanged)
        −     three
        +     THREE
              … (2 unchanged)
              """,
            count: 1
          )
        """#)
  }

  @Test func unequalValuesThatDumpIdenticallyAreExplained() {
    let diff = valueDiff(Loose(id: 1, cache: -1), Loose(id: 1, cache: -1))
    #expect(diff == identicalDumpsExplanation)
    #expect(diff?.contains("dump identically") == true)
  }

  @Test func equatableValuesEqualDespiteDifferentDumpsHaveNoDiff() {
    #expect(valueDiff(Loose(id: 1, cache: 1), Loose(id: 1, cache: 2)) == nil)
  }

  @Test func asciiFormatUsesPlainMarkers() {
    #expect(
      valueDiff(Array(0..<5), [0, 1, 2, 3, 9], format: .ascii) == """
          [
            ... (4 unchanged)
        -   [4]: 4
        +   [4]: 9
          ]
        """)
    #expect(DiffFormat.ascii.legend == "Expected: -, Actual: +")
  }

  @Test func diffMessageEndsWithTheLegend() {
    #expect(diffMessage(expected: 1, actual: 2) == "− 1\n+ 2\n\nExpected: −, Actual: +")
    #expect(
      diffMessage(expected: Loose(id: 1, cache: 1), actual: Loose(id: 1, cache: 1))
        == identicalDumpsExplanation)
  }

  @Test func sequenceEditsAreMinimalAroundAnchors() {
    #expect(
      sequenceEdits(from: [1, 2, 3, 4], to: [1, 5, 3, 4, 6])
        == [.same(0, 0), .removed(1), .inserted(1), .same(2, 2), .same(3, 3), .inserted(4)])
    #expect(sequenceEdits(from: [7, 7, 7], to: [7, 7]) == [.same(0, 0), .same(1, 1), .removed(2)])
  }
}

private struct Plain {
  var name: String
  var sizes: [Int]
}

private enum Request: Equatable {
  case idle
  case sent(id: Int, body: String)
}

private struct Form: Equatable, DumpRedacting {
  var email: String
  var password: String
  var request: Request
  var nickname: String?
  var scores: [String: Int]
  static var redactedDumpFields: Set<String> { ["password"] }
}

private final class Node {
  var name: String
  var next: Node?
  init(name: String, next: Node? = nil) {
    self.name = name
    self.next = next
  }
}

@Suite struct ValueDiffOfMixedValuesTests {
  private let form = Form(
    email: "a@b.c", password: "x", request: .sent(id: 1, body: "hi"), nickname: nil,
    scores: ["math": 1, "art": 2])

  @Test func valuesThatAreNotEquatableAreComparedByTheirDumps() {
    #expect(valueDiff(Plain(name: "a", sizes: [1]), Plain(name: "a", sizes: [1])) == nil)
    #expect(
      valueDiff(Plain(name: "a", sizes: [1, 2]), Plain(name: "a", sizes: [1, 3])) == """
          Plain(
            name: "a",
            sizes: [
              [0]: 1,
        −     [1]: 2
        +     [1]: 3
            ]
          )
        """)
  }

  @Test func enumPayloadOfTheSameCaseIsDiffedField() {
    var new = form
    new.request = .sent(id: 1, body: "hello")
    #expect(
      valueDiff(form, new) == """
          Form(
            … (2 unchanged)
            request: .sent(
              id: 1,
        −     body: "hi"
        +     body: "hello"
            ),
            … (2 unchanged)
          )
        """)
  }

  @Test func optionalsDiffAsTheirValueOrNil() {
    var new = form
    new.nickname = "al"
    #expect(
      valueDiff(form, new) == """
          Form(
            … (3 unchanged)
        −   nickname: nil,
        +   nickname: "al",
            … (1 unchanged)
          )
        """)
  }

  @Test func dictionaryFieldIsDiffedByKey() {
    var new = form
    new.scores["math"] = 3
    #expect(
      valueDiff(form, new) == """
          Form(
            … (4 unchanged)
            scores: [
              "art": 2,
        −     "math": 1
        +     "math": 3
            ]
          )
        """)
  }

  @Test func redactedFieldsNeverPrintAndDoNotCountAsChanges() {
    var new = form
    new.password = "y"
    #expect(valueDiff(form, new) == identicalDumpsExplanation)
    new.email = "z@b.c"
    #expect(valueDiff(form, new)?.contains("password") == false)
  }

  @Test func classesWithCyclesDiffWithoutLooping() {
    let old = Node(name: "a")
    old.next = Node(name: "b", next: old)
    let new = Node(name: "a")
    new.next = Node(name: "c", next: new)
    #expect(
      valueDiff(old, new) == """
          #1 Node(
            name: "a",
            next: Node(
        −     name: "b",
        +     name: "c",
              next: #1 Node(↩︎)
            )
          )
        """)
    old.next = nil
    new.next = nil
  }

  @Test func arraysOfDifferentLengthWithoutIdentityAreAlignedByContent() {
    let old = (0..<6).map { Plain(name: "p\($0)", sizes: []) }
    var new = old
    new.insert(Plain(name: "new", sizes: [1]), at: 3)
    new[5].name = "changed"
    #expect(
      valueDiff(old, new) == """
          [
            … (3 unchanged)
        +   [3]: Plain(
        +     name: "new",
        +     sizes: [
        +       [0]: 1
        +     ]
        +   ),
            … (1 unchanged)
        −   [4]: Plain(
        +   [5]: Plain(
        −     name: "p4",
        +     name: "changed",
              sizes: []
            ),
            … (1 unchanged)
          ]
        """)
  }
}
