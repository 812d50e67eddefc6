import Arch
import ArchTesting
import Foundation

/// 10,000 TestStore steps on a state of 1,000 items, against the bare cost of the same steps.
///
/// Each send is answered by an effect output that is received; the bare loop calls the reducer and
/// compares states with `==`. The same steps run again with the list as a stack's screen and in a
/// `Shared` value, each against its own bare loop; each pair runs interleaved, 9 rounds, and prints
/// its ratio.
enum TestStoreBenchmarks {
  typealias State = ToggleList.State
  typealias Action = ToggleList.Action
  static let feature = ToggleList.feature

  static let itemCount = 1_000
  static let steps = 10_000
  static let rounds = 9

  static func initialState() -> State { ToggleList.state(itemCount: itemCount) }

  static func run() async {
    await compare("teststore_steps", harnessSteps, bare: "bare_reduce_and_compare_steps", bareSteps)
    await compare("teststore_steps_stack", stackSteps, bare: "bare_stack_steps", bareStackSteps)
    await compare("teststore_steps_shared", sharedSteps, bare: "bare_shared_steps", bareSharedSteps)
    await FingerprintBenchmarks.run()
  }

  /// Compares `harness` and `bare`, interleaved, over this group's steps and rounds.
  static func compare(
    _ figure: String, _ harness: () async -> Void, bare bareFigure: String, _ bare: () -> Void
  ) async {
    await compareInterleaved(figure, harness, bare: bareFigure, bare, n: steps, rounds: rounds)
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

  static func stackSteps() async {
    let store = TestStore(
      initialState: ToggleStack.state(itemCount: itemCount), feature: ToggleStack.feature, environment: ())
    for step in 0..<(steps / 2) {
      let index = step % itemCount
      await store.send(.path(.element(id: 0, action: .toggle(index)))) {
        $0.path[id: 0]?.items[index].isDone.toggle()
      }
      await store.receive(.path(.element(id: 0, action: .didToggle))) { $0.path[id: 0]?.toggles += 1 }
    }
    await store.finish()
  }

  static func bareStackSteps() {
    var state = ToggleStack.state(itemCount: itemCount)
    var failures = 0
    for step in 0..<(steps / 2) {
      let index = step % itemCount
      for (action, expectation) in [
        (
          Action.toggle(index),
          { (state: inout ToggleStack.State) in state.path[id: 0]?.items[index].isDone.toggle() }
        ),
        (Action.didToggle, { (state: inout ToggleStack.State) in state.path[id: 0]?.toggles += 1 }),
      ] {
        var expected = state
        expectation(&expected)
        _ = ToggleStack.feature.handle(.path(.element(id: 0, action: action)), state: &state, environment: ())
        if state != expected { failures += 1 }
      }
    }
    precondition(failures == 0)
  }

  static func sharedSteps() async {
    let store = TestStore(
      initialState: SharedToggleList.state(itemCount: itemCount), feature: SharedToggleList.feature,
      environment: ())
    for step in 0..<(steps / 2) {
      let index = step % itemCount
      await store.send(.toggle(index)) { $0.items.value[index].isDone.toggle() }
      await store.receive(.didToggle) { $0.toggles += 1 }
    }
    await store.finish()
  }

  static func bareSharedSteps() {
    let state = SharedToggleList.state(itemCount: itemCount)
    var mutable = state
    var failures = 0
    for step in 0..<(steps / 2) {
      let index = step % itemCount
      var expectedItems = mutable.items.value
      expectedItems[index].isDone.toggle()
      _ = SharedToggleList.feature.reduce(into: &mutable, action: .toggle(index), environment: ())
      if mutable.items.value != expectedItems { failures += 1 }
      let expectedToggles = mutable.toggles + 1
      _ = SharedToggleList.feature.reduce(into: &mutable, action: .didToggle, environment: ())
      if mutable.toggles != expectedToggles { failures += 1 }
    }
    precondition(failures == 0)
  }
}
