import Arch
import ArchTesting
import Foundation

/// Replays of a recorded session of ``TestStoreBenchmarks``' feature: the same 10,000 steps (5,000
/// actions, each followed by the output its effect sent) on the same state of 1,000 items, so
/// `replay_steps` compares with `teststore_steps` in one run.
///
/// `replay_steps` replays as recorded with the state checked at every step, against fingerprints a
/// recorder kept (each step encodes the state to JSON and hashes it); `replay_steps_unfingerprinted`
/// replays a session recorded without fingerprints, which checks the outputs' order only;
/// `replay_steps_against_environment` runs the effects and compares each output they send.
enum ReplayBenchmarks {
  typealias Session = RecordedSession<
    TestStoreBenchmarks.State, TestStoreBenchmarks.Action, TestStoreBenchmarks.Action
  >

  static func run() async {
    let fingerprinted = session(fingerprinted: true)
    let bare = session(fingerprinted: false)
    await measure("replay_steps") { await replay(fingerprinted, mode: .asRecorded) }
    await measure("replay_steps_unfingerprinted") { await replay(bare, mode: .asRecorded) }
    await measure("replay_steps_against_environment") { await replay(bare, mode: .againstEnvironment) }
  }

  private static func measure(_ figure: String, _ body: () async -> Void) async {
    guard isSelected(figure) else { return }
    var samples: [Double] = []
    for _ in 0..<3 { samples.append(await asyncMilliseconds(body)) }
    report(figure, n: TestStoreBenchmarks.steps, samples: samples)
  }

  /// The session a recorder would have kept of `harnessSteps`' run, one millisecond apart.
  static func session(fingerprinted: Bool) -> Session {
    var state = TestStoreBenchmarks.initialState()
    var steps: [RecordedStep<TestStoreBenchmarks.Action, TestStoreBenchmarks.Action>] = []
    steps.reserveCapacity(TestStoreBenchmarks.steps)
    func record(_ input: StoreStep<Void, TestStoreBenchmarks.Action, TestStoreBenchmarks.Action>.Input) {
      let fingerprint = fingerprinted ? try! StateFingerprint(of: state) : nil
      steps.append(RecordedStep(input: input, time: .milliseconds(steps.count), fingerprint: fingerprint))
    }
    for step in 0..<(TestStoreBenchmarks.steps / 2) {
      let index = step % TestStoreBenchmarks.itemCount
      state.items[index].isDone.toggle()
      record(.action(.toggle(index)))
      state.toggles += 1
      record(.output(.didToggle))
    }
    return Session(startState: TestStoreBenchmarks.initialState(), steps: steps)
  }

  static func replay(_ session: Session, mode: ReplayMode) async {
    let clock = TestClock()
    let store = TestStore(
      initialState: TestStoreBenchmarks.initialState(), feature: TestStoreBenchmarks.feature, environment: ())
    await store.replay(session, mode: mode, clock: clock)
    await store.finish()
  }
}
