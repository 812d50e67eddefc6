import Arch
import ArchTesting
import Foundation

/// Replays of a recorded session of ``TestStoreBenchmarks``' feature: the same 10,000 steps (5,000
/// actions, each followed by the output its effect sent) on the same state of 1,000 items, so
/// `replay_steps` compares with `teststore_steps` in one run.
///
/// `replay_steps` replays as recorded with the state checked at every step, against fingerprints a
/// recorder kept (each step fingerprints the state); `replay_steps_unfingerprinted`
/// replays a session recorded without fingerprints, which checks the outputs' order only;
/// `replay_steps_against_environment` runs the effects and compares each output they send. The
/// `_small_state` pair replays, and steps a test store through, the same steps on a state of 10
/// items, where a fingerprint costs far less.
enum ReplayBenchmarks {
  typealias Session = RecordedSession<
    TestStoreBenchmarks.State, TestStoreBenchmarks.Action, TestStoreBenchmarks.Action
  >

  static func run() async {
    // The sessions are made only when their figures run: fingerprinting every step costs seconds.
    if isSelected("replay_steps") {
      let fingerprinted = session(fingerprinted: true)
      let bare = session(fingerprinted: false)
      await compareInterleaved(
        "replay_steps", { await replay(fingerprinted, mode: .asRecorded) },
        bare: "replay_steps_unfingerprinted", { await replay(bare, mode: .asRecorded) },
        n: TestStoreBenchmarks.steps, rounds: 5)
    }
    await measure("replay_steps_against_environment", replaying: session(fingerprinted: false)) {
      await replay($0, mode: .againstEnvironment)
    }
    await measure("teststore_steps_small_state") { await testStoreSteps(itemCount: smallItemCount) }
    await measure(
      "replay_steps_small_state", replaying: session(fingerprinted: true, itemCount: smallItemCount)
    ) { await replay($0, mode: .asRecorded, itemCount: smallItemCount) }
  }

  static let smallItemCount = 10

  static func state(itemCount: Int) -> TestStoreBenchmarks.State {
    ToggleList.state(itemCount: itemCount)
  }

  /// `TestStoreBenchmarks.harnessSteps` on a state of `itemCount` items.
  static func testStoreSteps(itemCount: Int) async {
    let store = TestStore(
      initialState: state(itemCount: itemCount), feature: TestStoreBenchmarks.feature, environment: ())
    for step in 0..<(TestStoreBenchmarks.steps / 2) {
      let index = step % itemCount
      await store.send(.toggle(index)) { $0.items[index].isDone.toggle() }
      await store.receive(.didToggle) { $0.toggles += 1 }
    }
    await store.finish()
  }

  private static func measure(_ figure: String, _ body: () async -> Void) async {
    await measure(figure, replaying: ()) { _ in await body() }
  }

  /// Measures `body` on `session`, made only when `figure` runs: fingerprinting a session's every
  /// step costs seconds, which a run of other figures should not pay (nor show in its profile).
  private static func measure<Input>(
    _ figure: String, replaying session: @autoclosure () -> Input, _ body: (Input) async -> Void
  ) async {
    guard isSelected(figure) else { return }
    let input = session()
    var samples: [Double] = []
    for _ in 0..<3 { samples.append(await asyncMilliseconds { await body(input) }) }
    report(figure, n: TestStoreBenchmarks.steps, samples: samples)
  }

  /// The session a recorder would have kept of `harnessSteps`' run, one millisecond apart.
  static func session(fingerprinted: Bool, itemCount: Int = TestStoreBenchmarks.itemCount) -> Session {
    var state = Self.state(itemCount: itemCount)
    var steps: [RecordedStep<TestStoreBenchmarks.Action, TestStoreBenchmarks.Action>] = []
    steps.reserveCapacity(TestStoreBenchmarks.steps)
    let memo = FingerprintMemo()
    func record(_ input: StoreStep<Void, TestStoreBenchmarks.Action, TestStoreBenchmarks.Action>.Input) {
      let fingerprint = fingerprinted ? try! StateFingerprint(of: state, memo: memo) : nil
      steps.append(RecordedStep(input: input, time: .milliseconds(steps.count), fingerprint: fingerprint))
    }
    for step in 0..<(TestStoreBenchmarks.steps / 2) {
      let index = step % itemCount
      state.items[index].isDone.toggle()
      record(.action(.toggle(index)))
      state.toggles += 1
      record(.output(.didToggle))
    }
    return Session(startState: Self.state(itemCount: itemCount), steps: steps)
  }

  static func replay(
    _ session: Session, mode: ReplayMode, itemCount: Int = TestStoreBenchmarks.itemCount
  ) async {
    let clock = TestClock()
    let store = TestStore(
      initialState: state(itemCount: itemCount), feature: TestStoreBenchmarks.feature, environment: ())
    await store.replay(session, mode: mode, clock: clock)
    await store.finish()
  }
}
