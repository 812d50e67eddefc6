import Arch
import Testing

/// `@Indirect` keeps value semantics while letting a state hold an optional of its own type.
@Suite struct IndirectTests {
  struct Node: Equatable, Sendable {
    var title: String
    @Indirect var next: Node? = nil
  }

  @Test func copiesNeverShareAChange() {
    var first = Node(title: "a", next: Node(title: "b"))
    let copy = first
    first.next?.title = "B"
    #expect(copy.next?.title == "b")
    #expect(first.next?.title == "B")
  }

  @Test func equalityComparesTheWrappedValues() {
    #expect(Node(title: "a", next: Node(title: "b")) == Node(title: "a", next: Node(title: "b")))
    #expect(Node(title: "a", next: Node(title: "b")) != Node(title: "a"))
  }
}
