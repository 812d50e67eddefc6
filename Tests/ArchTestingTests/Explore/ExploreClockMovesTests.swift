import Testing

@testable import ArchTesting

/// Adjacent clock moves of a shrunk trace become one move; a send or a pick of ready effects keeps
/// moves apart.
struct ExploreClockMovesTests {
  typealias Event = ExploreEvent<Int, String, String>

  @Test func movesWithOnlyOutputsBetweenThemBecomeOneMove() {
    let trace: [Event] = [
      .send("start", move: .generator(name: "start"), stateAfter: 0),
      .advance(.milliseconds(10)), .receive("tick", stateAfter: 1),
      .advance(.milliseconds(490)), .reorder(picked: 0, ready: 2),
      .advance(.milliseconds(10)),
    ]
    let (merged, removedMoves) = ExploreClockMoves.merged(trace)
    #expect(describe(merged) == ["send start", "advance 0.51 seconds", "receive tick", "reorder 0 of 2"])
    #expect(removedMoves == 2)
  }

  @Test func aSendOrAPickOfAnotherEffectKeepsMovesApart() {
    let trace: [Event] = [
      .advance(.seconds(1)), .send("stop", move: .generator(name: "stop"), stateAfter: 0),
      .advance(.seconds(1)), .reorder(picked: 1, ready: 2), .advance(.seconds(1)),
    ]
    let (merged, removedMoves) = ExploreClockMoves.merged(trace)
    #expect(
      describe(merged) == [
        "advance 1.0 seconds", "send stop", "advance 1.0 seconds", "reorder 1 of 2", "advance 1.0 seconds",
      ])
    #expect(removedMoves == 0)
  }

  private func describe(_ trace: [Event]) -> [String] {
    trace.map { event in
      switch event {
      case .send(let action, _, _): "send \(action)"
      case .receive(let output, _): "receive \(output)"
      case .advance(let duration): "advance \(duration)"
      case .reorder(let picked, let ready): "reorder \(picked) of \(ready)"
      }
    }
  }
}
