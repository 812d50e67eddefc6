import Foundation
import Testing

@testable import ArchDiff

private struct Item: Equatable {
  var name: String
  var quantity: Int
  var tags: [String]
}

private struct Box<Value> {
  var value: Value
}

private enum Loading {
  case idle
  case loaded(items: [Int])
  case failed(String)
  case pair(Int, String)
}

private enum Mood: CustomStringConvertible {
  case happy
  var description: String { "☺︎" }
}

private final class Node {
  var name: String
  var next: Node?
  init(name: String, next: Node? = nil) {
    self.name = name
    self.next = next
  }
}

private class Animal {
  var legs = 4
}

private final class Dog: Animal {
  var name = "Rex"
}

private struct UserID: DumpRepresentable {
  var rawValue: Int
  var dumpRepresentation: Any { rawValue }
}

private struct Session: DumpRedacting {
  var user: String
  var token: String
  var fetchedAt: Date
  static var redactedDumpFields: Set<String> { ["token"] }
  static var hiddenDumpFields: Set<String> { ["fetchedAt"] }
}

private struct LoadError: Error {
  var code: Int
}

private struct Point: Hashable {
  var x: Int
  var y: Int
}

@Suite struct DumpTests {
  @Test func structsListTheirFieldsOnePerLine() {
    #expect(
      valueDump(Item(name: "Milk", quantity: 2, tags: ["dairy", "cold"])) == """
        Item(
          name: "Milk",
          quantity: 2,
          tags: [
            [0]: "dairy",
            [1]: "cold"
          ]
        )
        """)
  }

  @Test func scalarsPrintAsSwiftLiterals() {
    #expect(valueDump(42) == "42")
    #expect(valueDump(-1.5) == "-1.5")
    #expect(valueDump(true) == "true")
    #expect(valueDump(UInt8(7)) == "7")
    #expect(valueDump(Float(0.25)) == "0.25")
    #expect(valueDump(Character("x")) == "\"x\"")
    #expect(valueDump("a\"b\\c\td" as Substring) == #""a\"b\\c\td""#)
  }

  @Test func durationsPrintAsSwiftMakesThemInTheLargestExactUnit() {
    #expect(valueDump(Duration.seconds(5)) == ".seconds(5)")
    #expect(valueDump(Duration.milliseconds(300)) == ".milliseconds(300)")
    #expect(valueDump(Duration.milliseconds(1500)) == ".milliseconds(1500)")
    #expect(valueDump(Duration.microseconds(7)) == ".microseconds(7)")
    #expect(valueDump(Duration.zero) == ".seconds(0)")
  }

  @Test func stringsAreQuotedAndInvisibleCharactersEscaped() {
    #expect(valueDump("Milk") == #""Milk""#)
    #expect(valueDump("a\u{0}b\u{7}c\r") == #""a\0b\u{7}c\r""#)
    #expect(valueDump("zero\u{200B}width") == #""zero\u{200B}width""#)
    #expect(valueDump("café ☕︎") == "\"café ☕︎\"")
  }

  @Test func multiLineStringsPrintAsBlocks() {
    #expect(
      valueDump(Box(value: "first\n  second\\\n")) == #"""
        Box<String>(
          value: """
            first
              second\\

            """
        )
        """#)
  }

  @Test func optionalsPrintTheirValueOrNil() {
    #expect(valueDump(Int?.some(3) as Any) == "3")
    #expect(valueDump(Int?.none as Any) == "nil")
    #expect(
      valueDump(Box<String?>(value: nil)) == """
        Box<Optional<String>>(
          value: nil
        )
        """)
  }

  @Test func anOptionalMetAsAValueFirstStillPrintsNilLater() {
    // The dumper remembers what it learned of each type; a wrapped string first must not make it
    // read a later `nil` as a string.
    #expect(valueDump([String?.some("a"), nil]) == "[\n  [0]: \"a\",\n  [1]: nil\n]")
  }

  @Test func enumsPrintTheirCaseAndPayload() {
    #expect(valueDump(Loading.idle) == "Loading.idle")
    #expect(valueDump([Loading.idle]) == "[\n  [0]: .idle\n]")
    #expect(
      valueDump([Loading.loaded(items: [1]), .failed("boom"), .pair(1, "a")]) == """
        [
          [0]: .loaded(
            items: [
              [0]: 1
            ]
          ),
          [1]: .failed(
            "boom"
          ),
          [2]: .pair(
            1,
            "a"
          )
        ]
        """)
  }

  @Test func enumsWithCustomDescriptionsStillPrintTheirCaseName() {
    #expect(valueDump(Box(value: Mood.happy)) == "Box<Mood>(\n  value: .happy\n)")
  }

  @Test func tuplesKeepTheirLabels() {
    #expect(valueDump((1, "a")) == "(\n  1,\n  \"a\"\n)")
    #expect(valueDump((x: 1, y: 2)) == "(\n  x: 1,\n  y: 2\n)")
    #expect(valueDump(()) == "()")
  }

  @Test func emptyCollectionsPrintOnOneLine() {
    #expect(valueDump([Int]()) == "[]")
    #expect(valueDump([String: Int]()) == "[:]")
    #expect(valueDump(Set<Int>()) == "Set([])")
    #expect(valueDump(Box(value: [Int]())) == "Box<Array<Int>>(\n  value: []\n)")
  }

  @Test func dictionariesAreSortedByKey() {
    #expect(
      valueDump(["pear": 2, "apple": 1, "fig": 10]) == """
        [
          "apple": 1,
          "fig": 10,
          "pear": 2
        ]
        """)
    #expect(valueDump([10: "ten", 9: "nine"]) == "[\n  9: \"nine\",\n  10: \"ten\"\n]")
  }

  @Test func dictionariesWithUncomparableKeysAreSortedByTheirDump() {
    #expect(
      valueDump([Point(x: 2, y: 0): "b", Point(x: 1, y: 5): "a"]) == """
        [
          Point(x: 1, y: 5): "a",
          Point(x: 2, y: 0): "b"
        ]
        """)
  }

  @Test func setsAreSorted() {
    #expect(valueDump(Set([3, 1, 2])) == "Set([\n  1,\n  2,\n  3\n])")
    #expect(
      valueDump(Set([Point(x: 2, y: 0), Point(x: 1, y: 0)])) == """
        Set([
          Point(
            x: 1,
            y: 0
          ),
          Point(
            x: 2,
            y: 0
          )
        ])
        """)
  }

  @Test func foundationValuesPrintCompactly() {
    #expect(valueDump(Date(timeIntervalSince1970: 1_709_285_400)) == "Date(2024-03-01T09:30:00Z)")
    #expect(valueDump(Date(timeIntervalSince1970: -0.25)) == "Date(1969-12-31T23:59:59.75Z)")
    #expect(valueDump(URL(string: "https://example.com/a?b=1")!) == "URL(https://example.com/a?b=1)")
    #expect(
      valueDump(UUID(uuidString: "5F0E3C1A-0000-4000-8000-000000000001")!)
        == "UUID(5F0E3C1A-0000-4000-8000-000000000001)")
    #expect(valueDump(Data([1, 2, 3])) == "Data(3 bytes)")
    #expect(valueDump(Data([1])) == "Data(1 byte)")
    #expect(valueDump(Decimal(string: "1.25")!) == "1.25")
  }

  @Test func errorsPrintAsTheirValue() {
    let error: any Error = LoadError(code: 7)
    #expect(valueDump(error) == "LoadError(\n  code: 7\n)")
    #expect(
      valueDump(NSError(domain: "Net", code: -1)) == """
        NSError(
          domain: "Net",
          code: -1
        )
        """)
  }

  @Test func genericTypesPrintShortNames() {
    #expect(
      valueDump(Box(value: Box(value: 1))) == """
        Box<Box<Int>>(
          value: Box<Int>(
            value: 1
          )
        )
        """)
    #expect(stripModulePrefixes("MyApp.Box<MyApp.Cart.Line, Swift.Int>") == "Box<Cart.Line, Int>")
    #expect(stripModulePrefixes("M.(unknown context at $1f).(unknown context at $2a).Local") == "Local")
    #expect(stripModulePrefixes("M.Outer.(unknown context at $1f).Local<M.Item>") == "Local<Item>")
    #expect(valueDump(Int.self) == "Int.self")
  }

  @Test func classesIncludeInheritedFields() {
    #expect(valueDump(Dog()) == "Dog(\n  legs: 4,\n  name: \"Rex\"\n)")
  }

  @Test func cyclesPrintAMarkerPointingBack() {
    let first = Node(name: "a")
    first.next = Node(name: "b", next: first)
    #expect(
      valueDump(first) == """
        #1 Node(
          name: "a",
          next: Node(
            name: "b",
            next: #1 Node(↩︎)
          )
        )
        """)
    first.next = nil
  }

  @Test func sharedReferencesThatDoNotLoopPrintInFull() {
    let shared = Node(name: "s")
    #expect(valueDump([shared, shared]).components(separatedBy: "name: \"s\"").count == 3)
  }

  @Test func weakAndUnownedFieldsAreReadSafely() {
    struct Links {
      weak var parent: Dog?
      unowned var owner: Dog
      var count: Int
    }
    let dog = Dog()
    let links = Links(parent: dog, owner: dog, count: 1)
    #expect(
      valueDump(links) == """
        Links(
          parent: Dog(
            legs: 4,
            name: "Rex"
          ),
          owner: Dog(
            legs: 4,
            name: "Rex"
          ),
          count: 1
        )
        """)
    #expect(valueDump(Links(parent: nil, owner: dog, count: 2)).contains("parent: nil"))
    withExtendedLifetime(dog) {}
  }

  @Test func closuresPrintAsTheirDescription() {
    struct Handler {
      var name: String
      var run: () -> Void
    }
    #expect(valueDump(Handler(name: "tap", run: {})) == "Handler(\n  name: \"tap\",\n  run: (Function)\n)")
  }

  @Test func customRepresentationsReplaceTheValue() {
    #expect(valueDump(Box(value: UserID(rawValue: 42))) == "Box<UserID>(\n  value: 42\n)")
  }

  @Test func redactedFieldsAreMaskedAndHiddenOnesLeftOut() {
    let session = Session(user: "ann", token: "s3cr3t", fetchedAt: Date())
    #expect(
      valueDump(session) == """
        Session(
          user: "ann",
          token: <redacted>
        )
        """)
  }
}
