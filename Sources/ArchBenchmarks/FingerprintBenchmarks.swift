import Arch
import Foundation

/// A state fingerprint against an `==` of the same state: 1,000 of each on the 1,000-item state of
/// the test store figures, the two states compared held in separate storage (an `==` of one array
/// with itself returns at once).
enum FingerprintBenchmarks {
  static let count = 1_000

  static func run() {
    let state = TestStoreBenchmarks.initialState()
    var other = state
    other.items[0].isDone.toggle()
    other.items[0].isDone.toggle()
    let fingerprint = measure("state_fingerprint", n: count, repetitions: 5) {
      for _ in 0..<count { precondition(try! StateFingerprint(of: state).value != 0) }
    }
    let equal = measure("state_equal", n: count, repetitions: 5) {
      for _ in 0..<count { precondition(state == other) }
    }
    guard fingerprint > 0, equal > 0 else { return }
    print("ratio state_fingerprint/state_equal = \(String(format: "%.2f", fingerprint / equal))")
  }
}
