import Arch
import ArchTesting
import Testing

/// A keypad whose lock opens after "1" is pressed six times in a row; any other key starts over.
///
/// The bug: the lock opens at all (the invariant says it must stay shut), reached only by a rare
/// combination among eight keys.
private enum Keypad {
  struct State: Equatable {
    var onesInARow = 0
  }

  enum Action: Equatable {
    case pressed(Int)
  }

  static func feature() -> Reduce<State, Action, Void> {
    Reduce { state, action, _ in
      guard case .pressed(let key) = action else { return .none }
      state.onesInARow = key == 1 ? state.onesInARow + 1 : 0
      return .none
    }
  }

  struct View: ViewBuilder {
    func view(for state: State) -> ViewNode<Action> {
      .vstack {
        for key in 1...8 { ViewNode.button("\(key)", sends: .pressed(key)) }
      }
    }
  }

  static let invariants = [Invariant<State, Action>("the lock stays shut") { $0.onesInARow < 6 }]
}

/// Swarm testing: each run favours a random subset of the kinds of steps, so a bug that needs one
/// control many times in a row is found with the default budget.
struct ExploreSwarmTests {
  private static let seeds: [UInt64] = (1...10).map { UInt64($0) }

  private func findsTheBug(seed: UInt64, swarms: Bool) async -> Bool {
    var budget = ExploreBudget.default
    budget.swarms = swarms
    // The random runs alone: the search after them finds this bug in any case (7 distinct states).
    budget.exhaustiveAfterRuns = nil
    var found = false
    await withKnownIssue(isIntermittent: true) {
      found =
        await explore(
          Keypad.feature(), initialState: Keypad.State(), environment: { _ in () }, view: Keypad.View(),
          invariants: Keypad.invariants, budget: budget, seed: seed
        ).failure != nil
    }
    return found
  }

  @Test func theDefaultsFindABugThatNeedsARareCombination() async {
    var foundWithSwarms = 0
    var foundUniformly = 0
    for seed in Self.seeds {
      if await findsTheBug(seed: seed, swarms: true) { foundWithSwarms += 1 }
      if await findsTheBug(seed: seed, swarms: false) { foundUniformly += 1 }
    }
    // Measured: swarms find it from 8 of these 10 base seeds, uniform choices from none (a run
    // drawing uniformly among eight keys presses "1" six times in a row about once in 3,000 runs).
    #expect(foundWithSwarms >= 8)
    #expect(foundUniformly == 0)
  }
}
