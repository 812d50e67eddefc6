import Arch
import Foundation

/// 10,000 production `Store` steps (5,000 sends, each answered at once by an effect output) on a
/// state of 1,000 items (`record_overhead_…`) and of 10 (`record_overhead_small_…`), with no
/// recorder, with an `onStep` that does nothing, and with a `SessionRecorder` as it comes (the last
/// 1,000 steps): the ratio `on/off` is what recording adds to a store step.
///
/// The state is the one of the test store figures. A store with an `onStep` keeps the state before
/// each step, and a recorder keeps the state after it (its fingerprint is computed when the session
/// is written), so the next step's change copies what it changes: that copy is most of the cost.
@MainActor
enum RecordBenchmarks {
  typealias State = ToggleList.State
  typealias Action = ToggleList.Action
  static let feature = ToggleList.feature

  static let steps = 10_000

  static func run() {
    compare("record_overhead", itemCount: 1_000)
    compare("record_overhead_small", itemCount: 10)
  }

  /// Prints `<name>_off`, `<name>_onstep` and `<name>_on` for a state of `itemCount` items.
  private static func compare(_ name: String, itemCount: Int) {
    let off = measure("\(name)_off", n: steps, repetitions: 5) { storeSteps(itemCount, onStep: nil) }
    measure("\(name)_onstep", n: steps, repetitions: 5) { storeSteps(itemCount, onStep: { _ in }) }
    let on = measure("\(name)_on", n: steps, repetitions: 5) {
      let recorder = SessionRecorder(for: type(of: feature))
      storeSteps(itemCount, onStep: recorder.record)
    }
    guard off > 0, on > 0 else { return }
    print("ratio \(name)_on/\(name)_off = \(String(format: "%.2f", on / off))")
  }

  static func storeSteps(_ itemCount: Int, onStep: ((StoreStep<State, Action, Action>) -> Void)?) {
    let store = Store(
      initialState: ToggleList.state(itemCount: itemCount), feature: feature,
      environment: (), onStep: onStep)
    for step in 0..<(steps / 2) { store.send(.toggle(step % itemCount)) }
    precondition(store.state.toggles == steps / 2)
  }
}
