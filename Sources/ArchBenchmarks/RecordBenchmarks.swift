import Arch
import Foundation

/// 10,000 production `Store` steps (5,000 sends, each answered at once by an effect output) on a
/// state of 1,000 items (`record_overhead_…`) and of 10 (`record_overhead_small_…`), with no
/// recorder, with an `onStep` that does nothing, with a `SessionRecorder` as it comes (the last
/// 1,000 steps) given as `recordingTo:`, and with one given as `onStep` (`_on_states`): the ratio
/// `on/off` is what recording adds to a store step.
///
/// The state is the one of the test store figures. A store with an `onStep` keeps the state before
/// each step, and a recorder given as `onStep` keeps the state after it, so the next step's change
/// copies what it changes; a recorder given as `recordingTo:` keeps the inputs only.
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
      recordedSteps(itemCount, into: SessionRecorder(for: type(of: feature)))
    }
    measure("\(name)_on_states", n: steps, repetitions: 5) {
      let recorder = SessionRecorder(for: type(of: feature))
      storeSteps(itemCount, onStep: recorder.record)
    }
    guard off > 0, on > 0 else { return }
    print("ratio \(name)_on/\(name)_off = \(String(format: "%.2f", on / off))")
  }

  static func storeSteps(_ itemCount: Int, onStep: ((StoreStep<State, Action, Action>) -> Void)?) {
    drive(
      Store(
        initialState: ToggleList.state(itemCount: itemCount), feature: feature, environment: (),
        onStep: onStep),
      itemCount: itemCount)
  }

  static func recordedSteps(_ itemCount: Int, into recorder: SessionRecorder<State, Action, Action>) {
    drive(
      Store(
        initialState: ToggleList.state(itemCount: itemCount), feature: feature, environment: (),
        recordingTo: recorder),
      itemCount: itemCount)
  }

  private static func drive(_ store: Store<some Feature<State, Action, Action, Void>>, itemCount: Int) {
    for step in 0..<(steps / 2) { store.send(.toggle(step % itemCount)) }
    precondition(store.state.toggles == steps / 2)
  }
}
