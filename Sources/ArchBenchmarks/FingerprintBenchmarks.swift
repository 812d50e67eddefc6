import Arch
import Foundation

/// A state fingerprint against an `==` of the same state, on the 1,000-item state of the test store
/// figures.
///
/// `state_fingerprint` fingerprints a sequence of states as a replay or a recorder does, with one
/// memo: each state is the one before with one item toggled, held in its own storage (as a store
/// step leaves it once the state before is kept), so the memo cannot take a shared buffer for an
/// unchanged one. `state_equal` compares each state of the same sequence with an equal state held
/// in separate storage, so `==` walks every item (an `==` of one array with itself returns at once).
/// The two run interleaved and print their ratio. `state_fingerprint_cold` fingerprints one state
/// with no memo: the first state of a replay, or a state met alone.
enum FingerprintBenchmarks {
  /// Each item toggled at step `k` is item `(k % 100) * 10`, so after 200 steps every state repeats.
  static let cycle = 200
  static let passes = 5
  static let rounds = 9

  static func run() async {
    let states = sequence()
    let copies = sequence()
    let memo = FingerprintMemo()
    // Primed with the state before the first, as a replay is after its first step.
    _ = try! StateFingerprint(of: states[cycle - 1], memo: memo)
    await compareInterleaved(
      "state_fingerprint",
      {
        for _ in 0..<passes {
          for state in states { precondition(try! StateFingerprint(of: state, memo: memo).value != 0) }
        }
      },
      bare: "state_equal",
      {
        for _ in 0..<passes {
          for index in states.indices { precondition(states[index] == copies[index]) }
        }
      }, n: cycle * passes, rounds: rounds)
    let state = TestStoreBenchmarks.initialState()
    measure("state_fingerprint_cold", n: 100, repetitions: 5) {
      for _ in 0..<100 { precondition(try! StateFingerprint(of: state).value != 0) }
    }
  }

  /// The states after each of `cycle` steps, each in its own storage.
  static func sequence() -> [TestStoreBenchmarks.State] {
    var state = TestStoreBenchmarks.initialState()
    var states: [TestStoreBenchmarks.State] = []
    for step in 0..<cycle {
      var next = state
      next.items[(step % (cycle / 2)) * 10].isDone.toggle()
      states.append(next)
      state = next
    }
    return states
  }
}
