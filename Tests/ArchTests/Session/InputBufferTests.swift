import Testing

@testable import Arch

/// The buffer a recorder keeps a store's inputs in: the order they came, through growth and drops,
/// and each element released once.
@Suite struct InputBufferTests {
  @Test func growingPastItsCapacityKeepsEveryElementInOrder() {
    let buffer = InputBuffer<String>(capacity: 2)
    for number in 0..<37 { buffer.append("input \(number)") }
    #expect(buffer.count == 37)
    #expect(buffer.elements == (0..<37).map { "input \($0)" })
  }

  @Test func droppingTheFirstElementsMovesTheOthersToTheFront() {
    let buffer = InputBuffer<String>(capacity: 4)
    for number in 0..<10 { buffer.append("input \(number)") }
    buffer.removeFirst(6)
    buffer.append("input 10")
    #expect(buffer.elements == (6...10).map { "input \($0)" })
    buffer.removeFirst(buffer.count)
    #expect(buffer.count == 0)
  }

  @Test func everyElementIsReleasedOnceWhetherDroppedOrLeftInTheBuffer() {
    let released = Counter()
    do {
      let buffer = InputBuffer<Tracked>(capacity: 1)
      for _ in 0..<5 { buffer.append(Tracked(released: released)) }
      buffer.removeFirst(2)
      #expect(released.count == 2)
    }
    #expect(released.count == 5)
  }

  private final class Counter {
    var count = 0
  }

  private final class Tracked {
    let released: Counter
    init(released: Counter) { self.released = released }
    deinit { released.count += 1 }
  }
}
