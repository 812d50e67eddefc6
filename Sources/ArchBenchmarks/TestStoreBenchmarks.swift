import Arch
import ArchTesting
import Foundation

/// 10,000 TestStore steps (5,000 sends, each answered by an effect output that is received) on a
/// state of 1,000 items, against the bare cost of the same steps: calling the reducer and comparing
/// states with `==`.
enum TestStoreBenchmarks {
  typealias Item = ToggleList.Item
  typealias State = ToggleList.State
  typealias Action = ToggleList.Action
  static let feature = ToggleList.feature

  static let itemCount = 1_000
  static let steps = 10_000

  static func initialState() -> State { ToggleList.state(itemCount: itemCount) }

  static func run() async {
    var samples: [Double] = []
    for _ in 0..<3 { samples.append(await asyncMilliseconds { await harnessSteps() }) }
    let harness = report("teststore_steps", n: steps, samples: samples)
    let bare = measure("bare_reduce_and_compare_steps", n: steps, repetitions: 3) { bareSteps() }
    print("ratio teststore_steps/bare_reduce_and_compare_steps = \(String(format: "%.2f", harness / bare))")
    FingerprintBenchmarks.run()
  }

  static func harnessSteps() async {
    let store = TestStore(initialState: initialState(), feature: feature, environment: ())
    for step in 0..<(steps / 2) {
      let index = step % itemCount
      await store.send(.toggle(index)) { $0.items[index].isDone.toggle() }
      await store.receive(.didToggle) { $0.toggles += 1 }
    }
    await store.finish()
  }

  static func bareSteps() {
    var state = initialState()
    var failures = 0
    for step in 0..<(steps / 2) {
      let index = step % itemCount
      for (action, expectation) in [
        (Action.toggle(index), { (state: inout State) in state.items[index].isDone.toggle() }),
        (Action.didToggle, { (state: inout State) in state.toggles += 1 }),
      ] {
        var expected = state
        expectation(&expected)
        _ = feature.reduce(into: &state, action: action, environment: ())
        if state != expected { failures += 1 }
      }
    }
    precondition(failures == 0)
  }
}
