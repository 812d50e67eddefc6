import Arch
import Testing

@testable import ArchTesting

/// Which interactions a node offers: the explorer counts them without making them, so the count
/// must agree with the interactions made, for every kind of node.
struct ViewInteractionOfferTests {
  enum Action: Equatable, Sendable {
    case save, toggled
    case edited(String)
    case submitted
  }

  typealias Node = ViewNode<Action>

  static let nodes: [Node] = [
    .button("Save", sends: .save),
    .toggle("Bought", isOn: false, sends: .toggled),
    .textField("Name", text: "", onChange: Action.edited),
    .textField("Name", text: "", onChange: Action.edited, onSubmit: .submitted),
    .text("Hello"),
    .row(id: "1") { Node.button("Delete", sends: .save) },
    .progress(),
  ]

  @Test(arguments: nodes.indices)
  func theCountIsHowManyInteractionsANodeOffers(_ index: Int) {
    let kind = Self.nodes[index].kind
    let offered = (0..<4).compactMap { ViewInteraction.offered(by: kind, at: $0)?.0 }
    #expect(ViewInteraction.count(offeredBy: kind) == offered.count)
    #expect(offered.allSatisfy { ViewRole(of: Self.nodes[index]) == $0.role })
  }

  @Test func aTextFieldOffersItsEditThenItsSubmit() {
    let kind = Self.nodes[3].kind
    let offered = (0..<2).compactMap { ViewInteraction.offered(by: kind, at: $0) }
    #expect(offered.map(\.0) == [.type(""), .submit])
    #expect(offered.map { $0.1.action(typing: "Milk") } == [.edited("Milk"), .submitted])
  }
}
