import ArchTesting
import Testing

@testable import MainActorFeature

/// A file snapshot of a main-actor view builder's screen, kept under `Snapshots/` like any other.
@Suite struct QuoteScreenSnapshotTests {
  @Test func aFavoritedQuote() {
    let state = QuoteState(quote: "Less is more.", favorites: ["Less is more."])
    assertSnapshot(of: QuoteView().view(for: state), as: .view(), named: "favorited")
  }
}
