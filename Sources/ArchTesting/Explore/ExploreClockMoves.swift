/// Merges the clock moves of a shrunk trace that follow one another with no input between them.
///
/// The shrinker moves the clock to one deadline at a time, so a failure two timer ticks away is two
/// moves. One `clock.advance(by:)` to the later deadline wakes the same sleepers in the same order,
/// settling after each, so the printed test is shorter and reproduces the same run. Moves separated
/// by a pick of another than the oldest ready effect are kept apart: a pick belongs to the move it
/// precedes. Picks of the oldest are what a test store does anyway, and do not keep moves apart.
enum ExploreClockMoves {
  /// `trace` with adjacent clock moves merged, and how many moves the merging removed.
  static func merged<State, Action, Output>(
    _ trace: [ExploreEvent<State, Action, Output>]
  ) -> (trace: [ExploreEvent<State, Action, Output>], removedMoves: Int) {
    var result: [ExploreEvent<State, Action, Output>] = []
    var removedMoves = 0
    // Where in `result` the move that a following move may join is, while only its outputs follow it.
    var openMove: Int?
    for event in trace {
      switch event {
      case .advance(let duration):
        if let index = openMove, case .advance(let earlier) = result[index] {
          result[index] = .advance(earlier + duration)
          removedMoves += 1
        } else {
          result.append(event)
          openMove = result.count - 1
        }
      case .receive:
        result.append(event)
      case .reorder(let picked, _):
        if picked != 0 { openMove = nil }
        result.append(event)
      case .send:
        openMove = nil
        result.append(event)
      }
    }
    return (result, removedMoves)
  }
}
